import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { candidateOf, type Candidate } from './detectEmployee';
import { sameCustomer } from '../../../access/tenancy';

/**
 * The employees a campaign's pages may be for: those of its customer linked to the emitting
 * organisation or to one below it (a payroll run of a company covers its establishments), links
 * active or not (a leaver gets a last payslip). From `org_paths`, which holds every ancestor of
 * every linked organisation, through its GIN index.
 */
export const loadCandidates = async (
  db: Kysely<DB>,
  campaign: { customer_id: string; org_id: string },
): Promise<Candidate[]> => {
  const rows = await db
    .selectFrom('employees')
    .select([
      'id',
      'registration_number',
      'first_name',
      'last_name',
      sql<string | null>`birth_day::text`.as('birth_day'),
    ])
    .where(sameCustomer({ customerId: campaign.customer_id }, 'customer_id'))
    .where(sql<boolean>`org_paths @> array[${campaign.org_id}]::uuid[]`)
    .execute();
  return rows.map(candidateOf);
};
