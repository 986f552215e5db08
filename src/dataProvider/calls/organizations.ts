import type { HttpClient } from '../httpClient';
import { pagedSearch } from '../pagedSearch';
import type { ResourceCalls } from '../resources';

type Organization = { id: string; name: string; siret: string | null; parentId: string | null };

/** Read-only for now: what the rights screens choose organisations from. */
export const organizationCalls = (http: HttpClient): ResourceCalls => ({
  getList: pagedSearch<Organization>(http, 'desk', 'organizations', 'organizations'),
  getMany: async (_resource, { ids }) => {
    const { json } = await http<{ organizations: Organization[] }>({
      base: 'desk',
      path: 'organizations',
      method: 'POST',
      body: { ids, limit: 100 },
    });
    return { data: json.organizations };
  },
});
