import type { DataProvider, GetListParams } from 'react-admin';
import type { TOutboxMessage } from '../../common/schemas/outbox';
import type { HttpClient } from './httpClient';

export type ResourceCalls = Partial<Omit<DataProvider, 'supportAbortSignal'>>;

/**
 * One entry per react-admin resource, mapping its methods onto the spec's calls (section 7).
 * Resources are added here as their areas are built.
 */
export const resourceCalls = (http: HttpClient): Record<string, ResourceCalls> => ({
  outbox: {
    getList: async (_resource: string, { pagination }: GetListParams) => {
      const { page = 1, perPage = 20 } = pagination ?? {};
      const { json } = await http<{ messages: TOutboxMessage[]; count: number }>({
        base: 'desk',
        path: 'outbox-messages',
        method: 'POST',
        body: { limit: perPage, page },
      });
      return { data: json.messages, total: json.count };
    },
  },
});
