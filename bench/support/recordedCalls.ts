import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ZDocSearch } from '../../common/schemas/documents';
import { documentReaderOf } from '../../server/access/documentAccess';
import { accessOfUser } from '../../server/access/requestAccess';
import { findUserByLogin } from '../../server/auth/users';
import type { AppContext } from '../../server/context';
import type { DB } from '../../server/db/schema';
import { documentPdf } from '../../server/modules/documentFiles/files';
import { documentPreview } from '../../server/modules/documentFiles/preview';
import type { Viewer } from '../../server/modules/documents/queries';
import { getDocument, searchDocuments } from '../../server/modules/documents/service';
import type { BlobStore } from '../../server/storage/blobStore';
import { LIST_BODIES, PREVIEW_WIDTH, SEARCH_BODIES } from './loadMix';
import type { LoadUser } from './loadUsers';

export type Statement = { sql: string; parameters: unknown[] };
/** A call's statements in order; those of one step ran at the same time (Promise.all). */
export type CallTemplate = { steps: Statement[][] };
/** What the anchor answers for one user: each call's statements, `documentId` standing for the one asked. */
export type UserCalls = {
  login: string;
  documentId: string;
  signIn: CallTemplate;
  bodies: Record<string, CallTemplate>;
  get: CallTemplate;
  preview: CallTemplate;
  download: CallTemplate;
};

type Timed = Statement & { start: number; end: number };

/** Statements that overlapped in time ran side by side: one step. */
const stepsOf = (log: Timed[]): Statement[][] => {
  const steps: Statement[][] = [];
  let stepEnd = -Infinity;
  for (const { sql, parameters, start, end } of [...log].sort((a, b) => a.start - b.start)) {
    if (start < stepEnd) steps[steps.length - 1]!.push({ sql, parameters });
    else steps.push([{ sql, parameters }]);
    stepEnd = Math.max(stepEnd, end);
  }
  return steps;
};

const drain = async (stream: Readable) => {
  for await (const chunk of stream) void chunk;
};

/**
 * The SQL each call of the load issues in the server (past authentication and access, which are
 * the server's own work), recorded by running the server's own functions for each user on a
 * database that logs them. Each call runs twice and the second is kept: by then a preview is
 * cached and a user's VIEW of the day recorded, as during the load.
 */
export const recordCalls = async (databaseUrl: string, blobs: BlobStore, users: LoadUser[]): Promise<UserCalls[]> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  let log: Timed[] = [];
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const logged = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level !== 'query') return;
      const end = performance.now();
      const { sql, parameters } = event.query;
      log.push({ sql, parameters: [...parameters], start: end - event.queryDurationMillis, end });
    },
  });
  // documentPreview and documentPdf read only the database and the blob store (a preview that is
  // not cached yet would throw here, on the missing PDF threads).
  const ctx = { database: { db: logged }, blobs } as unknown as AppContext;
  const record = async (call: () => Promise<unknown>): Promise<CallTemplate> => {
    await call();
    log = [];
    await call();
    return { steps: stepsOf(log) };
  };
  try {
    const calls: UserCalls[] = [];
    for (const user of users) {
      const access = await accessOfUser(db, user.id, (await findUserByLogin(db, user.login))!.customer_id);
      const reader = await documentReaderOf(db, access);
      const viewer: Viewer = { reader, orgScope: access };
      const actor = { userId: user.id, ip: '127.0.0.1', userAgent: null };
      const documentId = user.documentIds[0]!;
      const bodies: Record<string, CallTemplate> = {};
      for (const body of [...LIST_BODIES, ...SEARCH_BODIES])
        bodies[JSON.stringify(body)] = await record(() => searchDocuments(logged, viewer, ZDocSearch.parse(body)));
      calls.push({
        login: user.login,
        documentId,
        signIn: await record(() => findUserByLogin(logged, user.login)),
        bodies,
        get: await record(() => getDocument(logged, viewer, documentId)),
        preview: await record(async () =>
          drain(await documentPreview(ctx, reader, documentId, 1, PREVIEW_WIDTH, actor)),
        ),
        download: await record(async () => drain((await documentPdf(ctx, reader, documentId, actor)).stream)),
      });
    }
    return calls;
  } finally {
    await pool.end();
  }
};
