import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallBody } from '../../common/api/call';
import { organizations } from '../../common/api/organizations';
import { FEATURES } from '../../common/features';
import { apiAs, ok, refused, type Api, type SuccessBody, malformed } from '../support/api';
import { insertUser, makeOrganization as createOrganization, type OrganizationFields } from '../support/factories';
import { makeSiret } from '../support/siret';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
/** The demo administrator's client. */
let api: Api;
let rootId: string;
let parisId: string;
let lyonId: string;

type Page = SuccessBody<typeof organizations.search>;

/** An organisation the admin creates, under the customer root unless told. */
const makeOrganization = (fields: OrganizationFields = {}) => createOrganization(server, admin, fields);

const search = async (body: CallBody<typeof organizations.search>, token = admin) => {
  const answer = await apiAs(server, token)(organizations.search, { body });
  expect(answer.status).toBe(200);
  return ok(answer);
};

/** A user of the demo customer with every feature who sees only the given organisations. */
const userSeeing = async (login: string, orgIds: string[], orgId = orgIds[0]!) => {
  const user = await insertUser(server, { login, features: [...FEATURES] });
  const { db } = server.ctx.database;
  await db.updateTable('users').set({ org_id: orgId }).where('id', '=', user.id).execute();
  await db.deleteFrom('user_visible_organizations').where('user_id', '=', user.id).execute();
  await db
    .insertInto('user_visible_organizations')
    .values(orgIds.map((id) => ({ user_id: user.id, org_id: id })))
    .execute();
  return (await loginAs(server, login)).token;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  api = apiAs(server, admin);
  const demo = await server.ctx.database.db.selectFrom('organizations').select(['id', 'name', 'parent_id']).execute();
  rootId = demo.find((org) => org.parent_id === null)!.id;
  parisId = demo.find((org) => org.name === 'Liasse Démo Paris')!.id;
  lyonId = demo.find((org) => org.name === 'Liasse Démo Lyon')!.id;
});
afterAll(() => server?.close());

