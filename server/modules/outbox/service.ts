import { sql } from 'kysely';
import type { TOutboxSearch, TOutboxSearchResponse } from '../../../common/schemas/outbox';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { pageOfRows } from '../../db/pager';
import { matchingMessages, OUTBOX_SORT } from './queries';

/**
 * One page of the outbox. The text of a message that carries a secret never leaves the server,
 * whoever reads: only its recipient may read it, in their own mailbox.
 */
export const searchOutbox = async (
  ctx: AppContext,
  caller: Access,
  search: TOutboxSearch,
): Promise<TOutboxSearchResponse> => {
  const { rows, count } = await pageOfRows(
    matchingMessages(ctx.database.db, caller, search),
    (query) =>
      query.select([
        'mail_outbox.id',
        'mail_outbox.recipient',
        'mail_outbox.subject',
        sql<string | null>`case when mail_outbox.carries_secret then null else mail_outbox.body_text end`.as('text'),
        'mail_outbox.carries_secret as carriesSecret',
        'mail_outbox.status',
        'mail_outbox.error',
        'mail_outbox.created_at as createdAt',
        'mail_outbox.sent_at as sentAt',
      ]),
    { sortMap: OUTBOX_SORT, idColumn: 'mail_outbox.id' },
    search,
  );
  return { messages: rows, count };
};
