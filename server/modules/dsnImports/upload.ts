import { DsnFileError, readDsn } from './dsn';

/** A file the client sent that cannot be read to its end: a broken multipart body, a size limit. */
export class UploadError extends Error {
  constructor(readonly reason: 'too_large' | 'incomplete') {
    super(`The upload failed: ${reason}`);
  }
}

// Enough of a file to tell a DSN from anything else: its first lines.
const HEAD_BYTES = 64 * 1024;

/**
 * Throws the DsnFileError of a file whose start already shows it is no DSN (binary, UTF-16, no S10
 * first line, broken lines). A head cut short is not held against it: only the whole file's
 * reading (the preview) can tell a truncated one.
 */
const checkHead = async (head: Buffer, whole: boolean) => {
  // Cut after the last complete line, so that no character is cut in two.
  const end = whole ? head.length : head.lastIndexOf(0x0a) + 1 || head.length;
  try {
    for await (const event of readDsn(head.subarray(0, end))) void event;
  } catch (error) {
    if (!(error instanceof DsnFileError)) throw error;
    if (whole || (error.code !== 'truncated' && error.code !== 'no_declaration')) throw error;
  }
};

/**
 * Passes an uploaded file through, once its head was found to be a DSN's. A file refused by its
 * head is still read to its end (so the client's request completes and gets its answer) but not
 * passed on: nothing of it is stored. Errors of the upload itself (a broken body, the size limit) become UploadErrors.
 */
export async function* checkedUpload(source: AsyncIterable<Buffer> & { truncated?: boolean }): AsyncGenerator<Buffer> {
  const head: Buffer[] = [];
  let headBytes = 0;
  let checked = false;
  let refused: unknown;
  try {
    for await (const chunk of source) {
      if (refused) continue;
      if (checked) {
        yield chunk;
        continue;
      }
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < HEAD_BYTES) continue;
      const start = Buffer.concat(head);
      checked = true;
      refused = await checkHead(start, false).catch((error: unknown) => error);
      if (!refused) yield start;
    }
  } catch {
    throw new UploadError('incomplete');
  }
  // The multipart reader ends a file at the size limit, saying so here.
  if (source.truncated) throw new UploadError('too_large');
  if (refused) throw refused;
  if (checked) return;
  // A small file is read whole here: refused before anything of it is stored.
  const whole = Buffer.concat(head);
  if (whole.length === 0) throw new DsnFileError('empty');
  await checkHead(whole, true);
  yield whole;
}
