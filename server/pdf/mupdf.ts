import * as mupdf from 'mupdf';

// mupdf reports every repair of a damaged file on stderr; the callers decide what a damage means.
mupdf.setLog(null);

/** A PDF opened by mupdf from its bytes (a Buffer or Uint8Array). */
export const openPdf = (bytes: Uint8Array) => mupdf.Document.openDocument(bytes, 'application/pdf');

/** A page is rendered at most this many times as tall as wide: a 1 × 10,000 pt page is no memory bomb. */
const MAX_ASPECT = 4;

/** Page `index` (from 0) as PNG, `width` pixels wide (its height in proportion, within MAX_ASPECT). */
export const renderPagePng = (bytes: Uint8Array, index: number, width: number): Uint8Array => {
  const document = openPdf(bytes);
  try {
    const page = document.loadPage(index);
    const [x0, y0, x1, y1] = page.getBounds();
    const scale = Math.min(width / Math.max(x1 - x0, 1), (width * MAX_ASPECT) / Math.max(y1 - y0, 1));
    const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
    return pixmap.asPNG();
  } finally {
    document.destroy();
  }
};

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

export { mupdf };
