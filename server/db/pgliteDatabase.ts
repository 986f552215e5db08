import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely } from 'kysely';
import { lockDataDir } from './dataDirLock';
import type { Database } from './engine';
import { INT8_OID, parseInt8 } from './int8';
import { PGliteDialect } from './pgliteDialect';
import type { DB } from './schema';
import { SerialSession } from './serialSession';

/** `snapshot`: an archive of another PGlite's files (`Database.snapshot`) the new one starts from, in memory. */
export const openPglite = async (dataDir?: string, cacheMb?: number, snapshot?: Blob): Promise<Database> => {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  // pg_trgm: "contains" searches on names are answered from a trigram index, as on PostgreSQL;
  // unaccent: the documents' French full text ignores accents.
  const pglite = await PGlite.create({
    dataDir,
    parsers: { [INT8_OID]: parseInt8 },
    extensions: { pg_trgm, unaccent },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    // PGlite's buffers live in the process's own memory, beside the OS's cache of the same files:
    // the default 128 MB made an idle portal hold 430 MB; 32 MB holds 300 MB.
    ...(cacheMb ? { postgresqlconf: [`shared_buffers = ${cacheMb}MB`] } : {}),
  }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const session = new SerialSession(pglite);
  const db = new Kysely<DB>({ dialect: new PGliteDialect(session) });
  return {
    kind: 'pglite',
    db,
    executeSql: (text, values) => session.run(text, values),
    copyRows: async (table, columns, text) => {
      const release = await session.acquire();
      try {
        await pglite.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], { blob: new Blob([text]) });
      } finally {
        release();
      }
    },
    snapshot: () => pglite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      // Wait for anything still queued on the session before closing the engine under it.
      const release = await session.acquire();
      await pglite.close();
      release();
      await unlock();
    },
  };
};
