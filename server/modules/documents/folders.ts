import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DocType } from '../../../common/docTypes';
import type { TFolder, TFolderRequest } from '../../../common/schemas/documents';
import { organizationAtTopOfScope } from '../../access/visibility';
import type { DB } from '../../db/schema';
import { countedGroupsQuery, type CounterKey } from './counts';
import { matchingDocuments, orgNameable, YEAR_OF, type Viewer } from './queries';

type Filters = TFolder['filters'];

/** The folder's id: its filters joined, so unique in the tree. */
const idOf = (filters: Filters) =>
  Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('/');

const folder = (level: TFolder['level'], name: string, count: number, filters: Filters): TFolder => ({
  id: idOf(filters),
  name,
  level,
  count,
  filters,
  hasChildren: level !== 'YEAR',
});

/** How a document gives each counted key. */
const KEY_OF_DOCUMENT: Record<CounterKey, Expression<unknown>> = {
  org_id: sql`documents.org_id`,
  employee_id: sql`documents.employee_id`,
  doc_type: sql`documents.doc_type`,
  year: YEAR_OF,
};

/**
 * The query of the counts (`count`) per keys of the documents the caller sees under `base`: the
 * counters' sums when they can say, else a count of the documents themselves.
 */
const countsPer = (db: Kysely<DB>, caller: Viewer, base: Filters, keys: CounterKey[]) => {
  const counted = countedGroupsQuery(caller, base, keys);
  if (counted) return counted;
  const columns = keys.map((key) => KEY_OF_DOCUMENT[key]);
  const counting = matchingDocuments(db, caller, { search: '', filters: base })
    .select([...keys.map((key) => sql`${KEY_OF_DOCUMENT[key]}`.as(key)), sql<string>`count(*)`.as('count')])
    .groupBy(columns);
  return sql`${counting}`;
};

/**
 * Organisations holding documents of `base` under them, among the candidates: each counted with
 * its whole subtree, as the `orgId` filter of `POST docs` counts.
 */
const organizationFolders = async (
  db: Kysely<DB>,
  caller: Viewer,
  base: Filters,
  candidate: Expression<SqlBool>,
): Promise<TFolder[]> => {
  const rows = await sql<{ id: string; name: string; count: number }>`
    select a.id, a.name, sum(c.count)::int as count
    from (${countsPer(db, caller, base, ['org_id'])}) c
    join organizations d on d.id = c.org_id
    join organizations a on a.id = any(d.org_path)
    where ${candidate}
    group by a.id, a.name
    order by lower(a.name), a.id
  `.execute(db);
  return rows.rows.map((row) => folder('ORGANIZATION', row.name, Number(row.count), { ...base, orgId: row.id }));
};

/**
 * The employees of the documents filed directly in the organisation, by name, then "no employee"
 * when some of them have none; each counted over the whole subtree, as its filters count in
 * `POST docs`. Listing only those filed here keeps a root's menu to its child organisations,
 * instead of every employee of the customer.
 */
const employeeFolders = async (db: Kysely<DB>, caller: Viewer, base: Filters, orgId: string): Promise<TFolder[]> => {
  const here = sql`select h.employee_id from (${countsPer(db, caller, base, ['org_id', 'employee_id'])}) h where h.org_id = ${orgId}`;
  const { rows } = await sql<{ employeeId: string | null; name: string | null; count: string }>`
    select p.employee_id as "employeeId", e.last_name || ' ' || e.first_name as name, p.count
    from (${countsPer(db, caller, base, ['employee_id'])}) p
    left join employees e on e.id = p.employee_id
    where p.employee_id in (${here}) or p.employee_id is null and exists (${here} and h.employee_id is null)
    order by p.employee_id is null, lower(e.last_name), lower(e.first_name), p.employee_id
  `.execute(db);
  return rows.map((row) =>
    row.employeeId
      ? folder('EMPLOYEE', row.name ?? '', Number(row.count), { ...base, employeeId: row.employeeId })
      : // Named for the front end to translate: it tells this folder by `filters.noEmployee`.
        folder('EMPLOYEE', 'Sans salarié', Number(row.count), { ...base, noEmployee: true }),
  );
};

const docTypeFolders = async (db: Kysely<DB>, caller: Viewer, base: Filters): Promise<TFolder[]> => {
  const { rows } = await sql<{ doc_type: string; count: string }>`
    select g.doc_type, g.count from (${countsPer(db, caller, base, ['doc_type'])}) g order by g.doc_type
  `.execute(db);
  return rows.map((row) =>
    folder('DOC_TYPE', row.doc_type, Number(row.count), { ...base, docType: row.doc_type as DocType }),
  );
};

/** Newest year first. */
const yearFolders = async (db: Kysely<DB>, caller: Viewer, base: Filters): Promise<TFolder[]> => {
  const { rows } = await sql<{ year: number; count: string }>`
    select g.year, g.count from (${countsPer(db, caller, base, ['year'])}) g order by g.year desc
  `.execute(db);
  return rows.map((row) => folder('YEAR', String(row.year), Number(row.count), { ...base, year: Number(row.year) }));
};

/**
 * One level of the folders menu, under the folder asked:
 * - nothing: staff get the top organisations they see; a personal account or a contact, whose
 *   documents are few and theirs, starts at its document types;
 * - an organisation: its child organisations, then the employees of the documents filed in it
 *   (each counted over the subtree), then "no employee";
 * - an employee (or "no employee"): the document types; a document type: the years.
 * Only folders holding documents the caller sees; each folder's filters give its count in `POST docs`.
 */
export const foldersOf = async (db: Kysely<DB>, caller: Viewer, request: TFolderRequest): Promise<TFolder[]> => {
  const { orgId, employeeId, noEmployee, docType } = request;
  const base: Filters = {
    ...(orgId ? { orgId } : {}),
    ...(employeeId ? { employeeId } : noEmployee ? { noEmployee: true } : {}),
    ...(docType ? { docType } : {}),
  };
  if (docType) return yearFolders(db, caller, base);
  if (employeeId || noEmployee) return docTypeFolders(db, caller, base);
  if (orgId) {
    const children = await organizationFolders(db, caller, base, sql<SqlBool>`a.parent_id = ${orgId}`);
    return [...children, ...(await employeeFolders(db, caller, base, orgId))];
  }
  const { orgScope } = caller;
  if (!orgScope) return docTypeFolders(db, caller, base);
  const atTop = sql<SqlBool>`(${orgNameable(caller, 'a')} and ${organizationAtTopOfScope(orgScope, 'a')})`;
  return organizationFolders(db, caller, base, atTop);
};
