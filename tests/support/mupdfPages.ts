import * as mupdf from 'mupdf';

// What the tests read of a PDF the server made: its pages and their text (the server itself reads
// PDFs on its PDF threads only). mupdf reports every repair of a damaged file on stderr; the
// callers decide what a damage means.
mupdf.setLog(null);

/** A PDF opened by mupdf from its bytes (a Buffer or Uint8Array). */
const openPdf = (bytes: Uint8Array) => mupdf.Document.openDocument(bytes, 'application/pdf');

export const countPages = (bytes: Uint8Array): number => {
  const document = openPdf(bytes);
  try {
    return document.countPages();
  } finally {
    document.destroy();
  }
};

/** The text layer of each page, in reading order. */
export const pageTexts = (bytes: Uint8Array): string[] => {
  const document = openPdf(bytes);
  try {
    const texts: string[] = [];
    for (let index = 0; index < document.countPages(); index++) {
      const page = document.loadPage(index);
      texts.push(page.toStructuredText('preserve-whitespace').asText());
      page.destroy();
    }
    return texts;
  } finally {
    document.destroy();
  }
};
