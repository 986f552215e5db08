import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../common/api/organizations';
import { accessRules, userGroups, users } from '../../common/api/rights';
import { FEATURES } from '../../common/features';
import { apiAs, ok, refused, type Api } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { makeScopedUser } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

/**
 * An attacker who manages rights on ONE organisation (Paris) must not read, through any list,
 * detail, count or message, what lies outside it (Lyon), nor take it away by saving.
 */
let server: TestServer;
/** The demo administrator's client, and the attacker's. */
let admin: Api;
let attacker: Api;
const ids = {} as Record<
  'paris' | 'lyon' | 'parisUser' | 'lyonUser' | 'mixedUser' | 'lyonGroup' | 'mixedGroup' | 'emptyGroup' | 'rule',
  string
>;

/** An answer's body as its text came (re-serialised), to check it names nothing outside. */
const textOf = (answer: { body: unknown }) => JSON.stringify(answer.body);
const userBody = (login: string, orgId: string, visuOrgIds: string[]) => ({
  login,
  lastName: login,
  password: 'Visible-Pass-1',
  confirmation: 'Visible-Pass-1',
  userOrgId: orgId,
  visuOrgIds,
});
const group = (id: string) => ({ params: { id } });
const rule = (id: string) => ({ params: { id } });
const outsideIds = () => [ids.lyon, ids.lyonUser, ids.lyonGroup];

beforeAll(async () => {
  server = await startTestServer();
  admin = apiAs(server, (await loginAs(server, 'admin')).token);
  ids.paris = (await demoOrganization(server, 'Paris')).id;
  ids.lyon = (await demoOrganization(server, 'Lyon')).id;
  const user = async (body: ReturnType<typeof userBody>) => (await admin.ok(users.create, { body })).data.id;
  ids.parisUser = await user(userBody('paris-user', ids.paris, [ids.paris]));
  ids.lyonUser = await user(userBody('lyon-user', ids.lyon, [ids.lyon]));
  ids.mixedUser = await user(userBody('mixed-user', ids.paris, [ids.paris, ids.lyon]));
  const userGroup = async (name: string, members: string[]) =>
    (await admin.ok(userGroups.create, { body: { name, users: members } })).data.id;
  ids.lyonGroup = await userGroup('Lyon team', [ids.lyonUser]);
  ids.mixedGroup = await userGroup('Mixed team', [ids.parisUser, ids.lyonUser]);
  ids.emptyGroup = await userGroup('Empty team', []);
  const { data: accessRule } = await admin.ok(accessRules.create, {
    body: {
      name: 'Paris payslips',
      orgId: ids.paris,
      userIds: [ids.parisUser, ids.lyonUser],
      userGroupIds: [ids.lyonGroup, ids.mixedGroup],
      features: ['DOCUMENTS_LIST'],
      docCriterias: [{ type: 'OrgsCriteria', orgIds: [ids.paris, ids.lyon] }],
    },
  });
  ids.rule = accessRule.id;
  const scoped = await makeScopedUser(server, { login: 'paris-attacker', orgId: ids.paris, features: [...FEATURES] });
  attacker = apiAs(server, scoped.token);
});
afterAll(() => server?.close());

describe('user groups, for a user who manages rights on one organisation', () => {
  it('lists only the groups with a member they see or with none, naming only those members', async () => {
    const answer = await attacker(userGroups.search, { body: { limit: 100 } });
    const raw = textOf(answer);
    for (const id of outsideIds()) expect(raw).not.toContain(id);
    expect(raw).not.toContain('Lyon team');
    expect(raw).not.toContain('lyon-user');
    const { groups, count } = ok(answer);
    expect(groups.map((g) => g.name).sort()).toEqual(['Empty team', 'Mixed team']);
    expect(count).toBe(2);
    expect(groups.find((g) => g.name === 'Mixed team')!.users.map((u) => u.id)).toEqual([ids.parisUser]);
  });

  it('answers 404 to reading, saving or deleting a group whose members are all outside', async () => {
    expect((await attacker(userGroups.get, group(ids.lyonGroup))).status).toBe(404);
    expect(
      (await attacker(userGroups.update, { ...group(ids.lyonGroup), body: { name: 'Taken', users: [] } })).status,
    ).toBe(404);
    expect((await attacker(userGroups.delete, group(ids.lyonGroup))).status).toBe(404);
    const { data } = ok(await admin(userGroups.get, group(ids.lyonGroup)));
    expect(data).toMatchObject({ name: 'Lyon team', users: [{ id: ids.lyonUser }] });
  });

  it('keeps the members they cannot see when they save a group', async () => {
    const saved = await attacker(userGroups.update, {
      ...group(ids.mixedGroup),
      body: { name: 'Mixed team', users: [] },
    });
    expect(saved.status).toBe(200);
    expect(textOf(saved)).not.toContain(ids.lyonUser);
    const { data } = ok(await admin(userGroups.get, group(ids.mixedGroup)));
    expect(data.users.map((u: { id: string }) => u.id)).toEqual([ids.lyonUser]);
    // Back as it was, for the other tests.
    await admin(userGroups.update, {
      ...group(ids.mixedGroup),
      body: { name: 'Mixed team', users: [ids.parisUser, ids.lyonUser] },
    });
  });

  it('refuses to delete a group with members they cannot see: it would change the rights of people outside', async () => {
    const answer = await attacker(userGroups.delete, group(ids.mixedGroup));
    expect(answer.status).toBe(409);
    expect(refused(answer, 409).error.code).toBe('CONFLICT');
    expect((await admin(userGroups.get, group(ids.mixedGroup))).status).toBe(200);
  });

  it('may not add a user they cannot see to a group', async () => {
    const answer = await attacker(userGroups.create, { body: { name: 'Sneaky', users: [ids.lyonUser] } });
    expect(answer.status).toBe(400);
  });
});

