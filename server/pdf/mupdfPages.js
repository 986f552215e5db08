// What the PDF worker threads (pageWorker.js, pdfTaskWorker.js) do with an open document: read
// pages' text, make new PDFs of its pages. Plain JavaScript, like them.
import * as mupdf from 'mupdf';

/** The text layer of pages [from, to), 0-based, in reading order. */
export const pageTexts = (document, from, to) => {
  const result = [];
  for (let index = from; index < Math.min(to, document.countPages()); index++) {
    const page = document.loadPage(index);
    const text = page.toStructuredText('preserve-whitespace');
    result.push(text.asText());
    text.destroy();
    page.destroy();
  }
  return result;
};

/** A document's bytes, compressed, copied out of mupdf's memory. */
export const savedBytes = (document) => {
  const buffer = document.saveToBuffer('compress');
  const bytes = buffer.asUint8Array().slice();
  buffer.destroy();
  return bytes;
};

/** One PDF per range [from, to) of pages; the fonts of a range copied once (one graft map each). */
export const pieces = (document, ranges) =>
  ranges.map(([from, to]) => {
    const piece = new mupdf.PDFDocument();
    const graft = piece.newGraftMap();
    for (let index = from; index < to; index++) graft.graftPage(-1, document, index);
    const output = savedBytes(piece);
    // Every mupdf object is freed by hand: a graft map left behind kept ~45 MB per 1,000 pieces.
    graft.destroy();
    piece.destroy();
    return output;
  });
