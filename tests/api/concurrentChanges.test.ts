import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGroups } from '../../common/api/rights';
import { apiAs, type Api } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let api: Api;

beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await loginAs(server, 'admin')).token);
});
afterAll(() => server?.close());

describe('two administrators changing the same group at once', () => {
  it('get a clear answer each, never a server fault, when one deletes what the other saves', async () => {
    const statuses = new Set<number>();
    for (let round = 0; round < 20; round++) {
      const created = await api.ok(userGroups.create, { body: { name: `Course ${round}`, users: [] } });
      const { id } = created.data;
      const answers = await Promise.all([
        api(userGroups.update, { params: { id }, body: { name: `Renamed ${round}`, users: [] } }),
        api(userGroups.delete, { params: { id } }),
        api(userGroups.update, { params: { id: id.toUpperCase() }, body: { name: 'Again', users: [] } }),
      ]);
      for (const answer of answers) statuses.add(answer.status);
    }
    expect([...statuses].filter((status) => ![200, 204, 404, 409].includes(status))).toEqual([]);
  });
});
