import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { employeeGroups, employees as employeeCalls } from '../../common/api/employees';
import { accessRules } from '../../common/api/rights';
import { FEATURES, type Feature } from '../../common/features';
import type { TEmployeeGroup } from '../../common/schemas/employeeGroups';
import { resolveDocumentScope, visibleDocuments } from '../../server/access/documentFilter';
import { findRulesOfUser, findVisibleOrgIds } from '../../server/access/userRules';
import { demoOrganization } from '../support/demoOrganization';
import { insertEmployee, insertOrganization, makeScopedUser } from '../support/factories';
import { apiAs, ok, refused } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

/**
 * Employee groups: a name, an organisation and employees of it. A caller sees the groups of the
 * organisations they see, and of their members only the employees they see; access rules may
 * name groups, which then limit the employees and documents their holders see.
 */
let server: TestServer;
let admin: string;
/** Manages everything, but sees only Paris (and below it). */
let attacker: string;
const orgs = {} as Record<'paris' | 'parisNord' | 'lyon' | 'root' | 'other', { id: string; name: string }>;
const employees = {} as Record<'ana' | 'bruno' | 'carla' | 'dora' | 'stranger', string>;

const as = (token: string) => apiAs(server, token);

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
/** A body the declaration refuses, sent on purpose: what is tested is the server's own validation. */
const malformed = (body: unknown) => body as never;

type GroupWrite = CallInput<typeof employeeGroups.create>['body'];

const createGroup = async (body: GroupWrite, token = admin) =>
  (await as(token).ok(employeeGroups.create, { body })).data;
const readGroup = async (id: string, token = admin) =>
  (await as(token).ok(employeeGroups.get, { params: { id } })).data;
const search = (body: CallInput<typeof employeeGroups.search>['body'], token = admin) =>
  as(token).ok(employeeGroups.search, { body });
const groupCount = async () =>
  Number(
    (
      await server.ctx.database.db
        .selectFrom('employee_groups')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A user of Paris whose one rule, on Paris, grants these features with these employee criteria. */
let holders = 0;
const ruleHolder = async (features: Feature[], criteria: { employeeIds?: string[]; employeeGroupIds?: string[] }) => {
  const login = `holder-${++holders}`;
  const user = await makeScopedUser(server, { login, orgId: orgs.paris.id, features: [] });
  const rule = await as(admin)(accessRules.create, {
    body: { name: `${login} rule`, orgId: orgs.paris.id, userIds: [user.id], features, ...criteria },
  });
  expect(rule.status).toBe(201);
  return user;
};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.ctx.database;
  admin = (await loginAs(server, 'admin')).token;
  const paris = await demoOrganization(server, 'Paris');
  const lyon = await demoOrganization(server, 'Lyon');
  const parisNord = await insertOrganization(db, { name: 'Paris Nord', parent: paris });
  const other = await insertOrganization(db, { name: 'Autre client' });
  const root = await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', paris.customer_id)
    .executeTakeFirstOrThrow();
  Object.assign(orgs, { paris, lyon, parisNord, other, root });
  const employee = async (organization: typeof paris, lastName: string, alsoIn: (typeof paris)[] = []) =>
    (await insertEmployee(db, organization, { first_name: lastName, last_name: lastName, alsoIn })).id;
  employees.ana = await employee(paris, 'Arnaud');
  employees.bruno = await employee(parisNord, 'Bernard');
  employees.carla = await employee(lyon, 'Carpentier');
  employees.dora = await employee(paris, 'Dumas', [lyon]);
  employees.stranger = await employee(other, 'Étranger');
  attacker = (await makeScopedUser(server, { login: 'paris-attacker', orgId: paris.id, features: [...FEATURES] }))
    .token;
});
afterAll(() => server?.close());

