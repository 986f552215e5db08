import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
});
afterAll(() => server?.close());

const LISTS = [
  ['/api/desk/organizations', 'organizations'],
  ['/api/desk/outbox-messages', 'messages'],
  ['/api/user-directory/desk-users', 'users'],
  ['/api/user-directory/desk-user-groups', 'groups'],
  ['/api/desk/access-rules', 'accessRules'],
  ['/api/desk/employees', 'employees'],
  ['/api/desk/employee-groups', 'employeeGroups'],
  ['/api/desk/partnerships', 'partnerships'],
  ['/api/desk/partnership-groups', 'groups'],
  ['/api/desk/docs', 'docs'],
  ['/api/desk/dispatchs', 'dispatchs'],
  ['/api/desk/sign-workflow-templates', 'templates'],
  ['/api/desk/sign-workflows', 'signWorkflows'],
] as const;

/** Beyond {items, count}: the documents list says when its count is a floor (docs/scale.md). */
const EXTRA_KEYS: Record<string, string[]> = { '/api/desk/docs': ['countCapped'] };

describe('every paged list', () => {
  it.each(LISTS)('%s answers {items, count} to the common search', async (path, key) => {
    const response = await call(server, path, { token: admin, body: { search: '', limit: 1, page: 1 } });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual([key, 'count', ...(EXTRA_KEYS[path] ?? [])].sort());
    expect(body[key].length).toBeLessThanOrEqual(1);
  });

  it.each(LISTS)('%s refuses out-of-bounds paging with 400', async (path) => {
    for (const body of [{ limit: 0 }, { limit: 101 }, { page: 0 }, { search: 'x'.repeat(201) }]) {
      expect((await call(server, path, { token: admin, body })).status).toBe(400);
    }
  });

  it.each(['2024-13-01', '0000-00-00', '2023-02-29'])('answers 400, not 500, to the impossible day %s', async (day) => {
    for (const path of [
      '/api/desk/organizations',
      '/api/desk/outbox-messages',
      '/api/desk/employees',
      '/api/desk/docs',
      '/api/desk/dispatchs',
    ]) {
      for (const range of [{ start: day }, { end: day }]) {
        const response = await call(server, path, { token: admin, body: { filters: { createdAt: range } } });
        expect(response.status, `${path} ${JSON.stringify(range)}`).toBe(400);
      }
    }
  });

  it('pages users in the asked order, then by id, without overlap', async () => {
    const page = async (n: number) =>
      (await (
        await call(server, '/api/user-directory/desk-users', {
          token: admin,
          body: { limit: 1, page: n, sort: { field: 'login', order: 'DESC' } },
        })
      ).json()) as { users: { login: string }[]; count: number };
    const [first, second] = [await page(1), await page(2)];
    const logins = [...first.users, ...second.users].map((user) => user.login);
    // The demo's salarie is an employee's personal account, not a desk user.
    expect(logins).toEqual(['hr', 'admin']);
    expect(first.count).toBe(2);
  });

  it('finds a user by the full name a picker shows, in either order', async () => {
    const logins = async (search: string) =>
      (
        (await (await call(server, '/api/user-directory/desk-users', { token: admin, body: { search } })).json()) as {
          users: { login: string }[];
        }
      ).users.map((user) => user.login);
    expect(await logins('Camille Martin')).toEqual(['admin']);
    expect(await logins('martin camille')).toEqual(['admin']);
    expect(await logins('Camille Dupont')).toEqual([]);
  });
});
