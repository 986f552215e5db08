import { outbox } from '../../../common/api/outbox';
import { list, rowsOf } from './matrix';

export const outboxRows = rowsOf(outbox, {
  search: {
    expect: list,
    input: () => ({ body: { limit: 100 } }),
    // A message for a user in Lyon: neither a Paris-only reader nor another customer lists it.
    listed: (body) => body.messages.map((message) => message.id),
    target: (fx) => fx.lyonMessageId,
  },
});
