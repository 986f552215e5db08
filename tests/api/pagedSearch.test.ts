import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../common/api/campaigns';
import { documents } from '../../common/api/documents';
import { employeeGroups, employees } from '../../common/api/employees';
import { organizations } from '../../common/api/organizations';
import { outbox } from '../../common/api/outbox';
import { partnershipGroups, partnerships } from '../../common/api/partnerships';
import { accessRules, userGroups, users } from '../../common/api/rights';
import { signTemplates, signWorkflows } from '../../common/api/signWorkflows';
import { apiAs, ok, pathOf, type Api } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
/** The demo administrator's client. */
let api: Api;
beforeAll(async () => {
  server = await startTestServer();
  api = apiAs(server, (await loginAs(server, 'admin')).token);
});
afterAll(() => server?.close());

/** Each paged list's search, by its path (the tests' names), and the key of its items. */
const LISTS = (
  [
    [organizations.search, 'organizations'],
    [outbox.search, 'messages'],
    [users.search, 'users'],
    [userGroups.search, 'groups'],
    [accessRules.search, 'accessRules'],
    [employees.search, 'employees'],
    [employeeGroups.search, 'employeeGroups'],
    [partnerships.search, 'partnerships'],
    [partnershipGroups.search, 'groups'],
    [documents.search, 'docs'],
    [campaigns.search, 'dispatchs'],
    [signTemplates.search, 'templates'],
    [signWorkflows.search, 'signWorkflows'],
  ] as const
).map(([search, key]) => [pathOf(search), search, key] as const);

/** Beyond {items, count}: the documents list says when its count is a floor (docs/scale.md). */
const EXTRA_KEYS: Record<string, string[]> = { [pathOf(documents.search)]: ['countCapped'] };

describe('every paged list', () => {
  it.each(LISTS)('%s answers {items, count} to the common search', async (path, search, key) => {
    const answer = await api(search, { body: { search: '', limit: 1, page: 1 } });
    expect(answer.status).toBe(200);
    const body: Record<string, unknown> = ok(answer);
    expect(Object.keys(body).sort()).toEqual([key, 'count', ...(EXTRA_KEYS[path] ?? [])].sort());
    // The items, under the list's own key.
    expect((body[key] as unknown[]).length).toBeLessThanOrEqual(1);
  });

  it.each(LISTS)('%s refuses out-of-bounds paging with 400', async (_path, search) => {
    for (const body of [{ limit: 0 }, { limit: 101 }, { page: 0 }, { search: 'x'.repeat(201) }]) {
      expect((await api(search, { body })).status).toBe(400);
    }
  });

  it.each(['2024-13-01', '0000-00-00', '2023-02-29'])('answers 400, not 500, to the impossible day %s', async (day) => {
    for (const search of [organizations.search, outbox.search, employees.search, documents.search, campaigns.search]) {
      for (const range of [{ start: day }, { end: day }]) {
        const answer = await api(search, { body: { filters: { createdAt: range } } });
        expect(answer.status, `${pathOf(search)} ${JSON.stringify(range)}`).toBe(400);
      }
    }
  });

  it('pages users in the asked order, then by id, without overlap', async () => {
    const page = async (n: number) =>
      ok(await api(users.search, { body: { limit: 1, page: n, sort: { field: 'login', order: 'DESC' } } }));
    const [first, second] = [await page(1), await page(2)];
    const logins = [...first.users, ...second.users].map((user) => user.login);
    // The demo's salarie is an employee's personal account, not a desk user.
    expect(logins).toEqual(['hr', 'admin']);
    expect(first.count).toBe(2);
  });

  it('finds a user by the full name a picker shows, in either order', async () => {
    const logins = async (search: string) =>
      ok(await api(users.search, { body: { search } })).users.map((user) => user.login);
    expect(await logins('Camille Martin')).toEqual(['admin']);
    expect(await logins('martin camille')).toEqual(['admin']);
    expect(await logins('Camille Dupont')).toEqual([]);
  });
});
