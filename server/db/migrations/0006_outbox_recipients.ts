import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    -- Whom a message is for decides who may list it; whether it carries a secret (a reset link, an
    -- activation or signature code, a download link) keeps its text out of every listing.
    alter table mail_outbox add column recipient_user_id uuid references users (id) on delete set null;
    alter table mail_outbox add column carries_secret boolean not null default false;
    -- Every message written before this column existed was a password reset link.
    update mail_outbox set carries_secret = true;
    create index mail_outbox_recipient_user_idx on mail_outbox (recipient_user_id);
  `.execute(db);
};
