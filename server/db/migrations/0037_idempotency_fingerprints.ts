import { sql, type Kysely } from 'kysely';

/**
 * The request an `Idempotency-Key` answered, as its fingerprint (server/http/requestFingerprint.ts:
 * method, address, body digest): the key sent again with another request is refused (422) instead
 * of answered with the first request's answer. Keys kept before have none, and answer no repeat.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`alter table idempotency_keys add column fingerprint text`.execute(db);
};
