import { sql, type Kysely } from 'kysely';

/**
 * Issue 30. An objection to electronic payslips takes effect on a day of its own, at most three
 * months after it was made (Code du travail D.3243-7); campaigns send that employee paper from
 * then on. Refusals recorded before took effect the day they were made.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    alter table employees add column bpe_refusal_effective_on date;
    update employees set bpe_refusal_effective_on = bpe_agreement_at::date where bpe_agreement = false;
    alter table employees add constraint employees_bpe_refusal_effect_check
      check (bpe_refusal_effective_on is null or bpe_agreement = false);
  `.execute(db);
};
