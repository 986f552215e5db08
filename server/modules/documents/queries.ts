import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { TDocSearch } from '../../../common/schemas/documents';
import { documentVisible, type DocumentReader } from '../../access/documentAccess';
import { type Scope } from '../../access/scope';
import { sameCustomer } from '../../access/tenancy';
import { organizationVisible } from '../../access/visibility';
import { containsPattern, dayAfter, dayStart, type SortMap } from '../../db/pager';
import type { DB } from '../../db/schema';
import { jsonText } from './jsonText';

/**
 * Who reads, with what they see of the organisations: staff their visible organisations; a
 * personal account or a contact (no organisation scope) any of their customer's, since their
 * documents are already only theirs.
 */
export type Viewer = { reader: DocumentReader; orgScope: Scope | null };

export type DocFilters = NonNullable<TDocSearch['filters']>;

/** An organisation row (by alias) the viewer may name in a filter. */
export const orgNameable = ({ reader, orgScope }: Viewer, alias: string): Expression<SqlBool> =>
  orgScope ? organizationVisible(orgScope, alias) : sameCustomer(reader, `${alias}.customer_id`);

/** The documents the viewer sees. */
export const visibleDocuments = (db: Kysely<DB>, { reader }: Viewer) =>
  db.selectFrom('documents').where(documentVisible(reader));

/** Read by this user: one probe of document_reads' primary key. */
export const readBy = (userId: string) =>
  sql<SqlBool>`exists (select 1 from document_reads r where r.user_id = ${userId} and r.document_id = documents.id)`;

/** The year a document files under: of its period, else of its deposit (UTC); as its counters have it (migration 0033). */
export const YEAR_OF = sql<number>`document_year(documents.period_start, documents.created_at)`;

/** The same test as `YEAR_OF = year`, written as ranges the indexes on dates can answer. */
const inYear = (year: number) => {
  const start = `${String(year).padStart(4, '0')}-01-01`;
  const end = `${String(year + 1).padStart(4, '0')}-01-01`;
  return sql<SqlBool>`(documents.period_start >= ${start}::date and documents.period_start < ${end}::date
    or documents.period_start is null and documents.created_at >= ${dayStart(start)} and documents.created_at < ${dayStart(end)})`;
};

/** The organisation and its descendants, when the viewer may name it (else nothing); of documents or their counters. */
export const inOrganization = (caller: Viewer, orgId: string, column = sql.ref('documents.org_id')) =>
  sql<SqlBool>`${column} in (
    select o.id from organizations o
    where o.org_path @> array[${orgId}]::uuid[]
      and exists (select 1 from organizations top where top.id = ${orgId} and ${orgNameable(caller, 'top')})
  )`;

/**
 * The recipient's name contains the text: an employee (last and first names) or a third party.
 * The ids are read first (array(…)), so that each side is one probe of its index on documents.
 */
const recipientContains = (customerId: string, text: string) => {
  const pattern = containsPattern(text);
  return sql<SqlBool>`(
    documents.employee_id = any(array(
      select e.id from employees e
      where ${sameCustomer({ customerId }, 'e.customer_id')} and lower(e.last_name || ' ' || e.first_name) like ${pattern}
    ))
    or documents.third_party_id = any(array(
      select p.id from partnerships p where ${sameCustomer({ customerId }, 'p.customer_id')} and lower(p.name) like ${pattern}
    ))
  )`;
};

/** French full text (accents ignored) or, for a document whose text is not read yet, its file name. */
const fullText = (text: string) =>
  sql<SqlBool>`(documents.search_vector @@ websearch_to_tsquery('liasse_french', ${text})
    or lower(documents.file_name) like ${containsPattern(text)})`;

