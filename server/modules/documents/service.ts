import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DocType } from '../../../common/docTypes';
import type { DocEventKind, TDoc, TDocPage, TDocSearch } from '../../../common/schemas/documents';
import { documentVisible } from '../../access/documentAccess';
import { sameCustomer } from '../../access/tenancy';
import { inSortOrder } from '../../db/pager';
import { PageKeys, type PageKey } from '../../db/pageKeys';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { DOC_SORT, matchingDocuments, visibleDocuments, YEAR_OF, type Viewer } from './queries';
import { cappedCount, countedGroups, countMatches } from './counts';
import { builtScope, ruleCount, ruleIndexOf, rulePage } from './rulePage';
import { inPageOrder, summariesOf, summaryOf, summaryPage } from './summaries';
import { dayText } from '../../db/dayText';

/** The sorts a page can seek on (never null), with the SQL type a key's value is read back as. */
const SEEK_TYPES: Partial<Record<TDocSearch['sort']['field'], string>> = {
  createdAt: 'timestamptz',
  fileName: 'text',
  docType: 'text',
};
const pageKeys = new PageKeys();

/** A page of the documents as they are read (filtered, sorted), seeking from `after` when given: ids and sort values, in order. */
const plainPage = (matching: ReturnType<typeof matchingDocuments>, search: TDocSearch, after: PageKey | undefined) => {
  const sortValue = DOC_SORT[search.sort.field];
  const seekFrom =
    after &&
    sql<SqlBool>`(${sortValue}, documents.id) ${search.sort.order === 'DESC' ? sql`<` : sql`>`}
      (cast(${after.value} as ${sql.raw(SEEK_TYPES[search.sort.field]!)}), cast(${after.id} as uuid))`;
  const rows = (seekFrom ? matching.where(seekFrom) : matching).select([
    'documents.id',
    sql<string>`${sortValue}::text`.as('seekValue'),
  ]);
  return inSortOrder(rows, { sortMap: DOC_SORT, idColumn: 'documents.id' }, search.sort)
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);
};

export const searchDocuments = async (
  db: Kysely<DB>,
  caller: Viewer,
  search: TDocSearch,
  keys = pageKeys,
): Promise<TDocPage> => {
  // `ids: []` asks for none of them: an id no document has stands for the empty list SQL lacks.
  const recipient = search.sort.field === 'recipientName';
  const matching = matchingDocuments(db, caller, search, { recipient }).$if(search.ids !== undefined, (qb) =>
    qb.where('documents.id', 'in', search.ids!.length ? search.ids! : [randomUUID()]),
  );
  const ruleIds = ruleIndexOf(caller, search);
  const scopeId = ruleIds && (await builtScope(db, caller.reader.customerId, ruleIds));
  const counting = countMatches(db, caller, search, () =>
    scopeId ? ruleCount(db, scopeId, search) : cappedCount(db, matching, search),
  );
  // A deep page seeks from where the nearest page before it ended, when this process served it.
  const seekType = search.ids === undefined ? SEEK_TYPES[search.sort.field] : undefined;
  const queryKey =
    seekType && JSON.stringify([caller.reader.userId, search.search, search.filters, search.sort, search.limit]);
  const known = queryKey ? keys.nearest(queryKey, search.page) : undefined;
  const fromKnown = { ...search, page: search.page - (known?.page ?? 0) };
  const page = scopeId ? rulePage(scopeId, fromKnown, known?.key) : plainPage(matching, fromKnown, known?.key);
  // The count is read beside the page, and awaited with it (so that its failure is never left unhandled).
  const [rows, { count, capped }] = await Promise.all([
    summaryPage(db, caller.reader.userId, inPageOrder(page)),
    counting,
  ]);
  const last = rows.at(-1);
  if (queryKey && last?.seekValue != null && rows.length === search.limit)
    keys.remember(queryKey, search.page, { value: last.seekValue, id: last.id });
  return { docs: rows.map(summaryOf), count, countCapped: capped };
};

