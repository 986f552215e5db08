import type { TOutboxMessage } from '../../../common/schemas/outbox';
import type { HttpClient } from '../httpClient';
import type { ResourceCalls } from '../resources';

export const outboxCalls = (http: HttpClient): ResourceCalls => ({
  getList: async (_resource, { pagination }) => {
    const { page = 1, perPage = 20 } = pagination ?? {};
    const { json } = await http<{ messages: TOutboxMessage[]; count: number }>({
      base: 'desk',
      path: 'outbox-messages',
      method: 'POST',
      body: { limit: perPage, page },
    });
    return { data: json.messages, total: json.count };
  },
});
