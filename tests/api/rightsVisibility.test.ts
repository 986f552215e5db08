import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../common/features';
import { demoOrganization } from '../support/demoOrganization';
import { makeScopedUser } from '../support/factories';
import { call, loginAs, startTestServer, type TestServer } from '../support/testServer';

/**
 * An attacker who manages rights on ONE organisation (Paris) must not read, through any list,
 * detail, count or message, what lies outside it (Lyon), nor take it away by saving.
 */
let server: TestServer;
let admin: string;
let attacker: string;
const ids = {} as Record<
  'paris' | 'lyon' | 'parisUser' | 'lyonUser' | 'mixedUser' | 'lyonGroup' | 'mixedGroup' | 'emptyGroup' | 'rule',
  string
>;

const as = (token: string, path: string, body?: unknown, method?: string) =>
  call(server, path, { token, body, method });
const created = async (path: string, body: unknown) => {
  const response = await as(admin, path, body);
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
};
const userBody = (login: string, orgId: string, visuOrgIds: string[]) => ({
  login,
  lastName: login,
  password: 'Visible-Pass-1',
  confirmation: 'Visible-Pass-1',
  userOrgId: orgId,
  visuOrgIds,
});
const group = (id: string) => `/api/user-directory/desk-user-group/${id}`;
const rule = (id: string) => `/api/desk/access-rule/${id}`;
const outsideIds = () => [ids.lyon, ids.lyonUser, ids.lyonGroup];

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  ids.paris = (await demoOrganization(server, 'Paris')).id;
  ids.lyon = (await demoOrganization(server, 'Lyon')).id;
  ids.parisUser = await created('/api/user-directory/desk-user', userBody('paris-user', ids.paris, [ids.paris]));
  ids.lyonUser = await created('/api/user-directory/desk-user', userBody('lyon-user', ids.lyon, [ids.lyon]));
  ids.mixedUser = await created(
    '/api/user-directory/desk-user',
    userBody('mixed-user', ids.paris, [ids.paris, ids.lyon]),
  );
  ids.lyonGroup = await created('/api/user-directory/desk-user-group', { name: 'Lyon team', users: [ids.lyonUser] });
  ids.mixedGroup = await created('/api/user-directory/desk-user-group', {
    name: 'Mixed team',
    users: [ids.parisUser, ids.lyonUser],
  });
  ids.emptyGroup = await created('/api/user-directory/desk-user-group', { name: 'Empty team', users: [] });
  ids.rule = await created('/api/desk/access-rule', {
    name: 'Paris payslips',
    orgId: ids.paris,
    userIds: [ids.parisUser, ids.lyonUser],
    userGroupIds: [ids.lyonGroup, ids.mixedGroup],
    features: ['DOCUMENTS_LIST'],
    docCriterias: [{ type: 'OrgsCriteria', orgIds: [ids.paris, ids.lyon] }],
  });
  attacker = (await makeScopedUser(server, { login: 'paris-attacker', orgId: ids.paris, features: [...FEATURES] }))
    .token;
});
afterAll(() => server?.close());

describe('user groups, for a user who manages rights on one organisation', () => {
  it('lists only the groups with a member they see or with none, naming only those members', async () => {
    const response = await as(attacker, '/api/user-directory/desk-user-groups', { limit: 100 });
    const raw = await response.text();
    for (const id of outsideIds()) expect(raw).not.toContain(id);
    expect(raw).not.toContain('Lyon team');
    expect(raw).not.toContain('lyon-user');
    const { groups, count } = JSON.parse(raw) as { groups: { name: string; users: { id: string }[] }[]; count: number };
    expect(groups.map((g) => g.name).sort()).toEqual(['Empty team', 'Mixed team']);
    expect(count).toBe(2);
    expect(groups.find((g) => g.name === 'Mixed team')!.users.map((u) => u.id)).toEqual([ids.parisUser]);
  });

  it('answers 404 to reading, saving or deleting a group whose members are all outside', async () => {
    expect((await as(attacker, group(ids.lyonGroup))).status).toBe(404);
    expect((await as(attacker, group(ids.lyonGroup), { name: 'Taken', users: [] }, 'PUT')).status).toBe(404);
    expect((await as(attacker, group(ids.lyonGroup), undefined, 'DELETE')).status).toBe(404);
    const { data } = await (await as(admin, group(ids.lyonGroup))).json();
    expect(data).toMatchObject({ name: 'Lyon team', users: [{ id: ids.lyonUser }] });
  });

  it('keeps the members they cannot see when they save a group', async () => {
    const saved = await as(attacker, group(ids.mixedGroup), { name: 'Mixed team', users: [] }, 'PUT');
    expect(saved.status).toBe(200);
    expect(await saved.text()).not.toContain(ids.lyonUser);
    const { data } = await (await as(admin, group(ids.mixedGroup))).json();
    expect(data.users.map((u: { id: string }) => u.id)).toEqual([ids.lyonUser]);
    // Back as it was, for the other tests.
    await as(admin, group(ids.mixedGroup), { name: 'Mixed team', users: [ids.parisUser, ids.lyonUser] }, 'PUT');
  });

  it('refuses to delete a group with members they cannot see: it would change the rights of people outside', async () => {
    const response = await as(attacker, group(ids.mixedGroup), undefined, 'DELETE');
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('CONFLICT');
    expect((await as(admin, group(ids.mixedGroup))).status).toBe(200);
  });

  it('may not add a user they cannot see to a group', async () => {
    const response = await as(attacker, '/api/user-directory/desk-user-group', {
      name: 'Sneaky',
      users: [ids.lyonUser],
    });
    expect(response.status).toBe(400);
  });
});

