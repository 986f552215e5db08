import { PDFDocument, StandardFonts } from 'pdf-lib';
import { documentFiles } from '../../common/api/documents';
import { urlOf } from './api';
import type { HttpServer } from './testServer';

/** A PDF with a text layer: one page per string. */
export const textPdf = async (pages: string[]): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    text.split('\n').forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 30, size: 22, font }));
  }
  return Buffer.from(await pdf.save());
};

/** The multipart body of `POST doc/upload`: the field `document`, then the field `file`. */
export const uploadForm = (document: Record<string, unknown>, file?: Buffer, fileName = 'bulletin.pdf') => {
  const form = new FormData();
  form.append('document', JSON.stringify(document));
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), fileName);
  return form;
};

/** `POST doc/upload`, its answer as it comes (its callers read refusals as well as documents). */
export const uploadDocument = (
  server: HttpServer,
  token: string,
  document: Record<string, unknown>,
  file?: Buffer,
  fileName?: string,
) =>
  fetch(urlOf(server, documentFiles.upload), {
    method: documentFiles.upload.method,
    headers: { authorization: `Bearer ${token}` },
    body: uploadForm(document, file, fileName),
  });

/** A scan-like PDF: each page of a text PDF rendered to an image, with no text layer left. */
export const scannedPdf = async (pages: string[]): Promise<Buffer> => {
  const mupdf = await import('mupdf');
  const source = mupdf.Document.openDocument(await textPdf(pages), 'application/pdf');
  const pdf = await PDFDocument.create();
  for (let index = 0; index < source.countPages(); index++) {
    const pixmap = source.loadPage(index).toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceGray, false, true);
    const image = await pdf.embedPng(pixmap.asPNG());
    const page = pdf.addPage([595, 842]);
    page.drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await pdf.save());
};
