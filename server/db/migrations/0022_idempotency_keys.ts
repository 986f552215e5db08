import { sql, type Kysely } from 'kysely';

/**
 * The answers of upload calls sent with an `Idempotency-Key` (server/http/idempotency.ts): a
 * client that lost the answer to a dropped connection sends the call again with the same key and
 * gets the first answer instead of a second document. `run_id` names the process answering a call
 * under way; `status` and `body` are its answer once given. Kept a day.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table idempotency_keys (
      user_id uuid not null references users (id) on delete cascade,
      route text not null,
      key text not null,
      run_id text not null,
      status integer,
      body text,
      created_at timestamptz not null default now(),
      primary key (user_id, route, key)
    );
    create index idempotency_keys_created_idx on idempotency_keys (created_at);
  `.execute(db);
};
