import { sql, type Kysely } from 'kysely';
import type { DocType } from '../../../common/docTypes';
import type { DocTextStatus, TDocSummary } from '../../../common/schemas/documents';
import { dayText as day } from '../../db/dayText';
import type { DB } from '../../db/schema';

type SummaryRow = Omit<TDocSummary, 'metaDatas' | 'read'> & {
  metadata: Record<string, string>;
  read: boolean;
  blobKey: string | null;
};

/**
 * The list's rows of these documents, as the reader sees them (their own read state), in the order
 * of `ids`. Read apart from the page query, so that names are joined for the page's rows only.
 */
export const summariesOf = async (db: Kysely<DB>, userId: string, ids: string[]) => {
  if (ids.length === 0) return [];
  const rows = (await db
    .selectFrom('documents')
    .innerJoin('organizations as o', 'o.id', 'documents.org_id')
    .leftJoin('employees as e', 'e.id', 'documents.employee_id')
    .leftJoin('partnerships as p', 'p.id', 'documents.third_party_id')
    .select([
      'documents.id',
      'documents.file_name as fileName',
      'documents.doc_type as docType',
      'documents.org_id as orgId',
      'o.name as orgName',
      day('documents.period_start').as('periodStart'),
      day('documents.period_end').as('periodEnd'),
      sql<string>`to_json(documents.created_at) #>> '{}'`.as('createdAt'),
      'documents.sender_user_id as senderId',
      'documents.sender_name as senderName',
      'documents.employee_id as employeeId',
      'documents.third_party_id as thirdPartyId',
      sql<string | null>`coalesce(e.last_name, p.name)`.as('recipientName'),
      'e.first_name as recipientFirstName',
      'documents.description',
      'documents.keywords',
      'documents.metadata',
      'documents.invoice_number as invoiceNumber',
      day('documents.invoice_date').as('invoiceDate'),
      sql<number>`documents.size::float8`.as('size'),
      'documents.pages',
      sql<boolean>`exists (select 1 from document_reads r where r.user_id = ${userId} and r.document_id = documents.id)`.as(
        'read',
      ),
      'documents.text_status as textStatus',
      'documents.blob_key as blobKey',
    ])
    .where('documents.id', 'in', ids)
    .execute()) as unknown as SummaryRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
};

/** A row as the list sends it: metadata as name/value pairs, ISO dates. */
export const summaryOf = ({ metadata, blobKey: _blobKey, ...row }: SummaryRow): TDocSummary => ({
  ...row,
  docType: row.docType as DocType,
  textStatus: row.textStatus as DocTextStatus,
  createdAt: new Date(row.createdAt).toISOString(),
  size: Number(row.size),
  metaDatas: Object.entries(metadata ?? {}).map(([name, value]) => ({ name, value: String(value) })),
});
