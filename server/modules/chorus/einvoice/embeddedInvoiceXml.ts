import { inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  PDFHexString,
} from 'pdf-lib';
import { MAX_INVOICE_XML_BYTES } from './invoiceXml';
import { UnreadableInvoice } from './unreadableInvoice';

/** The names under which Factur-X (and ZUGFeRD, XRechnung in a PDF) embed the invoice's XML. */
export const INVOICE_ATTACHMENT_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];

/** A name tree deeper than this is no attachment list but a trap. */
const MAX_TREE_DEPTH = 8;

export const openPdf = async (bytes: Uint8Array) => {
  try {
    return await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    throw new UnreadableInvoice('malformed_pdf', `The PDF cannot be read: ${(error as Error).message}`.slice(0, 500));
  }
};

const nameOf = (value: unknown) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : null;

/** The file specifications of the document's EmbeddedFiles name tree, by name. */
const namedFileSpecs = (pdf: PDFDocument): [string, PDFDict][] => {
  const found: [string, PDFDict][] = [];
  const visit = (node: PDFDict | undefined, depth: number) => {
    if (!node || depth > MAX_TREE_DEPTH) return;
    const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
    for (let index = 0; names && index + 1 < names.size(); index += 2) {
      const spec = names.lookup(index + 1);
      const name = nameOf(names.lookup(index));
      if (name !== null && spec instanceof PDFDict) found.push([name, spec]);
    }
    const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
    for (let index = 0; kids && index < kids.size(); index++) {
      const kid = kids.lookup(index);
      if (kid instanceof PDFDict) visit(kid, depth + 1);
    }
  };
  const names = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  visit(names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict), 0);
  return found;
};

/** A file specification's own file name (UF, then F), for the specs listed by the catalog's /AF. */
const specName = (spec: PDFDict) => nameOf(spec.lookup(PDFName.of('UF'))) ?? nameOf(spec.lookup(PDFName.of('F')));

const associatedFileSpecs = (pdf: PDFDocument): [string, PDFDict][] => {
  const files = pdf.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  const found: [string, PDFDict][] = [];
  for (let index = 0; files && index < files.size(); index++) {
    const spec = files.lookup(index);
    const name = spec instanceof PDFDict ? specName(spec) : null;
    if (name !== null) found.push([name, spec as PDFDict]);
  }
  return found;
};

/**
 * The bytes of an embedded file, inflated within the XML size cap: a small compressed stream must
 * not expand to gigabytes (a zip bomb) before anyone looks at its size.
 */
const streamBytes = (stream: PDFRawStream): Uint8Array => {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  const tooLarge = () =>
    new UnreadableInvoice('too_large', `The embedded XML is larger than ${MAX_INVOICE_XML_BYTES} bytes`);
  if (filters.length === 0) return stream.contents;
  if (filters.length === 1 && filters[0] === PDFName.of('FlateDecode')) {
    try {
      return inflateSync(stream.contents, { maxOutputLength: MAX_INVOICE_XML_BYTES });
    } catch (error) {
      if (error instanceof RangeError) throw tooLarge();
      throw new UnreadableInvoice('malformed_pdf', `The embedded XML cannot be inflated: ${(error as Error).message}`);
    }
  }
  if (stream.contents.byteLength > MAX_INVOICE_XML_BYTES) throw tooLarge();
  const decoded = decodePDFRawStream(stream).decode();
  if (decoded.byteLength > MAX_INVOICE_XML_BYTES) throw tooLarge();
  return decoded;
};

/** The invoice XML a PDF embeds under one of the Factur-X/ZUGFeRD names, or null for a plain PDF. */
export const embeddedInvoiceXml = (pdf: PDFDocument): Uint8Array | null => {
  const specs = [...namedFileSpecs(pdf), ...associatedFileSpecs(pdf)];
  const invoice = specs.find(([name]) => INVOICE_ATTACHMENT_NAMES.includes(name.toLowerCase()));
  if (!invoice) return null;
  const files = invoice[1].lookupMaybe(PDFName.of('EF'), PDFDict);
  const stream = files?.lookup(PDFName.of('UF')) ?? files?.lookup(PDFName.of('F'));
  if (!(stream instanceof PDFRawStream)) {
    throw new UnreadableInvoice('malformed_pdf', `The PDF names ${invoice[0]} but holds no file under it`);
  }
  return streamBytes(stream);
};
