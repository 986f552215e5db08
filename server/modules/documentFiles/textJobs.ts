import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import { printable } from '../../db/controlCharacters';
import type { DB } from '../../db/schema';
import { indexDocument } from './queries';
import { readVerifiedBytes } from '../../storage/verifiedBlob';
import { insertInTransaction, sendInTransaction } from '../../jobs/inTransaction';
import { declareJob } from '../../jobs/declaration';

export const DOC_TEXT = 'documents.text';
export const DOC_OCR = 'documents.ocr';

const run = promisify(execFile);
const JOB_OPTIONS = { retryLimit: 2, retryDelay: 10 };
/** A file whose text layer has fewer letters than this is taken for a scan. */
const MIN_LETTERS = 20;
/** OCR reads this many pages at most: enough to find a document, bounded for a 10,000-page scan. */
const OCR_MAX_PAGES = 20;
/** Pages are rendered this wide for tesseract: about 240 dpi on A4. */
const OCR_WIDTH = 2000;
/** Pages read per task on a PDF thread: each task stays well within the time limit. */
const TEXT_BATCH = 500;

/** Queues the reading of a new document's text, in the transaction that writes it. */
/** The text jobs of new documents, in the transaction that writes them, in one statement. */
export const queueDocumentTexts = (trx: Kysely<DB>, boss: PgBoss, documentIds: string[]) =>
  insertInTransaction(
    trx,
    boss,
    documentIds.map((documentId) => ({
      name: DOC_TEXT,
      data: { documentId },
      ...JOB_OPTIONS,
      singletonKey: `${DOC_TEXT}:${documentId}`,
    })),
  );

const storeText = async (db: Kysely<DB>, documentId: string, text: string, ocr: boolean) => {
  // A text layer may map glyphs to NUL (a broken font), which the database would refuse.
  const content = printable(text);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('document_texts')
      .values({ document_id: documentId, content, ocr })
      .onConflict((oc) => oc.column('document_id').doUpdateSet({ content, ocr }))
      .execute();
    await trx.updateTable('documents').set({ text_status: 'DONE' }).where('id', '=', documentId).execute();
    await indexDocument(trx, documentId);
  });
};

const fileOf = async (ctx: AppContext, documentId: string) => {
  const row = await ctx.database.db
    .selectFrom('documents')
    .select(['blob_key', 'text_status'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!row?.blob_key) return undefined;
  return { status: row.text_status, bytes: await readVerifiedBytes(ctx.blobs, row.blob_key) };
};

const pageCount = async (ctx: AppContext, bytes: Buffer) => {
  const checked = await ctx.pdf.check(bytes);
  if ('refusal' in checked) throw new Error(`The stored file cannot be read (${checked.refusal})`);
  return checked.pages;
};

/** The text layer of every page, read on a PDF thread a batch of pages at a time. */
const pageTexts = async (ctx: AppContext, bytes: Buffer) => {
  const pages = await pageCount(ctx, bytes);
  const texts: string[] = [];
  for (let from = 0; from < pages; from += TEXT_BATCH) {
    texts.push(...(await ctx.pdf.texts(bytes, from, Math.min(from + TEXT_BATCH, pages))));
  }
  return texts;
};

/**
 * The text job: reads the text layer with mupdf and indexes it; a file with next to no text (a
 * scan) is handed to OCR instead. Running it twice writes the same text again.
 */
export const extractDocumentText = async (ctx: AppContext, documentId: string) => {
  const file = await fileOf(ctx, documentId);
  if (!file || file.status === 'DONE') return;
  const text = (await pageTexts(ctx, file.bytes)).join('\n').trim();
  if ((text.match(/\p{L}/gu)?.length ?? 0) >= MIN_LETTERS) {
    await storeText(ctx.database.db, documentId, text, false);
    return;
  }
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx.updateTable('documents').set({ text_status: 'OCR_PENDING' }).where('id', '=', documentId).execute();
    await sendInTransaction(
      trx,
      ctx.boss,
      DOC_OCR,
      { documentId },
      { ...JOB_OPTIONS, singletonKey: `${DOC_OCR}:${documentId}` },
    );
  });
};

/** Reads a PNG with Debian's tesseract and its French data. */
const ocrImage = async (png: Uint8Array) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'liasse-ocr-'));
  try {
    const file = path.join(dir, 'page.png');
    await writeFile(file, png);
    const { stdout } = await run('tesseract', [file, 'stdout', '-l', 'fra'], { maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/**
 * The OCR job: draws the first pages on a PDF thread, reads them with tesseract, indexes the text.
 * A page too heavy to draw (past the pixel budget or the time limit) is read as no text.
 */
export const ocrDocument = async (ctx: AppContext, documentId: string) => {
  const file = await fileOf(ctx, documentId);
  if (!file || file.status !== 'OCR_PENDING') return;
  const pages = Math.min(await pageCount(ctx, file.bytes), OCR_MAX_PAGES);
  const texts: string[] = [];
  for (let index = 0; index < pages; index++) {
    const drawn = await ctx.pdf.draw(file.bytes, index, OCR_WIDTH, 'job');
    if ('png' in drawn) texts.push(await ocrImage(drawn.png));
  }
  await storeText(ctx.database.db, documentId, texts.join('\n').trim(), true);
};

/** A document whose text could not be read after the retries stays findable by its name. */
const markFailed = (db: Kysely<DB>, documentId: string) =>
  db.updateTable('documents').set({ text_status: 'FAILED' }).where('id', '=', documentId).execute();

/** A job of a document's text; on its last try, a failure leaves the document findable by its name. */
const readingJob = (queue: string, read: (ctx: AppContext, documentId: string) => Promise<void>) =>
  declareJob<{ documentId: string }>({
    queue,
    pollingIntervalSeconds: 0.5,
    work: (ctx, job) => read(ctx, job.data.documentId),
    lastFailure: (ctx, job) => markFailed(ctx.database.db, job.data.documentId),
  });

export const documentTextJobs = [readingJob(DOC_TEXT, extractDocumentText), readingJob(DOC_OCR, ocrDocument)];
