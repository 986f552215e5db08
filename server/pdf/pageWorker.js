// A worker thread of the page pool (pagePool.ts): holds one PDF open and answers, for pages of it,
// their text or new PDFs made of them. Plain JavaScript, so that it starts the same under tsx,
// vitest and node alone.
import { parentPort } from 'node:worker_threads';
import * as mupdf from 'mupdf';

mupdf.setLog(null);

let document;

const texts = (from, to) => {
  const result = [];
  for (let index = from; index < to; index++) {
    const page = document.loadPage(index);
    const text = page.toStructuredText('preserve-whitespace');
    result.push(text.asText());
    text.destroy();
    page.destroy();
  }
  return result;
};

/** One PDF per range [from, to) of pages; the fonts of a range copied once (one graft map each). */
const pieces = (ranges) =>
  ranges.map(([from, to]) => {
    const piece = new mupdf.PDFDocument();
    const graft = piece.newGraftMap();
    for (let index = from; index < to; index++) graft.graftPage(-1, document, index);
    const buffer = piece.saveToBuffer('compress');
    const output = buffer.asUint8Array().slice();
    // Every mupdf object is freed by hand: a graft map left behind kept ~45 MB per 1,000 pieces.
    graft.destroy();
    buffer.destroy();
    piece.destroy();
    return output;
  });

const handle = (message) => {
  switch (message.op) {
    case 'open': {
      document?.destroy();
      document = mupdf.Document.openDocument(message.bytes, 'application/pdf').asPDF();
      if (!document) throw new Error('Not a PDF');
      return { value: document.countPages() };
    }
    case 'texts':
      return { value: texts(message.from, message.to) };
    case 'pieces': {
      const value = pieces(message.ranges);
      return { value, transfer: value.map((bytes) => bytes.buffer) };
    }
    case 'close':
      document?.destroy();
      document = undefined;
      return { value: null };
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
};

parentPort.on('message', (message) => {
  try {
    const { value, transfer } = handle(message);
    parentPort.postMessage({ id: message.id, value }, transfer ?? []);
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: String(error?.message ?? error) });
  }
});
