import { sql, type Kysely } from 'kysely';
import type { TEmployeePage, TEmployeeSearch } from '../../../common/schemas/employees';
import { employeeVisible, type EmployeeScope } from '../../access/employeeVisibility';
import { organizationVisible, orgIdVisible } from '../../access/visibility';
import { containsPattern, dayAfter, dayStart, pageOfRows, type SortMap } from '../../db/pager';
import type { DB } from '../../db/schema';

const EMPLOYEE_SORT: SortMap<TEmployeeSearch['sort']['field']> = {
  lastName: sql`lower(employees.last_name)`,
  firstName: sql`lower(employees.first_name)`,
  registrationNumber: sql`employees.registration_number`,
  city: sql`lower(employees.city)`,
  createdAt: sql`employees.created_at`,
};

/** Exactly the expression of the trigram index employees_search_trgm_idx (migration 0007). */
const SEARCH_TEXT = sql<string>`lower(employees.last_name || ' ' || employees.first_name || ' ' || coalesce(employees.registration_number, '') || ' ' || coalesce(employees.email, '') || ' ' || coalesce(employees.city, ''))`;

export const visibleEmployees = (db: Kysely<DB>, caller: EmployeeScope) =>
  db.selectFrom('employees').where(employeeVisible(caller, 'employees'));

const TEXT_COLUMNS = {
  lastName: 'employees.last_name',
  firstName: 'employees.first_name',
  registrationNumber: 'employees.registration_number',
  email: 'employees.email',
  city: 'employees.city',
} as const;

/** The list's matches: quick search on names, matricule, email and city; then each column filter. */
export const matchingEmployees = (
  db: Kysely<DB>,
  caller: EmployeeScope,
  { search, filters }: Pick<TEmployeeSearch, 'search' | 'filters'>,
) => {
  const { status, accountState, bpeAgreement, orgId, underOrgId, createdAt } = filters;
  const text = search.trim();
  let query = visibleEmployees(db, caller).$if(text !== '', (qb) =>
    qb.where(SEARCH_TEXT, 'like', containsPattern(text)),
  );
  for (const [key, column] of Object.entries(TEXT_COLUMNS) as [keyof typeof TEXT_COLUMNS, string][]) {
    const value = filters[key]?.trim();
    // The indexed text holds every column: testing it too lets the trigram index answer.
    if (value)
      query = query
        .where(SEARCH_TEXT, 'like', containsPattern(value))
        .where(sql`lower(${sql.ref(column)})`, 'like', containsPattern(value));
  }
  return query
    .$if(status === 'ACTIVE' || status === 'INACTIVE', (qb) => qb.where('employees.status', '=', status as 'ACTIVE'))
    .$if(accountState === 'NOT_FINALIZED', (qb) => qb.where('employees.account_state', '<>', 'FINALIZED'))
    .$if(accountState !== undefined && accountState !== 'NOT_FINALIZED', (qb) =>
      qb.where('employees.account_state', '=', accountState as 'CREATED'),
    )
    .$if(bpeAgreement === 'NOT_STATED', (qb) => qb.where('employees.bpe_agreement', 'is', null))
    .$if(bpeAgreement === 'ACCEPTED' || bpeAgreement === 'REFUSED', (qb) =>
      qb.where('employees.bpe_agreement', '=', bpeAgreement === 'ACCEPTED'),
    )
    .$if(orgId !== undefined, (qb) =>
      qb.where(
        sql<boolean>`exists (select 1 from employee_organizations eo where eo.employee_id = employees.id and eo.org_id = ${orgId!} and ${orgIdVisible(caller, 'eo.org_id')})`,
      ),
    )
    .$if(underOrgId !== undefined, (qb) =>
      qb.where(
        sql<boolean>`exists (select 1 from employee_organizations eo join organizations o on o.id = eo.org_id where eo.employee_id = employees.id and o.org_path @> array[${underOrgId!}::uuid] and ${orgIdVisible(caller, 'eo.org_id')})`,
      ),
    )
    .$if(Boolean(createdAt?.start), (qb) => qb.where('employees.created_at', '>=', dayStart(createdAt!.start!)))
    .$if(Boolean(createdAt?.end), (qb) => qb.where('employees.created_at', '<', dayAfter(createdAt!.end!)));
};

/** The organisations of an employee (by its table alias) the caller sees, as JSON, by name. */
export const visibleLinks = (caller: EmployeeScope, alias: string) =>
  sql<{ id: string; name: string; active: boolean }[]>`coalesce((
    select json_agg(json_build_object('id', o.id, 'name', o.name, 'active', eo.active) order by lower(o.name), o.id)
    from employee_organizations eo join organizations o on o.id = eo.org_id
    where eo.employee_id = ${sql.ref(`${alias}.id`)} and ${organizationVisible(caller, 'o')}
  ), '[]'::json)`;

/** One page of employee rows (never the NIR) in the asked order, then id, and the count of all matches. */
export const employeePage = async (
  db: Kysely<DB>,
  caller: EmployeeScope,
  matching: ReturnType<typeof visibleEmployees>,
  paging: Pick<TEmployeeSearch, 'sort' | 'page' | 'limit'>,
): Promise<TEmployeePage> => {
  const { rows, count } = await pageOfRows(
    matching,
    (query) =>
      query.select([
        'employees.id',
        'employees.first_name as firstName',
        'employees.last_name as lastName',
        'employees.email',
        'employees.status',
        'employees.registration_number as registrationNumber',
        'employees.zip_code as zipCode',
        'employees.city',
        'employees.account_state as accountState',
        'employees.bpe_agreement as bpeAgreement',
        'employees.created_at as createdAt',
      ]),
    { sortMap: EMPLOYEE_SORT, idColumn: 'employees.id', deferred: true },
    paging,
  );
  // The links of the page's rows only, read apart: in the page query, a deep page would build
  // them for every row its offset skips.
  const links = await linksOf(
    db,
    caller,
    rows.map((row) => row.id),
  );
  return {
    employees: rows.map((row) => ({
      ...row,
      organizations: links.get(row.id) ?? [],
      createdAt: row.createdAt.toISOString(),
    })),
    count,
  };
};

/** The organisations of these employees the caller sees, by employee, by name. */
const linksOf = async (db: Kysely<DB>, caller: EmployeeScope, ids: string[]) => {
  const links = new Map<string, TEmployeePage['employees'][number]['organizations']>();
  if (ids.length === 0) return links;
  const rows = await sql<{ employeeId: string; id: string; name: string; active: boolean }>`
    select eo.employee_id as "employeeId", o.id, o.name, eo.active
    from employee_organizations eo join organizations o on o.id = eo.org_id
    where eo.employee_id = any(${sql.val(ids)}::uuid[]) and ${organizationVisible(caller, 'o')}
    order by lower(o.name), o.id
  `.execute(db);
  for (const { employeeId, ...link } of rows.rows) links.set(employeeId, [...(links.get(employeeId) ?? []), link]);
  return links;
};
