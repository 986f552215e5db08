import { organizations as organizationCalls } from '../../../common/api/organizations';
import { apiAs } from '../api';
import type { HttpServer } from '../testServer';

/** The customer root each session sees, by server and token: looked up once. */
const roots = new Map<string, Promise<string>>();

/** The root organisation the session `token` sees, where the API factories put what they make unless told. */
export const rootSeenBy = (server: HttpServer, token: string) => {
  const key = `${server.url} ${token}`;
  let root = roots.get(key);
  if (!root) {
    root = (async () => {
      const { organizations } = await apiAs(server, token).ok(organizationCalls.search, {
        body: { filters: { kind: 'root' } },
      });
      if (!organizations[0])
        throw new Error('makeOrganization: this session sees no root organisation; give a parentId');
      return organizations[0].id;
    })();
    roots.set(key, root);
  }
  return root;
};