describe('creating an organisation', () => {
  it('saves it under its parent with its address, and lists it', async () => {
    const created = await makeOrganization({
      name: 'Boulangerie Martin',
      parentId: lyonId,
      address: { street: '3 RUE DE LA REPUBLIQUE', zipCode: '69002', city: 'LYON', country: 'FRANCE', phone: '' },
      distribution: 'WITH_VALIDATION',
    });
    expect(created).toMatchObject({
      name: 'Boulangerie Martin',
      parentId: lyonId,
      address: { street: '3 RUE DE LA REPUBLIQUE', zipCode: '69002', city: 'LYON', phone: null },
      ancestors: [
        { id: rootId, name: 'Liasse Démo' },
        { id: lyonId, name: 'Liasse Démo Lyon' },
      ],
    });
    const { organizations } = await search({ search: 'boulangerie' });
    expect(organizations).toMatchObject([{ id: created.id, parentName: 'Liasse Démo Lyon' }]);
  });

  it('is seen by a user who sees its parent, and not by one who sees only a sibling', async () => {
    const created = await makeOrganization({ name: 'Sous Lyon', parentId: lyonId });
    const lyonToken = await userSeeing('sees-lyon', [lyonId]);
    const parisToken = await userSeeing('sees-paris', [parisId]);
    expect((await search({ search: 'Sous Lyon' }, lyonToken)).count).toBe(1);
    expect((await search({ search: 'Sous Lyon' }, parisToken)).count).toBe(0);
    expect((await apiAs(server, parisToken)(organizations.get, { params: { id: created.id } })).status).toBe(404);
  });

  it('answers every wrong field at once, as a list, and saves nothing', async () => {
    const before = (await search({})).count;
    const answer = await api(organizations.create, { body: { name: ' ', siret: '1234567890123', parentId: 'x' } });
    expect(answer.status).toBe(400);
    const { error } = refused(answer, 400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toMatchObject({ name: expect.any(String), siret: 'siret', parentId: expect.any(String) });
    expect((await search({})).count).toBe(before);
  });

  it.each([
    ['13 digits', '8412345670001', 'siret'],
    ['letters', '8412345670001A', 'siret'],
    ['a broken checksum', '84123456700012', 'siret_check_digit'],
  ])('refuses a SIRET with %s, saying which', async (_case, siret, code) => {
    const answer = await api(organizations.create, { body: { name: 'X', siret, parentId: rootId } });
    expect(answer.status).toBe(400);
    expect(refused(answer, 400).error.fields).toEqual({
      siret: code,
    });
  });

  it('refuses a SIRET the customer already has and a parent the caller cannot see, together', async () => {
    const parisToken = await userSeeing('paris-creator', [parisId]);
    const answer = await apiAs(server, parisToken)(organizations.create, {
      body: { name: 'Double', siret: '84123456700029', parentId: lyonId },
    });
    expect(answer.status).toBe(400);
    const { error } = refused(answer, 400);
    expect(error.fields).toEqual({ siret: 'siret_taken', parentId: 'not_visible' });
  });

  it('requires a parent', async () => {
    const answer = await api(organizations.create, { body: { name: 'Orphan', siret: makeSiret(), parentId: null } });
    expect(answer.status).toBe(400);
    expect(refused(answer, 400).error.fields).toEqual({
      parentId: 'required',
    });
  });
});

describe('the invoicing password', () => {
  it('is stored encrypted, never sent back, kept when left blank and removed on request', async () => {
    const created = await makeOrganization({ invoicingLogin: 'chorus-login', invoicingPassword: 'S3cret-Chorus' });
    expect(created).toMatchObject({ invoicingLogin: 'chorus-login', hasInvoicingPassword: true });
    expect(JSON.stringify(created)).not.toContain('S3cret-Chorus');
    const stored = await server.ctx.database.db
      .selectFrom('organizations')
      .select('invoicing_password_enc')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.invoicing_password_enc).not.toContain('S3cret');
    expect(server.ctx.secrets.open(stored.invoicing_password_enc!)).toBe('S3cret-Chorus');

    const body = { name: created.name, siret: created.siret!, parentId: rootId, invoicingLogin: 'chorus-login' };
    const kept = await api(organizations.update, { params: { id: created.id }, body });
    expect(ok(kept).data.hasInvoicingPassword).toBe(true);
    const cleared = await api(organizations.update, {
      params: { id: created.id },
      body: { ...body, clearInvoicingPassword: true },
    });
    expect(ok(cleared).data.hasInvoicingPassword).toBe(false);
  });
});

describe('moving an organisation', () => {
  it('moves its whole subtree, so visibility follows', async () => {
    const branch = await makeOrganization({ name: 'Branche', parentId: lyonId });
    const leaf = await makeOrganization({ name: 'Feuille', parentId: branch.id });
    const parisToken = await userSeeing('paris-mover', [parisId]);
    const parisApi = apiAs(server, parisToken);
    expect((await parisApi(organizations.get, { params: { id: leaf.id } })).status).toBe(404);

    const moved = await api(organizations.update, {
      params: { id: branch.id },
      body: { name: 'Branche', siret: branch.siret!, parentId: parisId },
    });
    expect(moved.status).toBe(200);
    const answer = await parisApi(organizations.ancestors, { params: { id: leaf.id } });
    expect(answer.body).toEqual({
      ancestors: [
        { id: parisId, name: 'Liasse Démo Paris' },
        { id: branch.id, name: 'Branche' },
      ],
    });
  });

  it('refuses a move under itself or its descendants, and offers only the organisations outside its subtree', async () => {
    const branch = await makeOrganization({ name: 'Tronc', parentId: lyonId });
    const leaf = await makeOrganization({ name: 'Rameau', parentId: branch.id });
    const answer = await api(organizations.update, {
      params: { id: branch.id },
      body: { name: 'Tronc', siret: branch.siret!, parentId: leaf.id },
    });
    expect(answer.status).toBe(400);
    expect(refused(answer, 400).error.fields).toEqual({
      parentId: 'inside_itself',
    });
    const candidates = ok(
      await api(organizations.searchOutsideSubtree, { params: { orgID: branch.id }, body: { limit: 100 } }),
    );
    const ids = candidates.organizations.map((org) => org.id);
    expect(ids).toContain(lyonId);
    expect(ids).not.toContain(branch.id);
    expect(ids).not.toContain(leaf.id);
  });

  it('lets a user edit an organisation whose parent they do not see, as long as it stays there', async () => {
    const lyonToken = await userSeeing('edits-lyon', [lyonId]);
    const body = { name: 'Liasse Démo Lyon', siret: '84123456700037', parentId: rootId, address: { city: 'LYON' } };
    const lyonApi = apiAs(server, lyonToken);
    const saved = await lyonApi(organizations.update, { params: { id: lyonId }, body });
    expect(saved.status).toBe(200);
    const moved = await lyonApi(organizations.update, {
      params: { id: lyonId },
      body: { ...body, parentId: parisId },
    });
    expect(moved.status).toBe(400);
  });

  it('keeps the customer root a root', async () => {
    const root = ok(await api(organizations.get, { params: { id: rootId } })).data;
    const answer = await api(organizations.update, {
      params: { id: rootId },
      body: { name: root.name, siret: root.siret!, parentId: lyonId },
    });
    expect(answer.status).toBe(400);
    expect(refused(answer, 400).error.fields).toEqual({
      parentId: 'root_cannot_move',
    });
  });
});

