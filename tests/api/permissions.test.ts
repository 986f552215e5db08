import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDeclaration } from '../../common/api/call';
import { accessRules, userGroups } from '../../common/api/rights';
import { FEATURES } from '../../common/features';
import { apiAs, urlOf } from '../support/api';
import { textPdf } from '../support/documentFiles';
import { insertOrganization, insertUser, makeDocument, makeEmployee } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';
import { fixturesFor, PERMISSION_MATRIX } from './permissions';
import { CALLERS, type Caller, type Fixtures, type MatrixRow, type SharedFixtures } from './permissions/matrix';

let server: TestServer;
let fixtures: Fixtures;
type SignedIn = Exclude<Caller, 'anonymous'>;
const tokens = {} as Record<SignedIn, string>;
const LOGINS: Record<SignedIn, string> = {
  allowed: 'admin',
  noFeature: 'no-feature',
  filteredOut: 'paris-admin',
  otherCustomer: 'other-admin',
};

const setVisibleOrgs = async (userId: string, orgIds: string[]) => {
  const { db } = server.ctx.database;
  await db.deleteFrom('user_visible_organizations').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_visible_organizations')
    .values(orgIds.map((orgId) => ({ user_id: userId, org_id: orgId })))
    .execute();
};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.ctx.database;
  const demo = await db
    .selectFrom('organizations')
    .selectAll()
    .where('name', 'in', ['Liasse Démo Paris', 'Liasse Démo Lyon'])
    .execute();
  const paris = demo.find((org) => org.name.endsWith('Paris'))!;
  const lyon = demo.find((org) => org.name.endsWith('Lyon'))!;

  await insertUser(server, { login: 'no-feature' });
  const parisAdmin = await insertUser(server, { login: 'paris-admin', features: [...FEATURES] });
  await setVisibleOrgs(parisAdmin.id, [paris.id]);
  const lyonUser = await insertUser(server, { login: 'lyon-user' });
  await db.updateTable('users').set({ org_id: lyon.id }).where('id', '=', lyonUser.id).execute();
  await setVisibleOrgs(lyonUser.id, [lyon.id]);

  const other = await insertOrganization(server.ctx.database.db, { name: 'Autre client' });
  const otherAdmin = await insertUser(server, { login: 'other-admin', features: [...FEATURES] });
  await db
    .updateTable('users')
    .set({ customer_id: other.id, org_id: other.id })
    .where('id', '=', otherAdmin.id)
    .execute();
  await db
    .updateTable('access_rules')
    .set({ customer_id: other.id, org_id: other.id })
    .where('name', '=', 'other-admin')
    .execute();
  await setVisibleOrgs(otherAdmin.id, [other.id]);

  for (const caller of Object.keys(LOGINS) as SignedIn[])
    tokens[caller] = (await loginAs(server, LOGINS[caller])).token;

  const admin = apiAs(server, tokens.allowed);
  const parisUser = await insertUser(server, { login: 'paris-user' });
  await db.updateTable('users').set({ org_id: paris.id }).where('id', '=', parisUser.id).execute();
  const demoAdmin = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('login', '=', 'admin')
    .executeTakeFirstOrThrow();
  const shared: SharedFixtures = {
    lyonOrgId: lyon.id,
    customerRootId: lyon.customer_id,
    lyonSiret: lyon.siret!,
    lyonUserId: lyonUser.id,
    parisUserId: parisUser.id,
    adminId: demoAdmin.id,
    adminEmail: demoAdmin.email!,
    lyonEmployeeId: (await makeEmployee(server, tokens.allowed, { organizations: [{ orgId: lyon.id }] })).id,
    lyonStoredDocumentId: (
      await makeDocument(server, tokens.allowed, { orgId: lyon.id, docType: 'PAYE' }, await textPdf(['Bulletin']))
    ).id,
  };
  fixtures = await fixturesFor({ server, admin, adminToken: tokens.allowed, lyon, shared });
});
afterAll(() => server?.close());

const cases = PERMISSION_MATRIX.flatMap((row) => CALLERS.map((caller) => [row.route, caller, row] as const));

/** A call answered by a redirect: followed, it would answer for the page it leads to, not for itself. */
const redirects = (declaration: CallDeclaration) =>
  !declaration.responses || Object.keys(declaration.responses).some((status) => status.startsWith('3'));

/** The row's call as `caller`: through the typed client, or raw where it redirects. */
const answerOf = async (row: MatrixRow, caller: Caller): Promise<{ status: number; body: unknown }> => {
  const input = await row.input(fixtures);
  const token =
    caller === 'anonymous'
      ? undefined
      : row.ownSession
        ? (await loginAs(server, LOGINS[caller])).token
        : tokens[caller];
  if (!redirects(row.declaration)) return apiAs(server, token)(row.declaration, input);
  const response = await fetch(urlOf(server, row.declaration, input), {
    method: row.declaration.method,
    redirect: 'manual',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: await response.text() };
};

describe('the permission matrix', () => {
  it('lists every call the server has', async () => {
    const doc = await (await fetch(`${server.url}/api/docs`)).json();
    const served = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = PERMISSION_MATRIX.map((row) => row.route);
    expect(new Set(routes).size, 'a call with two rows').toBe(routes.length);
    expect(served.filter((route) => route !== 'HEAD /health').sort()).toEqual(routes.sort());
  });

  it.each(cases)('%s as %s answers as the matrix says', async (_route, caller, row) => {
    const answer = await answerOf(row, caller);
    expect(answer.status).toBe(row.expect[caller]);
    if (row.listed && answer.status === 200) {
      expect(row.listed.ids(answer.body).includes(row.listed.target(fixtures))).toBe(caller === 'allowed');
    }
  });
});

describe('permission changes', () => {
  it('apply at once to a session already open', async () => {
    const { db } = server.ctx.database;
    const user = await insertUser(server, { login: 'promoted' });
    const { token } = await loginAs(server, 'promoted');
    const list = () => apiAs(server, token)(accessRules.search, { body: {} });
    expect((await list()).status).toBe(403);
    const rule = await db
      .insertInto('access_rules')
      .values({ customer_id: user.customer_id, org_id: user.org_id, name: 'Promotion', features: ['RIGHTS_MANAGE'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const group = await db
      .insertInto('user_groups')
      .values({ customer_id: user.customer_id, name: 'Promoted' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_group_members').values({ group_id: group.id, user_id: user.id }).execute();
    await db.insertInto('access_rule_groups').values({ rule_id: rule.id, group_id: group.id }).execute();
    expect((await list()).status).toBe(200);
    await db.deleteFrom('user_group_members').where('group_id', '=', group.id).execute();
    expect((await list()).status).toBe(403);
  });
});

describe('paged searches', () => {
  it('page by name then id, with the count of every match, whatever the page', async () => {
    const admin = apiAs(server, tokens.allowed);
    for (const name of ['Ordre Zèbre', 'Ordre Alpha', 'ordre milieu']) {
      await admin.ok(userGroups.create, { body: { name, users: [] } });
    }
    const page = (n: number) => admin.ok(userGroups.search, { body: { search: 'ordre', limit: 2, page: n } });
    const [first, second] = [await page(1), await page(2)];
    expect([first.count, second.count]).toEqual([3, 3]);
    expect([...first.groups, ...second.groups].map((group) => group.name)).toEqual([
      'Ordre Alpha',
      'ordre milieu',
      'Ordre Zèbre',
    ]);
  });
});
