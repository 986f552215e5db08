import type { DocFileRefusal } from '../../common/documentFields';
import { openPdf } from './mupdf';

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
 * short), not password-protected, opened by mupdf with every page loadable. Answers its page count.
 */
export const checkPdf = (bytes: Buffer): { pages: number } => {
  if (!hasPdfMagic(bytes)) throw new PdfRefused('not_pdf');
  if (!bytes.subarray(Math.max(0, bytes.length - TAIL_SLACK)).includes(EOF_MARK)) throw new PdfRefused('truncated');
  let document;
  try {
    document = openPdf(bytes);
  } catch {
    throw new PdfRefused('malformed');
  }
  try {
    if (document.needsPassword()) throw new PdfRefused('encrypted');
    const pages = document.countPages();
    // No page in a file mupdf had to rebuild is a broken file; in a sound one, an empty document.
    if (pages === 0) throw new PdfRefused(document.asPDF()?.wasRepaired() ? 'malformed' : 'no_pages');
    // Only the first and last page are loaded: enough to catch a broken page tree, cheap for 10,000 pages.
    for (const index of new Set([0, pages - 1])) document.loadPage(index).destroy();
    return { pages };
  } catch (error) {
    if (error instanceof PdfRefused) throw error;
    throw new PdfRefused('malformed');
  } finally {
    document.destroy();
  }
};