describe('the organisations list', () => {
  it('filters by column, sorts and pages', async () => {
    const prefix = `Tri ${Date.now()}`;
    for (const [name, city] of [
      ['C', 'Nantes'],
      ['A', 'Nantes'],
      ['B', null],
    ] as const)
      await makeOrganization({ name: `${prefix} ${name}`, address: { city } });
    const names = (page: Page) => page.organizations.map((org) => org.name.slice(-1));
    expect(names(await search({ search: prefix }))).toEqual(['A', 'B', 'C']);
    expect(names(await search({ search: prefix, sort: { field: 'name', order: 'DESC' } }))).toEqual(['C', 'B', 'A']);
    expect(names(await search({ search: prefix, filters: { city: 'nant' } }))).toEqual(['A', 'C']);
    const secondPage = await search({ search: prefix, limit: 2, page: 2 });
    expect({ names: names(secondPage), count: secondPage.count }).toEqual({ names: ['C'], count: 3 });

    const today = new Date().toISOString().slice(0, 10);
    expect((await search({ search: prefix, filters: { createdAt: { start: today, end: today } } })).count).toBe(3);
    expect((await search({ search: prefix, filters: { createdAt: { end: '2020-01-01' } } })).count).toBe(0);
    expect((await search({ filters: { kind: 'root' } })).organizations.map((org) => org.id)).toEqual([rootId]);
  });

  it('finds an organisation by its SIRET from the quick search', async () => {
    const siret = makeSiret();
    const created = await makeOrganization({ name: 'Par SIRET', siret });
    expect((await search({ search: siret })).organizations.map((org) => org.id)).toEqual([created.id]);
    const spaced = `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6)}`;
    expect((await search({ search: spaced })).organizations.map((org) => org.id)).toEqual([created.id]);
    // A name with a digit in it is no SIRET: 'Kit 8' does not bring the SIRETs starting with 8.
    expect((await search({ search: 'Nowhere 8' })).count).toBe(0);
  });

  it('tells a user without the feature 403 before looking at what they sent', async () => {
    await insertUser(server, { login: 'no-organizations' });
    const { token } = await loginAs(server, 'no-organizations');
    const outsider = apiAs(server, token);
    expect((await outsider(organizations.search, { body: malformed({ limit: 'all' }) })).status).toBe(403);
    expect((await outsider(organizations.create, { body: malformed({ siret: 'x' }) })).status).toBe(403);
  });

  it('refuses a malformed search', async () => {
    for (const body of [
      { limit: 0 },
      { sort: { field: 'password', order: 'ASC' } },
      { filters: { createdAt: { start: '22/11/2026' } } },
      { filters: { kind: 'leaf' } },
    ]) {
      expect((await api(organizations.search, { body: malformed(body) })).status).toBe(400);
    }
  });

  it('starts the tree at the top organisations the caller may see', async () => {
    const lyonToken = await userSeeing('top-lyon', [lyonId]);
    const top = ok(await apiAs(server, lyonToken)(organizations.searchTopLevel, { body: {} }));
    expect(top.organizations.map((org) => org.id)).toEqual([lyonId]);
    // Lyon's parent is not the caller's to see: not even its name.
    expect(top.organizations[0]!.parentName).toBeNull();
  });

  it('counts the organisations the caller sees for the dashboard', async () => {
    const { data } = ok(await api(organizations.stats));
    expect(data.count).toBe((await search({})).count);
    const lyonToken = await userSeeing('stats-lyon', [lyonId]);
    const lyon = ok(await apiAs(server, lyonToken)(organizations.stats));
    expect(lyon.data.count).toBeLessThan(data.count);
  });
});

