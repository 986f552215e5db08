import type { Insertable } from 'kysely';
import { documentFiles } from '../../../common/api/documents';
import type { TDocSummary } from '../../../common/schemas/documents';
import type { Database } from '../../../server/db/database';
import type { DocumentTable } from '../../../server/db/schema';
import { apiAs } from '../api';
import { uploadForm } from '../documentFiles';
import type { HttpServer } from '../testServer';
import type { OrganizationRow } from './organizations';

/** A document deposited through `POST doc/upload` by the session `token`, as the upload dialog does; throws on anything but 201. */
export const makeDocument = async (
  server: HttpServer,
  token: string,
  document: Record<string, unknown>,
  file: Buffer,
  fileName?: string,
): Promise<TDocSummary> => {
  const body = uploadForm(document, file, fileName);
  return (await apiAs(server, token).ok(documentFiles.upload, { body })).data;
};

let documents = 0;

/**
 * A document row of `organization`'s customer, without going through the upload (for lists,
 * access and counts). Give `blob_key` (from a real `BlobStore.put`) when the test reads its bytes.
 */
export const insertDocument = async (
  db: Database['db'],
  organization: Pick<OrganizationRow, 'id' | 'customer_id'>,
  fields: Partial<Omit<Insertable<DocumentTable>, 'id' | 'customer_id' | 'org_id'>> = {},
) => {
  const number = ++documents;
  return db
    .insertInto('documents')
    .values({
      customer_id: organization.customer_id,
      org_id: organization.id,
      doc_type: 'PAYE',
      file_name: `document-${number}.pdf`,
      text_status: 'DONE',
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};
