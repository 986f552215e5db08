import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { TPagedSearch } from '../../../common/schemas/paging';
import type { ZUpcomingPurgeSearch } from '../../../common/schemas/retention';
import { documentReaderOf, documentVisible } from '../../access/documentAccess';
import type { Access } from '../../access/requestAccess';
import { orgIdVisible } from '../../access/visibility';
import { containsPattern, pageOfRows } from '../../db/pager';
import type { DB } from '../../db/schema';
import { notHeld } from './purge';

// Both columns are never null where these lists read them.
const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * The documents the caller sees whose retention day falls before today + `withinDays` (0: what the
 * purge would delete now), soonest first, each saying whether a hold keeps it. Read along the
 * retention day's index.
 */
export const upcomingPurges = async (db: Kysely<DB>, caller: Access, input: z.infer<typeof ZUpcomingPurgeSearch>) => {
  const reader = await documentReaderOf(db, caller);
  const matching = db
    .selectFrom('documents')
    .innerJoin('organizations', 'organizations.id', 'documents.org_id')
    .where(documentVisible(reader))
    .where(sql<boolean>`documents.retain_until < current_date + ${input.filters.withinDays ?? 0}::int`)
    .$if(input.search !== '', (query) =>
      query.where(sql`lower(documents.file_name)`, 'like', containsPattern(input.search)),
    );
  const { rows, count } = await pageOfRows(
    matching,
    (query) =>
      query.select([
        'documents.id',
        'documents.file_name as fileName',
        'documents.doc_type as docType',
        'organizations.name as orgName',
        day('documents.retain_until').as('retainUntil'),
        sql<boolean>`not ${notHeld('documents')}`.as('held'),
      ]),
    { sortMap: { retainUntil: sql.ref('documents.retain_until') }, idColumn: 'documents.id' },
    input,
  );
  return { docs: rows, count };
};

/** The purge's audit of what the caller sees (by the organisation a document was in), newest first. */
export const purgeRecords = async (db: Kysely<DB>, caller: Access, input: TPagedSearch) => {
  const matching = db
    .selectFrom('retention_purges')
    .leftJoin('organizations', 'organizations.id', 'retention_purges.org_id')
    .where('retention_purges.customer_id', '=', caller.customerId)
    .where(orgIdVisible(caller, 'retention_purges.org_id'))
    .$if(input.search !== '', (query) =>
      query.where(sql`lower(retention_purges.file_name)`, 'like', containsPattern(input.search)),
    );
  const { rows, count } = await pageOfRows(
    matching,
    (query) =>
      query.select([
        'retention_purges.document_id as documentId',
        'retention_purges.file_name as fileName',
        'retention_purges.doc_type as docType',
        'organizations.name as orgName',
        'retention_purges.sha256',
        'retention_purges.rule',
        day('retention_purges.retain_until').as('retainUntil'),
        'retention_purges.purged_at',
      ]),
    { sortMap: { purgedAt: sql.ref('retention_purges.purged_at') }, idColumn: 'retention_purges.id' },
    { ...input, sort: { field: 'purgedAt', order: 'DESC' } },
  );
  return {
    purges: rows.map(({ purged_at, ...row }) => ({ ...row, purgedAt: purged_at.toISOString() })),
    count,
  };
};