describe('access rules, for a user who manages rights on one organisation', () => {
  it('show only the users, groups and criteria organisations they see', async () => {
    for (const response of [
      await as(attacker, rule(ids.rule)),
      await as(attacker, '/api/desk/access-rules', { search: 'Paris payslips' }),
    ]) {
      expect(response.status).toBe(200);
      const raw = await response.text();
      for (const id of outsideIds()) expect(raw).not.toContain(id);
    }
    const { data } = await (await as(attacker, rule(ids.rule))).json();
    expect(data.users.map((u: { id: string }) => u.id)).toEqual([ids.parisUser]);
    expect(data.groups.map((g: { id: string }) => g.id)).toEqual([ids.mixedGroup]);
    expect(data.docCriterias).toEqual([{ type: 'OrgsCriteria', orgIds: [ids.paris] }]);
  });

  it('keep on save the users, groups and organisations the caller cannot see', async () => {
    const { data } = await (await as(attacker, rule(ids.rule))).json();
    const saved = await as(
      attacker,
      rule(ids.rule),
      {
        name: data.name,
        orgId: data.orgId,
        userIds: data.users.map((u: { id: string }) => u.id),
        userGroupIds: data.groups.map((g: { id: string }) => g.id),
        features: data.features,
        docCriterias: data.docCriterias,
      },
      'PUT',
    );
    expect(saved.status).toBe(200);
    const after = (await (await as(admin, rule(ids.rule))).json()).data;
    expect(after.users.map((u: { id: string }) => u.id).sort()).toEqual([ids.parisUser, ids.lyonUser].sort());
    expect(after.groups.map((g: { id: string }) => g.id).sort()).toEqual([ids.lyonGroup, ids.mixedGroup].sort());
    expect(after.docCriterias[0].orgIds.sort()).toEqual([ids.paris, ids.lyon].sort());
  });

  it('may attach only groups the caller sees', async () => {
    const response = await as(attacker, '/api/desk/access-rule', {
      name: 'Sneaky rule',
      orgId: ids.paris,
      userGroupIds: [ids.lyonGroup],
      features: ['RIGHTS_MANAGE'],
    });
    expect(response.status).toBe(400);
  });
});

describe('users, for a user who manages rights on one organisation', () => {
  it('show only the visible organisations the caller sees, and keep the others on save', async () => {
    const read = await as(attacker, `/api/user-directory/desk-user/${ids.mixedUser}`);
    const raw = await read.text();
    expect(raw).not.toContain(ids.lyon);
    expect(raw).not.toContain('Lyon');
    const { data } = JSON.parse(raw);
    const saved = await as(
      attacker,
      `/api/user-directory/desk-user/${ids.mixedUser}`,
      {
        login: data.login,
        firstName: data.firstName,
        lastName: data.name,
        email: data.email,
        userOrgId: data.userOrg.id,
        visuOrgIds: data.visuOrgs.map((o: { id: string }) => o.id),
      },
      'PUT',
    );
    expect(saved.status).toBe(200);
    const after = (await (await as(admin, `/api/user-directory/desk-user/${ids.mixedUser}`)).json()).data;
    expect(after.visuOrgs.map((o: { id: string }) => o.id).sort()).toEqual([ids.paris, ids.lyon].sort());
  });

  it('lists and counts none of the users outside', async () => {
    const raw = await (await as(attacker, '/api/user-directory/desk-users', { limit: 100 })).text();
    for (const id of outsideIds()) expect(raw).not.toContain(id);
    const { users, count } = JSON.parse(raw) as { users: unknown[]; count: number };
    expect(count).toBe(users.length);
  });
});

describe('ids in paths', () => {
  it('are found in upper case as in lower case', async () => {
    for (const path of [
      `/api/user-directory/desk-user/${ids.parisUser.toUpperCase()}`,
      `/api/desk/access-rule/${ids.rule.toUpperCase()}`,
      group(ids.mixedGroup.toUpperCase()),
      `/api/desk/organization/${ids.paris.toUpperCase()}`,
    ]) {
      const response = await as(admin, path);
      expect(response.status, path).toBe(200);
    }
  });
});
