import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { TEmployee, TEmployeeSearch } from '../../../common/schemas/employees';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { employeePage, matchingEmployees, visibleEmployees, visibleLinks } from './queries';

export const searchEmployees = (ctx: AppContext, caller: Access, search: TEmployeeSearch) => {
  // `ids: []` asks for none of them: an id no employee has stands for the empty list SQL lacks.
  const matching = matchingEmployees(ctx.database.db, caller, search).$if(search.ids !== undefined, (qb) =>
    qb.where('employees.id', 'in', search.ids!.length ? search.ids! : [randomUUID()]),
  );
  return employeePage(ctx.database.db, caller, matching, search);
};

export const findVisibleEmployee = (db: Kysely<DB>, caller: Access, id: string) =>
  visibleEmployees(db, caller)
    .selectAll('employees')
    .select(visibleLinks(caller, 'employees').as('organizations'))
    .where('employees.id', '=', id)
    .executeTakeFirst();
export type EmployeeRow = NonNullable<Awaited<ReturnType<typeof findVisibleEmployee>>>;

export const requireVisible = async (ctx: AppContext, caller: Access, id: string): Promise<EmployeeRow> => {
  const row = await findVisibleEmployee(ctx.database.db, caller, id);
  if (!row) throw notFound('Employee');
  return row;
};

/** `1 85 05 ** *** *** **`: sex, birth year and month; where and who stay hidden. */
export const maskNir = (nir: string) => `${nir.slice(0, 1)} ${nir.slice(1, 3)} ${nir.slice(3, 5)} ** *** *** **`;

const dayOf = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);
const isoOf = (value: Date | null) => (value ? value.toISOString() : null);

const describe = (ctx: AppContext, row: EmployeeRow): TEmployee => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  status: row.status,
  registrationNumber: row.registration_number,
  companySiren: row.company_siren,
  address: row.address,
  zipCode: row.zip_code,
  city: row.city,
  phone: row.phone,
  country: row.country,
  birthDay: dayOf(row.birth_day),
  socialSecurityNumber: row.nir_sealed ? maskNir(ctx.secrets.open(row.nir_sealed)) : null,
  hasNir: row.nir_sealed !== null,
  nirTemporary: row.nir_temporary,
  temporaryNumber: row.temporary_number,
  organizations: row.organizations,
  bpeAgreement: row.bpe_agreement,
  bpeAgreementAt: isoOf(row.bpe_agreement_at),
  bpeAgreementBy: row.bpe_agreement_by,
  bpeRefusalEffectiveOn: dayOf(row.bpe_refusal_effective_on),
  accountState: row.account_state,
  accountCreatedAt: isoOf(row.account_created_at),
  lastReminderAt: isoOf(row.last_reminder_at),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const getEmployee = async (ctx: AppContext, caller: Access, id: string) =>
  describe(ctx, await requireVisible(ctx, caller, id));
