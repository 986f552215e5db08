import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { deleteEndedSessions } from '../modules/auth/sessions';
import { deleteOldLoginFailures } from '../modules/auth/throttle';

export const PURGE_EXPIRED = 'security.purge-expired';
/** Every night. */
export const PURGE_EXPIRED_CRON = '17 3 * * *';
// Ended sessions, failed logins, dead reset links and activation codes are kept a day for support questions.
const KEEP_MS = 24 * 60 * 60 * 1000;

export type PurgeCounts = { sessions: number; loginFailures: number; resetLinks: number; activationCodes: number };

export const purgeExpired = async (db: Kysely<DB>, now = new Date()): Promise<PurgeCounts> => {
  const before = new Date(now.getTime() - KEEP_MS);
  const sessions = await deleteEndedSessions(db, before);
  const failures = await deleteOldLoginFailures(db, before);
  const links = await db
    .deleteFrom('password_reset_tokens')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .executeTakeFirst();
  const codes = await db
    .deleteFrom('employee_activation_codes')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .executeTakeFirst();
  return {
    sessions,
    loginFailures: failures,
    resetLinks: Number(links.numDeletedRows),
    activationCodes: Number(codes.numDeletedRows),
  };
};
