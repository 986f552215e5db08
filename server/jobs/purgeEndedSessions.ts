import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { deleteEndedSessions } from '../modules/auth/queries';

export const PURGE_ENDED_SESSIONS = 'sessions.purge-ended';
/** Every night; ended sessions are kept a day for support questions, then deleted. */
export const PURGE_ENDED_SESSIONS_CRON = '17 3 * * *';
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

export const purgeEndedSessions = (db: Kysely<DB>, now = new Date()): Promise<number> =>
  deleteEndedSessions(db, new Date(now.getTime() - KEEP_ENDED_MS));
