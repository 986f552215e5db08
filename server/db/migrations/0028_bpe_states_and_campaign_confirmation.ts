import { sql, type Kysely } from 'kysely';

/**
 * Issue 29. The dematerialisation (BPE) agreement has three states: accepted (true), refused
 * (false) or not stated (null), each stated one with its day and who recorded it. Rows saved before
 * held false for "never asked": false without a day becomes not stated. An organisation's
 * configuration says what a campaign does for a payslip whose employee has not stated it
 * (`bpe_not_stated`: ELECTRONIC, the law's default, or PAPER), and whether its campaigns are
 * confirmed with the emitter's signature code (`dispatch_signature`). A campaign has the month its
 * documents cover (`period`, its first day), which its dispatched documents carry.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    alter table employees alter column bpe_agreement drop not null;
    alter table employees alter column bpe_agreement drop default;
    alter table employees add column bpe_agreement_by text;
    update employees set bpe_agreement = null where bpe_agreement = false and bpe_agreement_at is null;

    alter table organizations add column bpe_not_stated text not null default 'ELECTRONIC';
    alter table organizations add column dispatch_signature boolean not null default false;

    alter table campaigns add column period date;
    alter table campaigns add column signed_at timestamptz;
  `.execute(db);
};
