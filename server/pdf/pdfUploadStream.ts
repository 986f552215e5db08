import { hasPdfMagic, PdfRefused } from './pdfCheck';

/** A file the client did not send to its end (a broken multipart body, a client gone). */
export class UploadBroken extends Error {}

const HEAD_BYTES = 1024;

/**
 * Passes an uploaded file through while it is no larger than `maxBytes` and starts like a PDF.
 * A file refused by its head is still read to its end (so the client gets its answer) but nothing
 * of it is passed on; one over the limit stops being passed on at the limit.
 */
export async function* checkedPdfUpload(
  source: AsyncIterable<Buffer> & { truncated?: boolean },
  maxBytes: number,
): AsyncGenerator<Buffer> {
  const head: Buffer[] = [];
  let size = 0;
  let refusal: PdfRefused | undefined;
  let checked = false;
  try {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > maxBytes) refusal ??= new PdfRefused('too_large');
      if (refusal) continue;
      if (checked) {
        yield chunk;
        continue;
      }
      head.push(chunk);
      if (size < HEAD_BYTES) continue;
      checked = true;
      const start = Buffer.concat(head);
      if (hasPdfMagic(start)) yield start;
      else refusal = new PdfRefused('not_pdf');
    }
  } catch {
    throw new UploadBroken('The upload was cut short');
  }
  // The multipart reader ends a file at its size limit, saying so here.
  if (source.truncated) throw new PdfRefused('too_large');
  if (refusal) throw refusal;
  if (checked) return;
  const whole = Buffer.concat(head);
  if (!hasPdfMagic(whole)) throw new PdfRefused('not_pdf');
  yield whole;
}
