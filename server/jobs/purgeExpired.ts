import type { Kysely } from 'kysely';
import type { DB, DsnImportStatus } from '../db/schema';
import { deleteEndedSessions } from '../auth/sessions';
import { deleteOldCounters } from '../security/throttle';
import { deleteOldIdempotencyKeys } from '../http/idempotency';
import { declareJob } from './declaration';

export const PURGE_EXPIRED = 'security.purge-expired';
/** Every night. */
export const PURGE_EXPIRED_CRON = '17 3 * * *';
// Ended sessions, throttle counters (failed logins among them), dead reset links and activation codes are kept a day for support questions.
const KEEP_MS = 24 * 60 * 60 * 1000;
// A DSN file names every employee with their NIR: once its import has ended (applied, refused,
// failed, or a preview left unapplied), it is kept 30 days for support questions, then forgotten
// with its staged rows; its blob, no longer referenced, goes with the next sweep of orphan blobs.
const KEEP_DSN_MS = 30 * KEEP_MS;
const ENDED_DSN_STATUSES: DsnImportStatus[] = ['APPLIED', 'REJECTED', 'FAILED', 'READY'];

export type PurgeCounts = {
  sessions: number;
  throttleCounters: number;
  idempotencyKeys: number;
  resetLinks: number;
  activationCodes: number;
  dsnImports: number;
};

export const purgeExpired = async (db: Kysely<DB>, now = new Date()): Promise<PurgeCounts> => {
  const before = new Date(now.getTime() - KEEP_MS);
  const sessions = await deleteEndedSessions(db, before);
  const counters = await deleteOldCounters(db, before);
  const idempotencyKeys = await deleteOldIdempotencyKeys(db, before);
  const links = await db
    .deleteFrom('password_reset_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .executeTakeFirst();
  const codes = await db
    .deleteFrom('employee_activation_codes')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .executeTakeFirst();
  const dsnImports = await db
    .deleteFrom('dsn_imports')
    .where('status', 'in', ENDED_DSN_STATUSES)
    .where('updated_at', '<', new Date(now.getTime() - KEEP_DSN_MS))
    .executeTakeFirst();
  return {
    sessions,
    throttleCounters: counters,
    idempotencyKeys,
    resetLinks: Number(links.numDeletedRows),
    activationCodes: Number(codes.numDeletedRows),
    dsnImports: Number(dsnImports.numDeletedRows),
  };
};

export const purgeExpiredJob = declareJob({
  queue: PURGE_EXPIRED,
  work: (ctx) => purgeExpired(ctx.database.db),
  schedule: { cron: PURGE_EXPIRED_CRON },
});
