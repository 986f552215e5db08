import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPartnership } from '../../common/schemas/partnerships';
import { demoOrganization } from '../support/demoOrganization';
import { insertEstablishment, makePartnership, makeScopedUser } from '../support/factories';
import { makeSiret } from '../support/siret';
import { decodeMail, startSmtpPeer } from '../support/smtpPeer';
import { call, currentUserPath, loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let admin: string;
let parisId: string;
let lyonId: string;

type Page = { partnerships: TPartnership[]; count: number };

const desk = (path: string, options: { body?: unknown; method?: string; token?: string } = {}) =>
  call(server, `/api/desk${path}`, { token: admin, ...options });

const search = async (body: Record<string, unknown>, token = admin, path = '/partnerships') => {
  const response = await desk(path, { token, body });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
};

const dataOf = async (response: Response) => ((await response.json()) as { data: TPartnership }).data;

/** The validation link of the `nth` message to this address, once the mail job has sent it. */
const validationLinkFor = async (address: string, nth = 1) => {
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes(address)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(nth);
  const mail = smtp.received.filter((received) => received.to.includes(address)).at(-1)!;
  const link = decodeMail(mail.raw).match(/https:\/\/portal\.example\.org\/partnership-validation\?\S+/)![0];
  return new URL(link).searchParams;
};

const validate = (id: string, body: unknown) => call(server, `/api/desk/partnership/${id}/validating-mail`, { body });

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example.org' });
  admin = (await loginAs(server, 'admin')).token;
  parisId = (await demoOrganization(server, 'Paris')).id;
  lyonId = (await demoOrganization(server, 'Lyon')).id;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('requesting a partnership by SIRET', () => {
  it("fills the third party's name and address from the directory, and waits for a contact email", async () => {
    const siret = await insertEstablishment(server.ctx.database.db, {
      name: 'CABINET COMPTABLE DURAND',
      city: 'LILLE',
    });
    const partnership = await makePartnership(server, admin, { orgId: parisId, siret });
    expect(partnership).toMatchObject({
      siret,
      name: 'CABINET COMPTABLE DURAND',
      address: { city: 'LILLE', zipCode: '75002' },
      orgId: parisId,
      orgName: 'Liasse Démo Paris',
      status: 'NEEDS_CONTACT_MAIL',
      enabled: false,
      email: null,
    });
    expect((await search({ search: siret })).partnerships.map((p) => p.id)).toEqual([partnership.id]);
    const waiting = await search({ search: siret }, admin, '/partnerships/need-user-action');
    expect(waiting.partnerships.map((p) => p.id)).toEqual([partnership.id]);
  });

  it('refuses a SIRET the directory does not know with its own field error, and creates nothing', async () => {
    const siret = makeSiret('7');
    const response = await desk('/partnership', { body: { siret, orgId: parisId } });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ siret: 'siret_unknown' });
    expect((await search({ search: siret })).count).toBe(0);
  });

  it('refuses a malformed SIRET, a second partnership with the same third party, and an unknown organisation', async () => {
    const bad = await desk('/partnership', { body: { siret: '12345678901234', orgId: parisId } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.siret).toBe('siret_check_digit');
    const siret = await insertEstablishment(server.ctx.database.db);
    await makePartnership(server, admin, { orgId: parisId, siret });
    const twice = await desk('/partnership', { body: { siret, orgId: parisId } });
    expect((await twice.json()).error.fields).toEqual({ siret: 'partnership_exists' });
    // The same third party may partner another organisation.
    expect((await makePartnership(server, admin, { orgId: lyonId, siret })).orgId).toBe(lyonId);
    const nowhere = await desk('/partnership', { body: { siret, orgId: crypto.randomUUID() } });
    expect(nowhere.status).toBe(400);
    expect((await nowhere.json()).error.fields).toEqual({ orgId: 'not_visible' });
  });
});

describe('the partnership list', () => {
  it('filters by status and group, searches, sorts and pages on the server', async () => {
    const group = await desk('/partnership-group', { body: { name: 'Filtre liste', partnerships: [] } });
    const groupId = (await group.json()).data.id as string;
    const names = ['ZZ Liste B', 'ZZ Liste A', 'ZZ Liste C'];
    const made = [];
    for (const name of names) made.push(await makePartnership(server, admin, { orgId: parisId, name, groupId }));
    await desk(`/partnership/${made[0]!.id}/disable`, { method: 'POST' });

    const inGroup = await search({ filters: { groupId }, sort: { field: 'name', order: 'ASC' }, limit: 2 });
    expect(inGroup.count).toBe(3);
    expect(inGroup.partnerships.map((p) => p.name)).toEqual(['ZZ Liste A', 'ZZ Liste B']);
    const page2 = await search({ filters: { groupId }, sort: { field: 'name', order: 'ASC' }, limit: 2, page: 2 });
    expect(page2.partnerships.map((p) => p.name)).toEqual(['ZZ Liste C']);
    const disabled = await search({ filters: { groupId, status: 'DISABLED' } });
    expect(disabled.partnerships.map((p) => p.id)).toEqual([made[0]!.id]);
    expect((await search({ search: 'zz liste', filters: { groupId } })).count).toBe(3);
    expect((await search({ filters: { groupId }, sort: { field: 'status', order: 'ASC' } })).count).toBe(3);
  });

  it('refuses a bad filter with a field error, never a 500', async () => {
    for (const body of [{ filters: { status: 'NOPE' } }, { filters: { groupId: 'x' } }, { sort: { field: 'email' } }]) {
      expect((await desk('/partnerships', { body })).status).toBe(400);
    }
  });
});

