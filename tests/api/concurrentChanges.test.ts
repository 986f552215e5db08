import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
});
afterAll(() => server?.close());

const groupPath = '/api/user-directory/desk-user-group';

describe('two administrators changing the same group at once', () => {
  it('get a clear answer each, never a server fault, when one deletes what the other saves', async () => {
    const statuses = new Set<number>();
    for (let round = 0; round < 20; round++) {
      const created = await call(server, groupPath, { token: admin, body: { name: `Course ${round}`, users: [] } });
      const { id } = ((await created.json()) as { data: { id: string } }).data;
      const answers = await Promise.all([
        call(server, `${groupPath}/${id}`, {
          token: admin,
          method: 'PUT',
          body: { name: `Renamed ${round}`, users: [] },
        }),
        call(server, `${groupPath}/${id}`, { token: admin, method: 'DELETE' }),
        call(server, `${groupPath}/${id.toUpperCase()}`, {
          token: admin,
          method: 'PUT',
          body: { name: 'Again', users: [] },
        }),
      ]);
      for (const answer of answers) statuses.add(answer.status);
    }
    expect([...statuses].filter((status) => ![200, 204, 404, 409].includes(status))).toEqual([]);
  });
});
