import type { Kysely } from 'kysely';
import { nextSignWorkflowState, type SignWorkflowEvent } from '../../../common/signWorkflowLifecycle';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

export class SignWorkflowConflict extends AppError {
  constructor(state: string, event: SignWorkflowEvent) {
    super(409, 'CONFLICT', `A signature book in state ${state} cannot ${event}`, { state: 'transition_not_allowed' });
  }
}

/**
 * Moves a signature book through its state machine, in the caller's transaction: the row is
 * locked (FOR UPDATE: two concurrent moves run one after the other, the second seeing the first's
 * result), the move checked (else 409, nothing changed) and written with `extra` columns.
 * Answers the new state.
 */
export const moveWorkflow = async (
  trx: Kysely<DB>,
  workflowId: string,
  event: SignWorkflowEvent,
  extra: { current_step?: number | null; signed_at?: Date } = {},
) => {
  const row = await trx
    .selectFrom('sign_workflows')
    .select('state')
    .where('id', '=', workflowId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Sign workflow');
  const next = nextSignWorkflowState(row.state, event);
  if (!next) throw new SignWorkflowConflict(row.state, event);
  await trx
    .updateTable('sign_workflows')
    .set({ state: next, updated_at: new Date(), ...extra })
    .where('id', '=', workflowId)
    .execute();
  return next;
};

/** Locks the book's row and answers its state and current step (for the checks a signature makes inside its transaction). */
export const lockWorkflow = async (trx: Kysely<DB>, workflowId: string) => {
  const row = await trx
    .selectFrom('sign_workflows')
    .select(['state', 'current_step'])
    .where('id', '=', workflowId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Sign workflow');
  return row;
};
