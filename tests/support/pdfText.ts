import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * Per page, the strings a PDF writes in a standard font (the activation codes, in Courier), read
 * from its content streams. Text in an embedded font is glyph numbers, which this leaves out.
 */
export const standardFontStrings = async (bytes: Uint8Array): Promise<string[][]> => {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const operators = streams
      .map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1'))
      .join('\n');
    return [...operators.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)]
      .map((match) => Buffer.from(match[1], 'hex').toString('latin1'))
      .filter((text) => /^[\x20-\x7e]+$/.test(text));
  });
};