describe('the employee group calls', () => {
  it('create a group with a name, an organisation and employees, and read it back', async () => {
    const created = await createGroup({
      name: ' Équipe paie ',
      orgId: orgs.paris.id,
      employeeIds: [employees.bruno, employees.ana],
    });
    expect(created).toMatchObject({
      name: 'Équipe paie',
      organization: { id: orgs.paris.id, name: orgs.paris.name },
      employeeCount: 2,
      employees: [
        { id: employees.ana, lastName: 'Arnaud' },
        { id: employees.bruno, lastName: 'Bernard' },
      ],
    });
    expect(await readGroup(created.id.toUpperCase())).toEqual(created);
  });

  it('page by name with the count of every match, and filter by organisation or ids', async () => {
    for (const name of ['Ordre Zèbre', 'Ordre Alpha', 'ordre milieu']) {
      await createGroup({
        name,
        orgId: name === 'Ordre Alpha' ? orgs.lyon.id : orgs.paris.id,
        employeeIds: [employees.dora],
      });
    }
    const page = (n: number) => search({ search: 'ordre', limit: 2, page: n });
    const [first, second] = [await page(1), await page(2)];
    expect([first.count, second.count]).toEqual([3, 3]);
    expect([...first.employeeGroups, ...second.employeeGroups].map((g) => g.name)).toEqual([
      'Ordre Alpha',
      'ordre milieu',
      'Ordre Zèbre',
    ]);
    expect(first.employeeGroups[0]).toMatchObject({ organization: { id: orgs.lyon.id }, employeeCount: 1 });
    const inLyon = await search({ search: 'ordre', filters: { orgId: orgs.lyon.id } });
    expect(inLyon.employeeGroups.map((g) => g.name)).toEqual(['Ordre Alpha']);
    const byName = await search({ filters: { name: 'zèbre' }, sort: { field: 'createdAt', order: 'DESC' } });
    expect(byName.employeeGroups.map((g) => g.name)).toEqual(['Ordre Zèbre']);
    const byIds = await search({ ids: [first.employeeGroups[0]!.id] });
    expect(byIds.employeeGroups.map((g) => g.name)).toEqual(['Ordre Alpha']);
    expect((await search({ ids: [] })).count).toBe(0);
  });

  it('refuse a group without a name, an organisation or an employee, and change nothing', async () => {
    const before = await groupCount();
    const valid = { name: 'Valide', orgId: orgs.paris.id, employeeIds: [employees.ana] };
    for (const body of [
      { ...valid, name: '   ' },
      { ...valid, name: undefined },
      { ...valid, employeeIds: [] },
      { ...valid, employeeIds: undefined },
      { ...valid, orgId: undefined },
      { ...valid, orgId: 'paris' },
      { ...valid, employeeIds: ['not-a-uuid'] },
      { ...valid, name: 'x'.repeat(201) },
    ]) {
      const answer = await as(admin)(employeeGroups.create, { body: malformed(body) });
      expect(refused(answer, 400).error.code).toBe('VALIDATION_ERROR');
    }
    expect(await groupCount()).toBe(before);
  });

  it("refuse employees of another customer, unknown ones, or outside the group's organisation", async () => {
    const before = await groupCount();
    const attempt = async (orgId: string, employeeIds: string[]) => {
      const answer = await as(admin)(employeeGroups.create, { body: { name: 'Refusé', orgId, employeeIds } });
      return refused(answer, 400).error.fields;
    };
    expect(await attempt(orgs.paris.id, [employees.stranger])).toEqual({ employeeIds: 'not_visible' });
    expect(await attempt(orgs.paris.id, [crypto.randomUUID()])).toEqual({ employeeIds: 'not_visible' });
    // Carla works in Lyon only; Bruno in Paris Nord, below Paris but not below Lyon.
    expect(await attempt(orgs.paris.id, [employees.ana, employees.carla])).toEqual({
      employeeIds: 'outside_group_organization',
    });
    expect(await attempt(orgs.parisNord.id, [employees.ana])).toEqual({ employeeIds: 'outside_group_organization' });
    expect(await attempt(orgs.other.id, [employees.ana])).toEqual({ orgId: 'not_visible' });
    expect(await groupCount()).toBe(before);
  });

  it('rename, move and change the members of a group, then delete it', async () => {
    const created = await createGroup({ name: 'Avant', orgId: orgs.paris.id, employeeIds: [employees.ana] });
    const params = { id: created.id };
    const moved = await as(admin)(employeeGroups.update, {
      params,
      body: { name: 'Après', orgId: orgs.root.id, employeeIds: [employees.carla, employees.dora] },
    });
    expect(moved.status).toBe(200);
    expect(ok(moved).data).toMatchObject({
      name: 'Après',
      organization: { id: orgs.root.id },
      employees: [{ id: employees.carla }, { id: employees.dora }],
    });
    expect((await as(admin)(employeeGroups.delete, { params })).status).toBe(204);
    expect((await as(admin)(employeeGroups.get, { params })).status).toBe(404);
    expect((await as(admin)(employeeGroups.delete, { params })).status).toBe(404);
  });

  it('keep a group an access rule filters by', async () => {
    const used = await createGroup({ name: 'Utilisé', orgId: orgs.paris.id, employeeIds: [employees.ana] });
    await ruleHolder(['DOCUMENTS_LIST'], { employeeGroupIds: [used.id] });
    const answer = await as(admin)(employeeGroups.delete, { params: { id: used.id } });
    expect(answer.status).toBe(409);
    expect((await as(admin)(employeeGroups.get, { params: { id: used.id } })).status).toBe(200);
  });
});

