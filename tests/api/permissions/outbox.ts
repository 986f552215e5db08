import { outbox } from '../../../common/api/outbox';
import { list, rowsOf, type AreaFixtures } from './matrix';

export const outboxRows = rowsOf(outbox, {
  search: {
    expect: list,
    input: () => ({ body: { limit: 100 } }),
    // A message for a user in Lyon: neither a Paris-only reader nor another customer lists it.
    listed: (body) => body.messages.map((message) => message.id),
    target: (fx) => fx.lyonMessageId,
  },
});

/** A held message for the Lyon user. */
export const outboxFixtures: AreaFixtures<'lyonMessageId'> = async ({ server, lyon, shared }) => {
  const message = await server.ctx.database.db
    .insertInto('mail_outbox')
    .values({
      customer_id: lyon.customer_id,
      recipient: 'lyon-user@demo.liasse.example',
      recipient_user_id: shared.lyonUserId,
      subject: 'Bienvenue',
      body_text: 'Hello',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { lyonMessageId: message.id };
};
