import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { writeDeposit } from '../documentFiles/deposit';
import type { Actor } from '../documentFiles/events';

/**
 * Files a signed book's documents in the safe, in the signature's transaction: one new document
 * per file (the book's organisation, the file's type, the initiator as sender, the employee of the
 * document it came from if any), written as any deposit (writeDeposit).
 */
export const fileSignedDocuments = async (
  ctx: AppContext,
  trx: Kysely<DB>,
  workflowId: string,
  signed: Map<string, { key: string; size: number; pages: number }>,
  actor: Actor,
) => {
  const book = await trx
    .selectFrom('sign_workflows as w')
    .innerJoin('users as u', 'u.id', 'w.created_by')
    .select([
      'w.customer_id',
      'w.org_id',
      'w.created_by',
      sql<string>`trim(u.first_name || ' ' || u.name)`.as('sender'),
    ])
    .where('w.id', '=', workflowId)
    .executeTakeFirstOrThrow();
  const files = await trx
    .selectFrom('sign_workflow_files as f')
    .leftJoin('documents as d', 'd.id', 'f.source_document_id')
    .select(['f.id', 'f.name', 'f.doc_type', 'f.description', 'd.employee_id'])
    .where('f.workflow_id', '=', workflowId)
    .orderBy('f.seq')
    .execute();
  for (const file of files) {
    const blob = signed.get(file.id)!;
    const documentId = await writeDeposit(
      trx,
      ctx.boss,
      {
        customer_id: book.customer_id,
        org_id: book.org_id,
        doc_type: file.doc_type,
        employee_id: file.employee_id,
        third_party_id: null,
        description: file.description,
        metadata: JSON.stringify({}),
        file_name: file.name,
        blob_key: blob.key,
        size: blob.size,
        pages: blob.pages,
        sender_user_id: book.created_by,
        sender_name: book.sender,
      },
      actor,
      { signWorkflowId: workflowId },
    );
    await trx
      .updateTable('sign_workflow_files')
      .set({ signed_document_id: documentId })
      .where('id', '=', file.id)
      .execute();
  }
};