describe('employee groups, for a user who sees one organisation (Paris)', () => {
  let lyonGroup: TEmployeeGroup;
  let rootGroup: TEmployeeGroup;
  let parisGroup: TEmployeeGroup;
  beforeAll(async () => {
    lyonGroup = await createGroup({ name: 'Secret lyonnais', orgId: orgs.lyon.id, employeeIds: [employees.carla] });
    rootGroup = await createGroup({ name: 'Secret du siège', orgId: orgs.root.id, employeeIds: [employees.ana] });
    parisGroup = await createGroup({
      name: 'Paris et Lyon',
      orgId: orgs.paris.id,
      employeeIds: [employees.ana, employees.dora],
    });
  });

  it('lists only the groups of the organisations they see', async () => {
    const page = await as(attacker).ok(employeeGroups.search, { body: { limit: 100 } });
    const raw = JSON.stringify(page);
    for (const hidden of [lyonGroup.id, rootGroup.id, 'Secret', employees.carla, 'Carpentier']) {
      expect(raw).not.toContain(hidden);
    }
    expect(page.employeeGroups.map((g) => g.id)).toContain(parisGroup.id);
    expect(page.count).toBe(page.employeeGroups.length);
    expect((await search({ filters: { orgId: orgs.lyon.id } }, attacker)).count).toBe(0);
    expect((await search({ ids: [lyonGroup.id, rootGroup.id] }, attacker)).count).toBe(0);
  });

  it('answers 404 to reading, saving or deleting a group of another organisation, and changes nothing', async () => {
    for (const hidden of [lyonGroup, rootGroup]) {
      const body = { name: 'Pris', orgId: orgs.paris.id, employeeIds: [employees.ana] };
      const params = { id: hidden.id };
      expect((await as(attacker)(employeeGroups.get, { params })).status).toBe(404);
      expect((await as(attacker)(employeeGroups.update, { params, body })).status).toBe(404);
      expect((await as(attacker)(employeeGroups.delete, { params })).status).toBe(404);
      expect(await readGroup(hidden.id)).toEqual(hidden);
    }
  });

  it('cannot put in a group an employee or an organisation they do not see', async () => {
    const before = await groupCount();
    const outside = await as(attacker)(employeeGroups.create, {
      body: { name: 'Intrus', orgId: orgs.paris.id, employeeIds: [employees.ana, employees.carla] },
    });
    expect(refused(outside, 400).error.fields).toEqual({ employeeIds: 'not_visible' });
    const inLyon = await as(attacker)(employeeGroups.create, {
      body: { name: 'Intrus', orgId: orgs.lyon.id, employeeIds: [employees.dora] },
    });
    expect(refused(inLyon, 400).error.fields).toEqual({ orgId: 'not_visible' });
    expect(await groupCount()).toBe(before);
  });

  it('sees only the members their rules let them see, and saving keeps the others', async () => {
    const team = await createGroup({
      name: 'Équipe mixte',
      orgId: orgs.paris.id,
      employeeIds: [employees.ana, employees.bruno],
    });
    const manager = await ruleHolder(['EMPLOYEES_LIST', 'EMPLOYEES_EDIT'], { employeeIds: [employees.ana] });
    const seen = await readGroup(team.id, manager.token);
    expect(seen.employees.map((e) => e.id)).toEqual([employees.ana]);
    expect(seen.employeeCount).toBe(1);
    expect(JSON.stringify(seen)).not.toContain(employees.bruno);
    const listed = await search({ ids: [team.id] }, manager.token);
    expect(listed.employeeGroups[0]!.employeeCount).toBe(1);
    const saved = await as(manager.token)(employeeGroups.update, {
      params: { id: team.id },
      body: { name: 'Équipe renommée', orgId: orgs.paris.id, employeeIds: [employees.ana] },
    });
    expect(saved.status).toBe(200);
    expect(ok(saved).data.employees.map((e) => e.id)).toEqual([employees.ana]);
    const stored = await readGroup(team.id);
    expect(stored.name).toBe('Équipe renommée');
    expect(stored.employees.map((e) => e.id)).toEqual([employees.ana, employees.bruno]);
    const adding = await as(manager.token)(employeeGroups.update, {
      params: { id: team.id },
      body: { name: 'Équipe', orgId: orgs.paris.id, employeeIds: [employees.ana, employees.bruno] },
    });
    expect(refused(adding, 400).error.fields).toEqual({ employeeIds: 'not_visible' });
  });
});

