import { sql, type Kysely } from 'kysely';
import type { TOutboxSearch } from '../../../common/schemas/outbox';
import type { Access } from '../../access/requestAccess';
import { seesWholeCustomer } from '../../access/scope';
import { sameCustomer } from '../../access/tenancy';
import { userIdVisible } from '../../access/visibility';
import { containsPattern, dayAfter, dayStart, type SortMap } from '../../db/pager';
import type { DB } from '../../db/schema';

/**
 * The messages a reader may list: their customer's, for a user they may see. A message for no
 * user in particular is listed only to a reader who sees the whole customer.
 */
export const visibleMessages = (db: Kysely<DB>, caller: Access) =>
  db
    .selectFrom('mail_outbox')
    .where(sameCustomer(caller, 'mail_outbox.customer_id'))
    .$if(!seesWholeCustomer(caller), (qb) => qb.where(userIdVisible(caller, 'mail_outbox.recipient_user_id')));

export const OUTBOX_SORT: SortMap<TOutboxSearch['sort']['field']> = {
  createdAt: sql`mail_outbox.created_at`,
  recipient: sql`lower(mail_outbox.recipient)`,
  subject: sql`lower(mail_outbox.subject)`,
  status: sql`mail_outbox.status`,
};

/** The list's matches: quick search on recipient or subject, then each column filter. */
export const matchingMessages = (db: Kysely<DB>, caller: Access, { search, filters }: TOutboxSearch) => {
  const { recipient, status, createdAt } = filters;
  const text = search.trim();
  return visibleMessages(db, caller)
    .$if(text !== '', (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(sql`lower(mail_outbox.recipient)`, 'like', containsPattern(text)),
          eb(sql`lower(mail_outbox.subject)`, 'like', containsPattern(text)),
        ]),
      ),
    )
    .$if(Boolean(recipient), (qb) => qb.where(sql`lower(mail_outbox.recipient)`, 'like', containsPattern(recipient!)))
    .$if(Boolean(status), (qb) => qb.where('mail_outbox.status', '=', status!))
    .$if(Boolean(createdAt?.start), (qb) => qb.where('mail_outbox.created_at', '>=', dayStart(createdAt!.start!)))
    .$if(Boolean(createdAt?.end), (qb) => qb.where('mail_outbox.created_at', '<', dayAfter(createdAt!.end!)));
};
