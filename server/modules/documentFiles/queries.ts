import { sql, type Kysely } from 'kysely';
import type { TDocSummary } from '../../../common/schemas/documents';
import type { DocType } from '../../../common/docTypes';
import { documentVisible, type DocumentReader } from '../../access/documentAccess';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';

const day = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

/** One document as the list shows it, to `userId` (whose read state it carries). */
export const docSummary = async (db: Kysely<DB>, userId: string, documentId: string): Promise<TDocSummary> => {
  const row = await db
    .selectFrom('documents as d')
    .innerJoin('organizations as o', 'o.id', 'd.org_id')
    .leftJoin('employees as e', 'e.id', 'd.employee_id')
    .leftJoin('partnerships as p', 'p.id', 'd.third_party_id')
    .select([
      'd.id',
      'd.file_name',
      'd.doc_type',
      'd.org_id',
      'o.name as org_name',
      'd.period_start',
      'd.period_end',
      'd.created_at',
      'd.sender_user_id',
      'd.sender_name',
      'd.employee_id',
      'd.third_party_id',
      'e.last_name',
      'e.first_name',
      'p.name as third_party_name',
      'd.description',
      'd.keywords',
      'd.metadata',
      'd.invoice_number',
      'd.invoice_date',
      'd.size',
      'd.pages',
      'd.text_status',
      sql<boolean>`exists (select 1 from document_reads r where r.document_id = d.id and r.user_id = ${userId})`.as(
        'read',
      ),
    ])
    .where('d.id', '=', documentId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    fileName: row.file_name,
    docType: row.doc_type as DocType,
    orgId: row.org_id,
    orgName: row.org_name,
    periodStart: day(row.period_start),
    periodEnd: day(row.period_end),
    createdAt: row.created_at.toISOString(),
    senderId: row.sender_user_id,
    senderName: row.sender_name,
    employeeId: row.employee_id,
    thirdPartyId: row.third_party_id,
    recipientName: row.last_name ?? row.third_party_name,
    recipientFirstName: row.first_name,
    description: row.description,
    keywords: row.keywords,
    metaDatas: Object.entries(row.metadata).map(([name, value]) => ({ name, value })),
    invoiceNumber: row.invoice_number,
    invoiceDate: day(row.invoice_date),
    size: Number(row.size),
    pages: row.pages,
    read: row.read,
    textStatus: row.text_status,
  };
};

/** The file of a document the reader sees; any other (or one with no file yet) is not found. */
export const visibleFile = async (db: Kysely<DB>, reader: DocumentReader, documentId: string) => {
  const row = await db
    .selectFrom('documents')
    .select(['id', 'customer_id', 'org_id', 'file_name', 'blob_key', 'size', 'pages', 'employee_id'])
    .where('id', '=', documentId)
    .where(documentVisible(reader))
    .executeTakeFirst();
  if (!row?.blob_key) throw notFound('Document');
  return { ...row, blob_key: row.blob_key };
};
export type DocumentFile = Awaited<ReturnType<typeof visibleFile>>;

/**
 * Sets a document's full-text vector from its name, description, keywords and the text read from
 * its file (none yet: the first three alone). French, accents ignored (`liasse_french`).
 */
export const indexDocument = (db: Kysely<DB>, documentId: string) =>
  sql`
    update documents d set search_vector = to_tsvector('liasse_french',
      d.file_name || ' ' || coalesce(d.description, '') || ' ' || array_to_string(d.keywords, ' ') || ' ' ||
      coalesce((select t.content from document_texts t where t.document_id = d.id), ''))
    where d.id = ${documentId}
  `.execute(db);

/** Whether a row still names this blob (a document's file, a DSN import's, a preview's image). */
export const blobInUse = async (db: Kysely<DB>, key: string): Promise<boolean> => {
  const { rows } = await sql<{ used: boolean }>`
    select exists (select 1 from documents where blob_key = ${key})
      or exists (select 1 from dsn_imports where blob_key = ${key})
      or exists (select 1 from document_previews where png_key = ${key} or blob_key = ${key}) as used
  `.execute(db);
  return rows[0].used;
};
