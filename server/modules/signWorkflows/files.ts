import type { Kysely } from 'kysely';
import type { Access } from '../../access/requestAccess';
import { visibleWorkflows } from '../../access/signWorkflowVisibility';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { readVerifiedBlob } from '../../storage/verifiedBlob';

const fileOf = (db: Kysely<DB>, caller: Access, workflowId: string, fileId: string) =>
  visibleWorkflows(db, caller)
    .innerJoin('sign_workflow_files as f', 'f.workflow_id', 'sign_workflows.id')
    .select(['f.name', 'f.blob_key'])
    .where('sign_workflows.id', '=', workflowId)
    .where('f.id', '=', fileId)
    .executeTakeFirst();

/**
 * `GET sign-workflows/{id}/files/{fileId}`: a book's document as it stands, with the signatures
 * given so far, so that a signatory reads what they sign. Whoever sees the book reads its files.
 */
export const workflowFile = async (ctx: AppContext, caller: Access, workflowId: string, fileId: string) => {
  const file = await fileOf(ctx.database.db, caller, workflowId, fileId);
  if (!file) throw notFound('Sign workflow file');
  return { name: file.name, stream: await readVerifiedBlob(ctx.blobs, file.blob_key) };
};
