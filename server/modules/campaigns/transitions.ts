import type { Kysely } from 'kysely';
import { nextCampaignStatus, type CampaignEndStatus, type CampaignEvent } from '../../../common/campaignLifecycle';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';

export class CampaignConflict extends AppError {
  constructor(status: string, event: CampaignEvent) {
    super(409, 'CONFLICT', `A campaign in status ${status} cannot ${event}`, { status: 'transition_not_allowed' });
  }
}

/**
 * Moves a campaign through its state machine, in the caller's transaction: the row is locked, the
 * move checked (else 409, nothing changed) and written with `extra` columns. Answers the new status.
 */
export const moveCampaign = async (
  trx: Kysely<DB>,
  campaignId: string,
  event: CampaignEvent,
  options: {
    end?: CampaignEndStatus;
    extra?: { progress?: number; error_code?: string | null; dispatched_at?: Date };
  } = {},
) => {
  const row = await trx
    .selectFrom('campaigns')
    .select('status')
    .where('id', '=', campaignId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('Campaign');
  const next = nextCampaignStatus(row.status, event, options.end);
  if (!next) throw new CampaignConflict(row.status, event);
  await trx
    .updateTable('campaigns')
    .set({ status: next, updated_at: new Date(), ...options.extra })
    .where('id', '=', campaignId)
    .execute();
  return next;
};