describe('access rules, for a user who manages rights on one organisation', () => {
  it('show only the users, groups and criteria organisations they see', async () => {
    for (const answer of [
      await attacker(accessRules.get, rule(ids.rule)),
      await attacker(accessRules.search, { body: { search: 'Paris payslips' } }),
    ]) {
      expect(answer.status).toBe(200);
      const raw = textOf(answer);
      for (const id of outsideIds()) expect(raw).not.toContain(id);
    }
    const { data } = ok(await attacker(accessRules.get, rule(ids.rule)));
    expect(data.users.map((u: { id: string }) => u.id)).toEqual([ids.parisUser]);
    expect(data.groups.map((g: { id: string }) => g.id)).toEqual([ids.mixedGroup]);
    expect(data.docCriterias).toEqual([{ type: 'OrgsCriteria', orgIds: [ids.paris] }]);
  });

  it('keep on save the users, groups and organisations the caller cannot see', async () => {
    const { data } = ok(await attacker(accessRules.get, rule(ids.rule)));
    const saved = await attacker(accessRules.update, {
      ...rule(ids.rule),
      body: {
        name: data.name,
        orgId: data.orgId,
        userIds: data.users.map((u: { id: string }) => u.id),
        userGroupIds: data.groups.map((g: { id: string }) => g.id),
        features: data.features,
        docCriterias: data.docCriterias,
      },
    });
    expect(saved.status).toBe(200);
    const after = ok(await admin(accessRules.get, rule(ids.rule))).data;
    expect(after.users.map((u: { id: string }) => u.id).sort()).toEqual([ids.parisUser, ids.lyonUser].sort());
    expect(after.groups.map((g: { id: string }) => g.id).sort()).toEqual([ids.lyonGroup, ids.mixedGroup].sort());
    const [orgsCriteria] = after.docCriterias;
    if (orgsCriteria?.type !== 'OrgsCriteria')
      throw new Error(`not the organisations: ${JSON.stringify(orgsCriteria)}`);
    expect(orgsCriteria.orgIds.sort()).toEqual([ids.paris, ids.lyon].sort());
  });

  it('may attach only groups the caller sees', async () => {
    const answer = await attacker(accessRules.create, {
      body: { name: 'Sneaky rule', orgId: ids.paris, userGroupIds: [ids.lyonGroup], features: ['RIGHTS_MANAGE'] },
    });
    expect(answer.status).toBe(400);
  });
});

describe('users, for a user who manages rights on one organisation', () => {
  it('show only the visible organisations the caller sees, and keep the others on save', async () => {
    const read = await attacker(users.get, { params: { id: ids.mixedUser } });
    const raw = textOf(read);
    expect(raw).not.toContain(ids.lyon);
    expect(raw).not.toContain('Lyon');
    const { data } = ok(read);
    const saved = await attacker(users.update, {
      params: { id: ids.mixedUser },
      body: {
        login: data.login,
        firstName: data.firstName,
        lastName: data.name,
        email: data.email,
        userOrgId: data.userOrg.id,
        visuOrgIds: data.visuOrgs.map((o: { id: string }) => o.id),
      },
    });
    expect(saved.status).toBe(200);
    const after = ok(await admin(users.get, { params: { id: ids.mixedUser } })).data;
    expect(after.visuOrgs.map((o: { id: string }) => o.id).sort()).toEqual([ids.paris, ids.lyon].sort());
  });

  it('lists and counts none of the users outside', async () => {
    const answer = await attacker(users.search, { body: { limit: 100 } });
    const raw = textOf(answer);
    for (const id of outsideIds()) expect(raw).not.toContain(id);
    const { users: listed, count } = ok(answer);
    expect(count).toBe(listed.length);
  });
});

describe('ids in paths', () => {
  it('are found in upper case as in lower case', async () => {
    for (const [name, attempt] of [
      ['user', () => admin(users.get, { params: { id: ids.parisUser.toUpperCase() } })],
      ['access rule', () => admin(accessRules.get, rule(ids.rule.toUpperCase()))],
      ['user group', () => admin(userGroups.get, group(ids.mixedGroup.toUpperCase()))],
      ['organization', () => admin(organizations.get, { params: { id: ids.paris.toUpperCase() } })],
    ] as const) {
      const answer = await attempt();
      expect(answer.status, name).toBe(200);
    }
  });
});