/** A document the viewer sees, with where it sits; 404 for any other. */
const requireVisible = async (db: Kysely<DB>, caller: Viewer, id: string) => {
  const row = await visibleDocuments(db, caller)
    .leftJoin('organizations as o', 'o.id', 'documents.org_id')
    .leftJoin('employees as e', 'e.id', 'documents.employee_id')
    .select([
      'documents.id',
      'documents.org_id as orgId',
      'o.name as orgName',
      'documents.employee_id as employeeId',
      sql<string | null>`e.last_name || ' ' || e.first_name`.as('empName'),
      'documents.doc_type as docType',
      YEAR_OF.as('year'),
    ])
    .where('documents.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('Document');
  const docType = row.docType as DocType;
  const names = [row.orgName ?? '', row.empName, docType, String(row.year)].filter((name) => name !== null);
  return { ...row, orgName: row.orgName ?? '', docType, path: names.join(' / ') };
};

export const getLocation = async (db: Kysely<DB>, caller: Viewer, id: string) => {
  const { orgId, orgName, employeeId, empName, docType, year, path } = await requireVisible(db, caller, id);
  return { orgId, orgName, employeeId, empName, docType, year: Number(year), path };
};

export const getDocument = async (db: Kysely<DB>, caller: Viewer, id: string): Promise<TDoc> => {
  const { path } = await requireVisible(db, caller, id);
  const [row] = await summariesOf(db, caller.reader.userId, [id]);
  const { retainUntil } = await db
    .selectFrom('documents')
    .select(dayText('retain_until').as('retainUntil'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  // The audit names staff, their addresses and browsers: for staff only, not for the recipient.
  const events =
    caller.reader.kind !== 'STAFF'
      ? []
      : await db
          .selectFrom('document_events as ev')
          .leftJoin('users as u', 'u.id', 'ev.user_id')
          .select([
            'ev.kind',
            'ev.at',
            sql<string | null>`u.first_name || ' ' || u.name`.as('userName'),
            'ev.ip',
            'ev.user_agent as userAgent',
          ])
          .where('ev.document_id', '=', id)
          .orderBy('ev.at')
          .orderBy('ev.id')
          .execute();
  return {
    ...summaryOf(row!),
    sha256: row!.blobKey ?? '',
    path,
    retainUntil,
    events: events.map((event) => ({ ...event, kind: event.kind as DocEventKind, at: event.at.toISOString() })),
  };
};

/** Marks the document read for the caller; again changes nothing. */
export const setRead = async (db: Kysely<DB>, caller: Viewer, id: string) => {
  await requireVisible(db, caller, id);
  await db
    .insertInto('document_reads')
    .values({ user_id: caller.reader.userId, document_id: id })
    .onConflict((oc) => oc.doNothing())
    .execute();
};

/**
 * Who deposited documents the viewer sees: each user of the customer tested by one probe of the
 * sender index, rather than a scan of every visible document.
 */
export const getSenders = async (db: Kysely<DB>, caller: Viewer) =>
  db
    .selectFrom('users as u')
    .select(['u.id', sql<string>`u.first_name || ' ' || u.name`.as('name')])
    .where(sameCustomer(caller.reader, 'u.customer_id'))
    .where(({ exists }) =>
      exists(
        db
          .selectFrom('documents')
          .select(sql`1`.as('one'))
          .where(sql<SqlBool>`documents.sender_user_id = u.id`)
          .where(documentVisible(caller.reader)),
      ),
    )
    .orderBy(sql`lower(u.name)`)
    .orderBy(sql`lower(u.first_name)`)
    .orderBy('u.id')
    .execute();

/** The documents the viewer sees per type: from the counters when they can say, else counted. */
const countsByType = async (db: Kysely<DB>, caller: Viewer) => {
  const counted = await countedGroups(db, caller, {}, ['doc_type']);
  const rows =
    counted ??
    (await visibleDocuments(db, caller)
      .select(['documents.doc_type', sql<number>`count(*)`.as('count')])
      .groupBy('documents.doc_type')
      .execute());
  return rows
    .map((row) => ({ docType: row.doc_type as DocType, count: Number(row.count) }))
    .sort((a, b) => (a.docType < b.docType ? -1 : a.docType > b.docType ? 1 : 0));
};

/**
 * Unread is the total less the documents the caller opened: counted from their reads (few, and
 * indexed by user), rather than by probing the reads once for every visible document.
 */
export const getStats = async (db: Kysely<DB>, caller: Viewer) => {
  const [byType, opened] = await Promise.all([
    countsByType(db, caller),
    db
      .selectFrom('document_reads as r')
      .innerJoin('documents', 'documents.id', 'r.document_id')
      .select(sql<number>`count(*)`.as('count'))
      .where('r.user_id', '=', caller.reader.userId)
      .where(documentVisible(caller.reader))
      .executeTakeFirstOrThrow(),
  ]);
  const total = byType.reduce((sum, row) => sum + row.count, 0);
  return { total, unread: total - Number(opened.count), byType };
};
