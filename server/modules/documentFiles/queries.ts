import { sql, type Kysely } from 'kysely';
import type { TDocSummary } from '../../../common/schemas/documents';
import { documentVisible, type DocumentReader } from '../../access/documentAccess';
import type { DB } from '../../db/schema';
import { uuids } from '../../db/uuids';
import { notFound } from '../../http/errors';
import { summariesOf, summaryOf } from '../documents/summaries';

/** One document as the list shows it to this user, e.g. the answer of an upload. */
export const docSummary = async (db: Kysely<DB>, userId: string, documentId: string): Promise<TDocSummary> => {
  const [row] = await summariesOf(db, userId, [documentId]);
  if (!row) throw notFound('Document');
  return summaryOf(row);
};

/** The file of a document the reader sees; any other (or one with no file yet) is not found. */
export const visibleFile = async (db: Kysely<DB>, caller: DocumentReader, documentId: string) => {
  const row = await db
    .selectFrom('documents')
    .select(['id', 'customer_id', 'org_id', 'file_name', 'blob_key', 'size', 'pages', 'employee_id'])
    .where('id', '=', documentId)
    .where(documentVisible(caller))
    .executeTakeFirst();
  if (!row?.blob_key) throw notFound('Document');
  return { ...row, blob_key: row.blob_key };
};
export type DocumentFile = Awaited<ReturnType<typeof visibleFile>>;

/**
 * Sets a document's full-text vector from its name, description, keywords and the text read from
 * its file (none yet: the first three alone). French, accents ignored (`liasse_french`).
 */
export const indexDocument = (db: Kysely<DB>, documentId: string) => indexDocuments(db, [documentId]);

/** The same for many documents, in one statement. */
export const indexDocuments = (db: Kysely<DB>, documentIds: string[]) =>
  sql`
    update documents d set search_vector = to_tsvector('liasse_french',
      d.file_name || ' ' || coalesce(d.description, '') || ' ' || array_to_string(d.keywords, ' ') || ' ' ||
      coalesce((select t.content from document_texts t where t.document_id = d.id), ''))
    where d.id = any(${uuids(documentIds)})
  `.execute(db);
