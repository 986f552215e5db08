import type { Access } from '../../access/requestAccess';
import { requireWorkflow } from '../../access/signWorkflowVisibility';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { Actor } from '../documentFiles/events';
import { writeSteps } from './create';
import { notifyInitiator, notifySignatory } from './notify';
import { discardBlobs } from '../../storage/blobReferences';
import { requireCurrentSignatory } from './recovery';
import { checkSignatories, userName } from './signatories';
import { lockWorkflow, moveWorkflow } from './transitions';

/** `POST sign-workflow/refuse/{id}`: the current signatory refuses their step with a reason; the book is REFUSED. */
export const refuseWorkflow = async (
  ctx: AppContext,
  caller: Access,
  workflowId: string,
  reason: string,
  actor: Actor,
) => {
  const { db } = ctx.database;
  const { position } = await requireCurrentSignatory(db, caller, workflowId);
  await db.transaction().execute(async (trx) => {
    const now = await lockWorkflow(trx, workflowId);
    if (now.current_step !== position)
      throw new AppError(409, 'CONFLICT', 'It is not your turn any more', { state: 'not_your_turn' });
    await moveWorkflow(trx, workflowId, 'refuse', { current_step: null });
    await trx
      .updateTable('sign_workflow_steps')
      .set({ state: 'REFUSED', at: new Date(), ip: actor.ip, user_agent: actor.userAgent, refused_reason: reason })
      .where('workflow_id', '=', workflowId)
      .where('position', '=', position)
      .execute();
    const by = await trx
      .selectFrom('users as u')
      .select(userName('u').as('name'))
      .where('u.id', '=', caller.userId)
      .executeTakeFirstOrThrow();
    await notifyInitiator(ctx, trx, workflowId, { signed: false, by: by.name, reason });
  });
};

/**
 * `PUT sign-workflows/{id}`: while PENDING only (else 409): a new name, new steps (one signatory
 * each, who may sign), and `start` sends it out for signature (step 1 current, its signatory emailed).
 */
export const updateWorkflow = async (
  ctx: AppContext,
  caller: Access,
  workflowId: string,
  update: { name?: string; steps?: { signatoryIds: string[] }[]; start?: boolean },
) => {
  const { db } = ctx.database;
  const book = await requireWorkflow(db, caller, workflowId, true);
  if (book.state !== 'PENDING')
    throw new AppError(409, 'CONFLICT', `A signature book in state ${book.state} cannot be changed`, {
      state: 'transition_not_allowed',
    });
  const fields: Record<string, string> = {};
  const signatoryIds = update.steps ? await checkSignatories(db, caller, update.steps, fields) : undefined;
  if (Object.keys(fields).length)
    throw new AppError(400, 'VALIDATION_ERROR', 'This signature book cannot be saved', fields);
  await db.transaction().execute(async (trx) => {
    const now = await lockWorkflow(trx, workflowId);
    if (now.state !== 'PENDING')
      throw new AppError(409, 'CONFLICT', `A signature book in state ${now.state} cannot be changed`, {
        state: 'transition_not_allowed',
      });
    if (update.name)
      await trx.updateTable('sign_workflows').set({ name: update.name }).where('id', '=', workflowId).execute();
    if (signatoryIds) {
      await trx.deleteFrom('sign_workflow_steps').where('workflow_id', '=', workflowId).execute();
      await writeSteps(trx, workflowId, signatoryIds, false);
    }
    if (update.start) {
      await moveWorkflow(trx, workflowId, 'start', { current_step: 1 });
      await trx
        .updateTable('sign_workflow_steps')
        .set({ state: 'CURRENT' })
        .where('workflow_id', '=', workflowId)
        .where('position', '=', 1)
        .execute();
      await notifySignatory(ctx, trx, workflowId, 1);
    }
  });
};

/** `DELETE sign-workflow/{id}`, in any state: its files' blobs go unless another row names them. */
export const deleteWorkflow = async (ctx: AppContext, caller: Access, workflowId: string) => {
  const { db } = ctx.database;
  await requireWorkflow(db, caller, workflowId, true);
  const files = await db
    .selectFrom('sign_workflow_files')
    .select(['blob_key', 'original_blob_key'])
    .where('workflow_id', '=', workflowId)
    .execute();
  await db.deleteFrom('sign_workflows').where('id', '=', workflowId).execute();
  await discardBlobs(
    ctx,
    files.flatMap((file) => [file.blob_key, file.original_blob_key]),
  );
};
