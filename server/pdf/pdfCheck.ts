import type { DocFileRefusal } from '../../common/documentFields';
import type { PdfTasks } from './pdfTasks';

/** Why a file is refused as a PDF; the front end translates each (`fields.file`). */
export type PdfRefusal = Exclude<DocFileRefusal, 'incomplete' | 'no_file'>;

export class PdfRefused extends Error {
  constructor(readonly reason: PdfRefusal) {
    super(`Not an acceptable PDF: ${reason}`);
  }
}

const MAGIC = Buffer.from('%PDF-');
const EOF_MARK = Buffer.from('%%EOF');
// Writers may put a little junk before the header, and whitespace or a newline after the end mark.
const HEAD_SLACK = 1024;
const TAIL_SLACK = 2048;

/** Whether these first bytes announce a PDF (checked as the upload streams in, before anything is stored). */
export const hasPdfMagic = (head: Buffer): boolean => head.subarray(0, HEAD_SLACK).includes(MAGIC);

/**
 * Checks a whole file by its bytes, never its name: a PDF header, an end mark (else it was cut
 * short), then on a PDF thread: not password-protected, opened by mupdf with its first and last
 * page loadable. Answers its page count.
 */
export const checkPdf = async (pdf: PdfTasks, bytes: Buffer): Promise<{ pages: number }> => {
  if (!hasPdfMagic(bytes)) throw new PdfRefused('not_pdf');
  if (!bytes.subarray(Math.max(0, bytes.length - TAIL_SLACK)).includes(EOF_MARK)) throw new PdfRefused('truncated');
  const checked = await pdf.check(bytes);
  if ('refusal' in checked) throw new PdfRefused(checked.refusal);
  return checked;
};
