import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DocType } from '../../../common/docTypes';
import type { TFolder, TFolderRequest } from '../../../common/schemas/documents';
import { organizationAtTopOfScope } from '../../access/visibility';
import type { DB } from '../../db/schema';
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
  const perOrganization = matchingDocuments(db, caller, { search: '', filters: base })
    .select(['documents.org_id', sql<number>`count(*)`.as('n')])
    .groupBy('documents.org_id');
  const rows = await sql<{ id: string; name: string; count: number }>`
    select a.id, a.name, sum(c.n)::int as count
    from (${perOrganization}) c
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
  const matching = () => matchingDocuments(db, caller, { search: '', filters: base });
  const filedHere = () => matching().where('documents.org_id', '=', orgId);
  const employeesHere = filedHere().select('documents.employee_id').where('documents.employee_id', 'is not', null);
  const noneHere = filedHere()
    .select(sql`1`.as('one'))
    .where('documents.employee_id', 'is', null)
    .limit(1);
  const rows = await matching()
    .leftJoin('employees as e', 'e.id', 'documents.employee_id')
    .select([
      'documents.employee_id as employeeId',
      sql<string | null>`e.last_name || ' ' || e.first_name`.as('name'),
      sql<number>`count(*)`.as('count'),
    ])
    .where(
      sql<SqlBool>`(documents.employee_id in (${employeesHere}) or documents.employee_id is null and exists (${noneHere}))`,
    )
    .groupBy(['documents.employee_id', 'e.last_name', 'e.first_name'])
    .orderBy(sql`documents.employee_id is null`)
    .orderBy(sql`lower(e.last_name)`)
    .orderBy(sql`lower(e.first_name)`)
    .orderBy('documents.employee_id')
    .execute();
  return rows.map((row) =>
    row.employeeId
      ? folder('EMPLOYEE', row.name ?? '', Number(row.count), { ...base, employeeId: row.employeeId })
      : // Named for the front end to translate: it tells this folder by `filters.noEmployee`.
        folder('EMPLOYEE', 'Sans salarié', Number(row.count), { ...base, noEmployee: true }),
  );
};

const docTypeFolders = async (db: Kysely<DB>, caller: Viewer, base: Filters): Promise<TFolder[]> => {
  const rows = await matchingDocuments(db, caller, { search: '', filters: base })
    .select(['documents.doc_type as docType', sql<number>`count(*)`.as('count')])
    .groupBy('documents.doc_type')
    .orderBy('documents.doc_type')
    .execute();
  return rows.map((row) =>
    folder('DOC_TYPE', row.docType, Number(row.count), { ...base, docType: row.docType as DocType }),
  );
};

/** Newest year first. */
const yearFolders = async (db: Kysely<DB>, caller: Viewer, base: Filters): Promise<TFolder[]> => {
  const rows = await matchingDocuments(db, caller, { search: '', filters: base })
    .select([YEAR_OF.as('year'), sql<number>`count(*)`.as('count')])
    .groupBy(YEAR_OF)
    .orderBy(YEAR_OF, 'desc')
    .execute();
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
