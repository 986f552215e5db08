import { CompiledQuery, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '../db/schema';

/** pg-boss's statements sent through the caller's transaction. */
const throughTransaction = (trx: Kysely<DB>) => ({
  executeSql: async (text: string, values: unknown[]) => ({
    rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows,
  }),
});

/**
 * Queues a job in the caller's transaction, so that it exists exactly when the rows it works on
 * do. (On PGlite the job must go through the transaction itself: the session is held by it.)
 */
export const sendInTransaction = (
  trx: Kysely<DB>,
  boss: PgBoss,
  queue: string,
  data: object,
  options: PgBoss.SendOptions = {},
) => boss.send(queue, data, { ...options, db: throughTransaction(trx) });

/** Queues many jobs in the caller's transaction, in one statement. */
export const insertInTransaction = (trx: Kysely<DB>, boss: PgBoss, jobs: PgBoss.JobInsert[]) =>
  boss.insert(jobs, { db: throughTransaction(trx) });
