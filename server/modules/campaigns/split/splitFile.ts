import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { PagePool } from '../../../pdf/pagePool';
import type { BlobStore } from '../../../storage/blobStore';
import { detectEmployee, type Candidate, type CandidateIndex } from './detectEmployee';
import { pieceName } from './pieceName';

/** Consecutive pages of one employee, 0-based, `to` excluded. */
type Group = { employee: Candidate; from: number; to: number };

export type SplitFileInput = {
  db: Kysely<DB>;
  blobs: BlobStore;
  pool: PagePool;
  campaign: { id: string; customer_id: string };
  file: { id: string; name: string; doc_type: string; split_pages: number };
  pages: number;
  index: CandidateIndex;
  /** The campaign's progress (0–100) once this file's first `splitPages` pages are done. */
  progressAt: (splitPages: number) => number;
  /** Pages read per request to a worker; each chunk's results are committed together. */
  chunkPages?: number;
  /** Stop (answer false) once this many pages were committed by this call: for tests of the resume. */
  pageBudget?: number;
};

/** Chunks asked ahead of the one being handled: keeps every worker busy, and memory to a window. */
const CHUNKS_AHEAD = 4;
/** Chunks cut, stored or written while the next ones are read: their pieces' bytes are in memory. */
const COMMITS_IN_FLIGHT = 2;

/**
 * Splits one file from its resume point (`split_pages`, the first page not committed yet) to its
 * end. After each chunk, the groups it closed are cut into PDFs (in the workers), stored as blobs,
 * then written with the pages no one was found on and the new resume point in one transaction:
 * a restart resumes at a group boundary, and the unique keys make a replayed write a no-op.
 * A chunk's commit runs while the next chunks are read and detected (storing blobs waits on the
 * disk, reading on the workers); the transactions still follow the chunks' order. Only the chunks
 * in flight are held in memory, never the file's texts. Answers whether it finished.
 */
export const splitFile = async (input: SplitFileInput): Promise<boolean> => {
  const { pool, pages, index } = input;
  const chunkPages = input.chunkPages ?? 32;
  const chunks: Promise<string[]>[] = [];
  let requested = input.file.split_pages;
  const askAhead = () => {
    while (chunks.length < CHUNKS_AHEAD && requested < pages) {
      const chunk = pool.texts(requested, Math.min(pages, requested + chunkPages));
      // Left behind when this call stops or fails: its failure is nobody's to hear.
      chunk.catch(() => undefined);
      chunks.push(chunk);
      requested = Math.min(pages, requested + chunkPages);
    }
  };
  const commits: Promise<void>[] = [];
  const commitInOrder = (groups: Group[], ignored: number[], splitPages: number) => {
    const stored = storePieces(input, groups);
    // Left behind when an earlier commit fails: the failure is heard through that one.
    stored.catch(() => undefined);
    const previous = commits.at(-1) ?? Promise.resolve();
    commits.push(previous.then(async () => writeRows(input, groups, await stored, ignored, splitPages)));
  };

  let page = input.file.split_pages;
  let open: Group | undefined;
  askAhead();
  try {
    while (chunks.length) {
      const texts = await chunks.shift()!;
      askAhead();
      const closed: Group[] = [];
      const ignored: number[] = [];
      for (const text of texts) {
        const employee = detectEmployee(text, index);
        if (open && employee && employee.id === open.employee.id) {
          open.to = page + 1;
        } else {
          if (open) closed.push(open);
          open = employee ? { employee, from: page, to: page + 1 } : undefined;
          if (!employee) ignored.push(page);
        }
        page++;
      }
      if (page === pages && open) {
        closed.push(open);
        open = undefined;
      }
      // Pages of the group still open are committed with it, later: the resume point is its start.
      commitInOrder(closed, ignored, open?.from ?? page);
      if (commits.length > COMMITS_IN_FLIGHT) await commits.shift();
      if (input.pageBudget !== undefined && page - input.file.split_pages >= input.pageBudget && page < pages) {
        return false;
      }
    }
    return true;
  } finally {
    // Every commit asked is finished (or failed) before this call answers: the chain ends with the last.
    await commits.at(-1);
  }
};

/** The groups' PDFs, cut in the workers, stored as blobs: their keys, in order. */
const storePieces = async ({ blobs, pool }: SplitFileInput, groups: Group[]) => {
  const pieces = groups.length ? await pool.pieces(groups.map((group) => [group.from, group.to])) : [];
  // Blobs first: the rows naming them are committed after (a crash in between leaves an orphan
  // blob for the sweep, never a row without its file).
  // Written together: each put waits for its own flush to disk, so one at a time would add them up.
  return Promise.all(pieces.map((bytes) => blobs.put(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))));
};

const writeRows = async (
  input: SplitFileInput,
  groups: Group[],
  keys: string[],
  ignored: number[],
  splitPages: number,
) => {
  const { db, campaign, file } = input;
  await db.transaction().execute(async (trx) => {
    if (groups.length) {
      await trx
        .insertInto('dispatched_docs')
        .values(
          groups.map((group, i) => ({
            campaign_id: campaign.id,
            customer_id: campaign.customer_id,
            file_id: file.id,
            page_from: group.from + 1,
            page_to: group.to,
            blob_key: keys[i],
            name: pieceName(file, group.employee),
            employee_id: group.employee.id,
            recipient_key: `E:${group.employee.id}`,
          })),
        )
        .onConflict((oc) => oc.columns(['campaign_id', 'file_id', 'page_from', 'recipient_key']).doNothing())
        .execute();
    }
    if (ignored.length) {
      await trx
        .insertInto('campaign_ignored_pages')
        .values(ignored.map((page) => ({ campaign_id: campaign.id, file_id: file.id, page: page + 1 })))
        .onConflict((oc) => oc.columns(['campaign_id', 'file_id', 'page']).doNothing())
        .execute();
    }
    await trx
      .updateTable('campaign_files')
      .set({ split_pages: splitPages })
      .where('id', '=', file.id)
      .where('split_pages', '<', splitPages)
      .execute();
    await trx
      .updateTable('campaigns')
      .set({ progress: input.progressAt(splitPages), updated_at: new Date() })
      .where('id', '=', campaign.id)
      .where('status', '=', 'SPLITTING')
      .execute();
  });
};