describe('access rules with employee groups', () => {
  it('let their holders see only the employees of their groups, with the employees they name', async () => {
    const team = await createGroup({
      name: 'Cadres',
      orgId: orgs.paris.id,
      employeeIds: [employees.ana, employees.bruno],
    });
    const listed = async (token: string) =>
      (await as(token).ok(employeeCalls.search, { body: { limit: 100 } })).employees.map((e) => e.id).sort();
    const byGroup = await ruleHolder(['EMPLOYEES_LIST'], { employeeGroupIds: [team.id] });
    expect(await listed(byGroup.token)).toEqual([employees.ana, employees.bruno].sort());
    expect((await as(byGroup.token)(employeeCalls.get, { params: { id: employees.dora } })).status).toBe(404);
    const both = await ruleHolder(['EMPLOYEES_LIST'], { employeeIds: [employees.dora], employeeGroupIds: [team.id] });
    expect(await listed(both.token)).toEqual([employees.ana, employees.bruno, employees.dora].sort());
  });

  it('let their holders see only the documents of the employees of their groups', async () => {
    const { db } = server.ctx.database;
    const team = await createGroup({ name: 'Paie Paris', orgId: orgs.paris.id, employeeIds: [employees.ana] });
    const holder = await ruleHolder(['DOCUMENTS_LIST'], { employeeGroupIds: [team.id] });
    const documents = await db
      .insertInto('documents')
      .values(
        [employees.ana, employees.dora, null].map((employeeId) => ({
          customer_id: orgs.root.id,
          org_id: orgs.paris.id,
          doc_type: 'PAYE',
          employee_id: employeeId,
        })),
      )
      .returning(['id', 'employee_id'])
      .execute();
    const scope = await resolveDocumentScope(
      db,
      await findRulesOfUser(db, holder.id),
      await findVisibleOrgIds(db, holder.id),
    );
    const seen = await db
      .selectFrom('documents')
      .select('id')
      .where(
        'id',
        'in',
        documents.map((d) => d.id),
      )
      .where(visibleDocuments(scope))
      .execute();
    expect(seen.map((d) => d.id)).toEqual(documents.filter((d) => d.employee_id === employees.ana).map((d) => d.id));
  });

  it('show only the employee groups the reader sees, and keep the others on save', async () => {
    const parisTeam = await createGroup({ name: 'Rule Paris', orgId: orgs.paris.id, employeeIds: [employees.ana] });
    const lyonTeam = await createGroup({ name: 'Rule Lyon', orgId: orgs.lyon.id, employeeIds: [employees.carla] });
    const holder = await makeScopedUser(server, { login: 'rule-target', orgId: orgs.paris.id, features: [] });
    const body: CallInput<typeof accessRules.create>['body'] = {
      name: 'Both teams',
      orgId: orgs.paris.id,
      userIds: [holder.id],
      features: ['DOCUMENTS_LIST'],
      employeeGroupIds: [parisTeam.id, lyonTeam.id],
    };
    const rule = (await as(admin).ok(accessRules.create, { body })).data;
    expect(rule.employeeGroups.map((g) => g.name)).toEqual(['Rule Lyon', 'Rule Paris']);
    const params = { id: rule.id };
    const seen = (await as(attacker).ok(accessRules.get, { params })).data;
    expect(seen.employeeGroupIds).toEqual([parisTeam.id]);
    expect(JSON.stringify(seen)).not.toContain(lyonTeam.id);
    const saved = await as(attacker)(accessRules.update, {
      params,
      body: { ...body, employeeGroupIds: [parisTeam.id] },
    });
    expect(saved.status).toBe(200);
    const stored = (await as(admin).ok(accessRules.get, { params })).data;
    expect(stored.employeeGroupIds.sort()).toEqual([parisTeam.id, lyonTeam.id].sort());
    const adding = await as(attacker)(accessRules.update, { params, body });
    expect(refused(adding, 400).error.fields).toEqual({ employeeGroupIds: 'not_visible' });
  });
});
