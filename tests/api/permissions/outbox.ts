import { list, type Rows } from './matrix';

export const outboxRows: Rows = {
  'POST /api/desk/outbox-messages': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/outbox-messages', body: { limit: 100 } }),
    // A message for a user in Lyon: neither a Paris-only reader nor another customer lists it.
    listed: (body: { messages: { id: string }[] }) => body.messages.map((message) => message.id),
    target: (fx) => fx.lyonMessageId,
  },
};