describe('the configuration', () => {
  it('saves modes, document types and an https stylesheet, and refuses anything else', async () => {
    const org = await makeOrganization({ name: 'Configurée' });
    const params = { id: org.id };
    const conf = (body: CallBody<typeof organizations.updateConf>) => api(organizations.updateConf, { params, body });
    for (const bad of [
      { extraOptions: { specificCSSUrl: 'http://cdn.example.com/a.css' } },
      { extraOptions: { specificCSSUrl: 'javascript:alert(1)' } },
      { extraOptions: { specificCSSUrl: "https://cdn.example.com/a.css; script-src 'unsafe-inline'" } },
      { transmissionMode: 'FAX' },
      { docTypes: ['PAYE', 'NOPE'] },
    ]) {
      expect((await conf(malformed(bad))).status).toBe(400);
    }
    const saved = await conf({
      transmissionMode: 'ATTACHMENT',
      receptionMode: 'LINK',
      docTypes: ['PAYE'],
      extraOptions: { specificCSSUrl: 'https://cdn.example.com/theme.css' },
    });
    expect(saved.status).toBe(200);
    await api(organizations.setTransmissionMode, { params, body: { transmissionMode: 'LINK' } });
    await api(organizations.setReceptionMode, { params, body: { receptionMode: 'EMITTER_CHOICE' } });
    expect((await api(organizations.getConf, { params })).body).toEqual({
      data: {
        transmissionMode: 'LINK',
        receptionMode: 'EMITTER_CHOICE',
        docTypes: ['PAYE'],
        bpeNotStated: 'ELECTRONIC',
        dispatchSignature: false,
        extraOptions: { specificCSSUrl: 'https://cdn.example.com/theme.css' },
      },
    });
    expect((await api(organizations.docTypes, { params: { orgId: org.id } })).body).toEqual({ data: ['PAYE'] });
    expect(
      (await api(organizations.setReceptionMode, { params, body: malformed({ receptionMode: 'FAX' }) })).status,
    ).toBe(400);
  });

  it('says what campaigns do for employees who have not stated their BPE agreement, and whether the emitter signs them', async () => {
    const org = await makeOrganization({ name: 'Papier par défaut' });
    const params = { id: org.id };
    const conf = (body: CallBody<typeof organizations.updateConf>) => api(organizations.updateConf, { params, body });
    expect((await conf(malformed({ bpeNotStated: 'REFUSED' }))).status).toBe(400);
    expect((await conf(malformed({ dispatchSignature: 'yes' }))).status).toBe(400);
    expect((await conf({ bpeNotStated: 'PAPER', dispatchSignature: true })).status).toBe(200);
    const { data } = ok(await api(organizations.getConf, { params }));
    expect(data).toMatchObject({ bpeNotStated: 'PAPER', dispatchSignature: true });
  });
});

describe('an organisation that is not there', () => {
  const calls = (id: string) => [
    api(organizations.get, { params: { id } }),
    api(organizations.ancestors, { params: { id } }),
    api(organizations.getConf, { params: { id } }),
    api(organizations.docTypes, { params: { orgId: id } }),
    api(organizations.setTransmissionMode, { params: { id }, body: { transmissionMode: 'LINK' } }),
    api(organizations.searchOutsideSubtree, { params: { orgID: id }, body: {} }),
    api(organizations.update, { params: { id }, body: { name: 'X', siret: makeSiret(), parentId: rootId } }),
  ];

  it('is a 400 when its id is malformed, and a 404 when no organisation the caller sees has it', async () => {
    for (const response of await Promise.all(calls('not-an-id'))) expect(response.status).toBe(400);
    for (const response of await Promise.all(calls(crypto.randomUUID()))) expect(response.status).toBe(404);
  });
});