/** Every condition of a search but the visibility: the quick search then each column filter. */
export const searchConditions = (caller: Viewer, search: string, filters: DocFilters): Expression<SqlBool>[] => {
  const { reader } = caller;
  const conditions: Expression<SqlBool>[] = [];
  const add = (condition: Expression<SqlBool>) => conditions.push(condition);
  const text = search.trim();
  if (text) add(fullText(text));
  const { docType, orgId, employeeId, noEmployee, thirdPartyId, year, period, createdAt, senderId } = filters;
  if (docType) add(sql<SqlBool>`documents.doc_type = ${docType}`);
  if (orgId) add(inOrganization(caller, orgId));
  if (employeeId) add(sql<SqlBool>`documents.employee_id = ${employeeId}`);
  if (noEmployee === true) add(sql<SqlBool>`documents.employee_id is null`);
  if (noEmployee === false) add(sql<SqlBool>`documents.employee_id is not null`);
  if (thirdPartyId) add(sql<SqlBool>`documents.third_party_id = ${thirdPartyId}`);
  if (year !== undefined) add(inYear(year));
  if (period?.start || period?.end) {
    // Overlaps the range; a document without a period does not.
    add(sql<SqlBool>`coalesce(documents.period_start, documents.period_end) is not null`);
    if (period.start)
      add(sql<SqlBool>`coalesce(documents.period_end, documents.period_start) >= ${period.start}::date`);
    if (period.end) add(sql<SqlBool>`coalesce(documents.period_start, documents.period_end) <= ${period.end}::date`);
  }
  if (createdAt?.start) add(sql<SqlBool>`documents.created_at >= ${dayStart(createdAt.start)}`);
  if (createdAt?.end) add(sql<SqlBool>`documents.created_at < ${dayAfter(createdAt.end)}`);
  if (senderId) add(sql<SqlBool>`documents.sender_user_id = ${senderId}`);
  const recipient = filters.recipient?.trim();
  if (recipient) add(recipientContains(reader.customerId, recipient));
  if (filters.read === true) add(readBy(reader.userId));
  if (filters.read === false) add(sql<SqlBool>`not ${readBy(reader.userId)}`);
  const keyword = filters.keywords?.trim();
  if (keyword) add(sql<SqlBool>`documents.keywords @> array[${keyword}]::text[]`);
  if (filters.metadata)
    add(sql<SqlBool>`documents.metadata @> ${jsonText({ [filters.metadata.name]: filters.metadata.value })}::jsonb`);
  const fileName = filters.fileName?.trim();
  if (fileName) add(sql<SqlBool>`lower(documents.file_name) like ${containsPattern(fileName)}`);
  return conditions;
};

/**
 * The documents the viewer sees that match the search and its filters; with `recipient`, joined
 * to their recipient for the sort on its name (one hash join rather than two lookups per row).
 * Only then: the joins, even unread, would keep PostgreSQL from index-only scans.
 */
export const matchingDocuments = (
  db: Kysely<DB>,
  caller: Viewer,
  { search, filters }: { search: string; filters: DocFilters },
  { recipient = false }: { recipient?: boolean } = {},
) => {
  const conditions = searchConditions(caller, search, filters);
  const visible = visibleDocuments(db, caller);
  const joined = recipient
    ? (visible
        .leftJoin('employees as recipient_employee', 'recipient_employee.id', 'documents.employee_id')
        .leftJoin(
          'partnerships as recipient_party',
          'recipient_party.id',
          'documents.third_party_id',
        ) as unknown as typeof visible)
    : visible;
  return joined.$if(conditions.length > 0, (qb) => qb.where((eb) => eb.and(conditions)));
};

/** The recipient's name as the list shows it: the employee's names, else the third party's (`matchingDocuments` joins them). */
const RECIPIENT_NAME = sql`lower(coalesce(
  recipient_employee.last_name || ' ' || recipient_employee.first_name, recipient_party.name, ''))`;

export const DOC_SORT: SortMap<TDocSearch['sort']['field']> = {
  createdAt: sql`documents.created_at`,
  fileName: sql`lower(documents.file_name)`,
  docType: sql`documents.doc_type`,
  periodStart: sql`documents.period_start`,
  senderName: sql`lower(documents.sender_name)`,
  recipientName: RECIPIENT_NAME,
};
