// A worker thread of the page pool (pagePool.ts): holds one PDF open and answers, for pages of it,
// their text or new PDFs made of them. Plain JavaScript, so that it starts the same under tsx,
// vitest and node alone.
import { parentPort } from 'node:worker_threads';
import * as mupdf from 'mupdf';
import { pageTexts, pieces } from './mupdfPages.js';

mupdf.setLog(null);

let document;

const handle = (message) => {
  switch (message.op) {
    case 'open': {
      document?.destroy();
      document = mupdf.Document.openDocument(message.bytes, 'application/pdf').asPDF();
      if (!document) throw new Error('Not a PDF');
      return { value: document.countPages() };
    }
    case 'texts':
      return { value: pageTexts(document, message.from, message.to) };
    case 'pieces': {
      const value = pieces(document, message.ranges);
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
