// A worker thread of the PDF task pool (pdfTasks.ts): one task at a time on a file it is given,
// so that mupdf's work on a file someone sent never holds the server's main thread. The pool
// ends a thread that overruns its time limit: a WASM loop cannot be interrupted otherwise.
// Plain JavaScript, so that it starts the same under tsx, vitest and node alone.
import { parentPort } from 'node:worker_threads';
import * as mupdf from 'mupdf';
import { pageTexts, pieces, savedBytes } from './mupdfPages.js';

mupdf.setLog(null);

/** A page is drawn at most this many times as tall as wide: a 1 × 10,000 pt page is no memory bomb. */
const MAX_ASPECT = 4;

const withDocument = (bytes, work) => {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    return work(document);
  } finally {
    document.destroy();
  }
};

/**
 * Whether the file opens as a PDF with pages: its page count, or why it is refused (the reasons
 * of pdfCheck.ts). Only the first and last page are loaded: enough to catch a broken page tree,
 * cheap for 10,000 pages.
 */
const check = (bytes) => {
  let document;
  try {
    document = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch {
    return { refusal: 'malformed' };
  }
  try {
    if (document.needsPassword()) return { refusal: 'encrypted' };
    const pages = document.countPages();
    // No page in a file mupdf had to rebuild is a broken file; in a sound one, an empty document.
    if (pages === 0) return { refusal: document.asPDF()?.wasRepaired() ? 'malformed' : 'no_pages' };
    for (const index of new Set([0, pages - 1])) document.loadPage(index).destroy();
    return { pages };
  } catch {
    return { refusal: 'malformed' };
  } finally {
    document.destroy();
  }
};

const imageArea = (image) => {
  const mask = image.getMask();
  return image.getWidth() * image.getHeight() + (mask ? mask.getWidth() * mask.getHeight() : 0);
};

/**
 * The pixels of every image a recorded page would decode to be drawn (its own, its forms', its
 * annotations', inline ones), read from the images' headers: nothing is decoded to count them.
 */
const imagePixels = (list) => {
  let pixels = 0;
  const count = (image) => {
    pixels += imageArea(image);
  };
  const device = new mupdf.Device({ fillImage: count, fillImageMask: count, clipImageMask: count });
  try {
    list.run(device, mupdf.Matrix.identity);
    device.close();
  } finally {
    device.destroy();
  }
  return pixels;
};

/**
 * Page `index` (from 0) as PNG, `width` pixels wide (its height in proportion, within MAX_ASPECT),
 * unless its images would decode to more than `maxPixels`: then the refusal and the count.
 */
const draw = ({ bytes, index, width, maxPixels }) =>
  withDocument(bytes, (document) => {
    const page = document.loadPage(index);
    const list = page.toDisplayList(true);
    try {
      const pixels = imagePixels(list);
      if (pixels > maxPixels) return { value: { refused: 'pixel_budget' } };
      const [x0, y0, x1, y1] = page.getBounds();
      const scale = Math.min(width / Math.max(x1 - x0, 1), (width * MAX_ASPECT) / Math.max(y1 - y0, 1));
      const pixmap = list.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false);
      const png = pixmap.asPNG();
      pixmap.destroy();
      return { value: { png }, transfer: [png.buffer] };
    } finally {
      list.destroy();
      page.destroy();
    }
  });

/** The text layer of pages [from, to), 0-based. */
const texts = ({ bytes, from, to }) => withDocument(bytes, (document) => ({ value: pageTexts(document, from, to) }));

/** One PDF of every page of these files, in order. */
const merge = ({ files }) => {
  const merged = new mupdf.PDFDocument();
  try {
    for (const bytes of files) {
      const source = new mupdf.PDFDocument(bytes);
      const graft = merged.newGraftMap();
      for (let index = 0; index < source.countPages(); index++) graft.graftPage(-1, source, index);
      graft.destroy();
      source.destroy();
    }
    const value = savedBytes(merged);
    return { value, transfer: [value.buffer] };
  } finally {
    merged.destroy();
  }
};

/** One single-page PDF per page index (from 0) of the file. */
const cut = ({ bytes, pages }) =>
  withDocument(bytes, (document) => {
    const value = pieces(
      document.asPDF(),
      pages.map((index) => [index, index + 1]),
    );
    return { value, transfer: value.map((output) => output.buffer) };
  });

const OPERATIONS = {
  check: (task) => ({ value: check(task.bytes) }),
  draw,
  texts,
  merge,
  cut,
};

parentPort.on('message', (task) => {
  try {
    const operation = OPERATIONS[task.op];
    if (!operation) throw new Error(`Unknown operation ${task.op}`);
    const { value, transfer } = operation(task);
    parentPort.postMessage({ value }, transfer ?? []);
  } catch (error) {
    parentPort.postMessage({ error: String(error?.message ?? error) });
  }
});

// mupdf is loaded: a task's time limit runs from here, not from the thread's start.
parentPort.postMessage({ ready: true });