describe('editing a partnership', () => {
  it('saves its name, address, reference and group, and its transmission mode apart', async () => {
    const partnership = await makePartnership(server, admin, { orgId: parisId });
    const put = await desk(`/partnership/${partnership.id}`, {
      method: 'PUT',
      body: { name: 'Nouveau nom', reference: 'CLI-042', address: { city: 'Nantes' }, groupId: null },
    });
    expect(put.status).toBe(200);
    expect(await dataOf(put)).toMatchObject({ name: 'Nouveau nom', reference: 'CLI-042', address: { city: 'Nantes' } });
    const mode = await desk(`/partnership/${partnership.id}/transmission-mode`, {
      method: 'PUT',
      body: { transmissionMode: 'ATTACHMENT' },
    });
    expect((await dataOf(mode)).transmissionMode).toBe('ATTACHMENT');
  });

  it('refuses a blank name, an unknown mode or group, and changes nothing', async () => {
    const partnership = await makePartnership(server, admin, { orgId: parisId });
    const path = `/partnership/${partnership.id}`;
    expect((await desk(path, { method: 'PUT', body: { name: '  ' } })).status).toBe(400);
    const badGroup = await desk(path, { method: 'PUT', body: { name: 'X', groupId: crypto.randomUUID() } });
    expect((await badGroup.json()).error.fields).toEqual({ groupId: 'not_visible' });
    expect((await desk(`${path}/transmission-mode`, { method: 'PUT', body: { transmissionMode: 'FAX' } })).status).toBe(
      400,
    );
    expect(await dataOf(await desk(path))).toEqual(partnership);
  });

  it('answers 404 for a partnership that does not exist', async () => {
    expect((await desk(`/partnership/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe('statuses', () => {
  it('disable and enable follow the state machine: a partnership without a validated contact waits for one again', async () => {
    const partnership = await makePartnership(server, admin, { orgId: parisId });
    const path = `/partnership/${partnership.id}`;
    expect((await desk(`${path}/enable`, { method: 'POST' })).status).toBe(409);
    expect((await dataOf(await desk(`${path}/disable`, { method: 'POST' }))).status).toBe('DISABLED');
    expect((await desk(`${path}/disable`, { method: 'POST' })).status).toBe(409);
    expect((await dataOf(await desk(`${path}/enable`, { method: 'POST' }))).status).toBe('NEEDS_CONTACT_MAIL');
  });
});

describe('finalisation with the contact', () => {
  it('requires a contact email', async () => {
    const partnership = await makePartnership(server, admin, { orgId: parisId });
    for (const body of [{}, { email: '' }, { email: 'not an email' }]) {
      const response = await desk(`/partnership/${partnership.id}/fill-contact-mail`, { body });
      expect(response.status).toBe(400);
    }
    expect((await dataOf(await desk(`/partnership/${partnership.id}`))).status).toBe('NEEDS_CONTACT_MAIL');
  });

  it('mails the contact a link; confirming it enables the partnership and signs the contact in with nothing else', async () => {
    const partnership = await makePartnership(server, admin, { orgId: parisId, name: 'Cabinet Contact' });
    const email = `contact-${partnership.id.slice(0, 8)}@tiers.example`;
    const filled = await desk(`/partnership/${partnership.id}/fill-contact-mail`, { body: { email } });
    expect(await dataOf(filled)).toMatchObject({ status: 'NEED_USER_VALIDATION', email });
    const outbox = await server.ctx.database.db
      .selectFrom('mail_outbox')
      .select('carries_secret')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(outbox.carries_secret).toBe(true);

    const params = await validationLinkFor(email);
    expect(params.get('id')).toBe(partnership.id);
    const reference = params.get('reference')!;
    // A wrong reference, a wrong email or another partnership: one answer, nothing changes.
    for (const [id, body] of [
      [partnership.id, { email, reference: `${reference}x` }],
      [partnership.id, { email: 'someone@else.example', reference }],
      [crypto.randomUUID(), { email, reference }],
    ] as const) {
      const refused = await validate(id, body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toEqual({ reference: 'invalid_reference' });
    }

    const validated = await validate(partnership.id, { email: email.toUpperCase(), reference });
    expect(validated.status).toBe(200);
    const contact = (await validated.json()).data;
    expect(contact).toMatchObject({ login: email, features: [], mustInitAccount: true });
    expect(await dataOf(await desk(`/partnership/${partnership.id}`))).toMatchObject({
      status: 'ENABLED',
      enabled: true,
      contactValidated: true,
    });
    // The link works once.
    expect((await validate(partnership.id, { email, reference })).status).toBe(400);

    // The contact chooses a password, then sees nothing of the customer's.
    const token = validated.headers.get('set-authorization')!;
    const finalized = await call(server, '/api/user-directory/user/current/finalize', {
      token,
      body: { password: 'Contact-Pass-1', confirmation: 'Contact-Pass-1', acceptTerms: true },
    });
    expect(finalized.status).toBe(200);
    const signedIn = (await loginAs(server, email, 'Contact-Pass-1')).token;
    expect((await (await call(server, currentUserPath, { token: signedIn })).json()).data.features).toEqual([]);
    for (const path of ['/partnerships', '/organizations', '/access-rules', '/partnership-groups']) {
      expect((await desk(path, { token: signedIn, body: {} })).status).toBe(403);
    }
    expect((await desk(`/partnership/${partnership.id}`, { token: signedIn })).status).toBe(403);
  });

  it('a contact of two partnerships of the customer keeps one account', async () => {
    const email = `double-${makeSiret()}@tiers.example`;
    const ids = [];
    for (const [index, orgId] of [parisId, lyonId].entries()) {
      const partnership = await makePartnership(server, admin, { orgId });
      await desk(`/partnership/${partnership.id}/fill-contact-mail`, { body: { email } });
      const params = await validationLinkFor(email, index + 1);
      ids.push((await (await validate(partnership.id, { email, reference: params.get('reference') })).json()).data);
    }
    expect(ids[0].login).toBe(email);
    expect(ids[1].login).toBe(email);
    const accounts = await server.ctx.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
  });

  it('a new email voids the link sent before it', async () => {
    const partnership = await makePartnership(server, admin, { orgId: parisId });
    const first = `first-${makeSiret()}@tiers.example`;
    await desk(`/partnership/${partnership.id}/fill-contact-mail`, { body: { email: first } });
    const reference = (await validationLinkFor(first)).get('reference');
    const second = `second-${makeSiret()}@tiers.example`;
    await desk(`/partnership/${partnership.id}/fill-contact-mail`, { body: { email: second } });
    expect((await validate(partnership.id, { email: first, reference })).status).toBe(400);
    const fresh = (await validationLinkFor(second)).get('reference');
    expect((await validate(partnership.id, { email: second, reference: fresh })).status).toBe(200);
  });
});

describe('partnership groups', () => {
  it('are created, read, renamed with other members, listed and deleted', async () => {
    const [a, b] = [
      await makePartnership(server, admin, { orgId: parisId }),
      await makePartnership(server, admin, { orgId: parisId }),
    ];
    const created = await desk('/partnership-group', { body: { name: 'Experts-comptables', partnerships: [a.id] } });
    expect(created.status).toBe(201);
    const group = (await created.json()).data;
    expect(group.partnerships.map((p: { id: string }) => p.id)).toEqual([a.id]);
    expect((await dataOf(await desk(`/partnership/${a.id}`))).groupName).toBe('Experts-comptables');

    const put = await desk(`/partnership-group/${group.id}`, {
      method: 'PUT',
      body: { name: 'Cabinets', partnerships: [b.id] },
    });
    expect((await put.json()).data.partnerships.map((p: { id: string }) => p.id)).toEqual([b.id]);
    expect((await dataOf(await desk(`/partnership/${a.id}`))).groupId).toBeNull();
    const listed = await (await desk('/partnership-groups', { body: { search: 'cabinets' } })).json();
    expect(listed.groups.map((g: { id: string }) => g.id)).toContain(group.id);

    expect((await desk(`/partnership-group/${group.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await desk(`/partnership-group/${group.id}`)).status).toBe(404);
    expect((await dataOf(await desk(`/partnership/${b.id}`))).groupId).toBeNull();
  });

  it('refuse a blank name and partnerships that do not exist', async () => {
    expect((await desk('/partnership-group', { body: { name: '' } })).status).toBe(400);
    const unknown = await desk('/partnership-group', { body: { name: 'X', partnerships: [crypto.randomUUID()] } });
    expect((await unknown.json()).error.fields).toEqual({ partnerships: 'not_visible' });
  });
});

describe('access, as an attacker holding rights on one organisation', () => {
  it("never shows, reads or changes another organisation's partnerships or groups", async () => {
    const attacker = await makeScopedUser(server, {
      login: 'partnership-attacker',
      orgId: parisId,
      features: ['PARTNERSHIPS_LIST', 'PARTNERSHIPS_EDIT', 'PARTNERSHIPS_DELETE'],
    });
    const own = await makePartnership(server, attacker.token, { orgId: parisId });
    const lyon = await makePartnership(server, admin, { orgId: lyonId });
    const lyonGroup = (
      await (await desk('/partnership-group', { body: { name: 'Lyon seul', partnerships: [lyon.id] } })).json()
    ).data;
    const otherLyon = await makePartnership(server, admin, { orgId: lyonId });
    const mixed = (
      await (await desk('/partnership-group', { body: { name: 'Mixte', partnerships: [otherLyon.id] } })).json()
    ).data;
    const token = attacker.token;

    const listed = await search({ limit: 100 }, token);
    expect(listed.partnerships.map((p) => p.orgId)).toEqual(listed.partnerships.map(() => parisId));
    expect(listed.partnerships.map((p) => p.id)).toContain(own.id);
    expect(
      (await search({ limit: 100 }, token, '/partnerships/need-user-action')).partnerships.map((p) => p.id),
    ).not.toContain(lyon.id);
    const path = `/partnership/${lyon.id}`;
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PUT', '', { name: 'Pris' }],
      ['PUT', '/transmission-mode', { transmissionMode: 'LINK' }],
      ['POST', '/disable', undefined],
      ['POST', '/fill-contact-mail', { email: 'pirate@evil.example' }],
    ] as const) {
      expect((await desk(`${path}${suffix}`, { method, body, token })).status).toBe(404);
    }
    expect((await desk('/partnership', { body: { siret: lyon.siret, orgId: lyonId }, token })).status).toBe(400);
    expect(
      (await desk(`/partnership/${own.id}`, { method: 'PUT', body: { name: 'X', groupId: lyonGroup.id }, token }))
        .status,
    ).toBe(400);

    expect((await desk(`/partnership-group/${lyonGroup.id}`, { token })).status).toBe(404);
    expect((await desk(`/partnership-group/${lyonGroup.id}`, { method: 'DELETE', token })).status).toBe(404);
    const groups = await (await desk('/partnership-groups', { body: { limit: 100 }, token })).json();
    expect(groups.groups.map((g: { id: string }) => g.id)).not.toContain(lyonGroup.id);
    const steal = await desk('/partnership-group', { body: { name: 'Vol', partnerships: [lyon.id] }, token });
    expect(steal.status).toBe(400);

    // A group holding what the attacker sees and what they do not: they see their part only,
    // saving keeps the other, and deleting it is refused.
    await desk(`/partnership-group/${mixed.id}`, {
      method: 'PUT',
      body: { name: 'Mixte', partnerships: [otherLyon.id, own.id] },
    });
    const seen = (await (await desk(`/partnership-group/${mixed.id}`, { token })).json()).data;
    expect(seen.partnerships.map((p: { id: string }) => p.id)).toEqual([own.id]);
    await desk(`/partnership-group/${mixed.id}`, {
      method: 'PUT',
      body: { name: 'Mixte', partnerships: [own.id] },
      token,
    });
    expect((await dataOf(await desk(`/partnership/${otherLyon.id}`))).groupId).toBe(mixed.id);
    expect((await desk(`/partnership-group/${mixed.id}`, { method: 'DELETE', token })).status).toBe(409);
    expect((await dataOf(await desk(`/partnership/${otherLyon.id}`))).groupId).toBe(mixed.id);
  });

  it("a rule naming third parties shows those and no other, even in the rule's own organisation", async () => {
    const first = await makePartnership(server, admin, { orgId: parisId });
    const second = await makePartnership(server, admin, { orgId: parisId });
    const user = await makeScopedUser(server, { login: 'third-party-filtered', orgId: parisId, features: [] });
    const rule = await desk('/access-rule', {
      body: {
        name: 'Un tiers',
        orgId: parisId,
        userIds: [user.id],
        features: ['PARTNERSHIPS_LIST'],
        thirdPartyIds: [first.id],
      },
    });
    expect(rule.status).toBe(201);
    const token = (await loginAs(server, 'third-party-filtered', 'Scoped-Pass-1')).token;
    expect((await search({ limit: 100 }, token)).partnerships.map((p) => p.id)).toEqual([first.id]);
    expect((await desk(`/partnership/${second.id}`, { token })).status).toBe(404);
    expect((await desk(`/partnership/${first.id}`, { token })).status).toBe(200);
  });
});
