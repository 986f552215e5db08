import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import type { CallInput } from '../../common/api/call';
import { partnershipGroups, partnerships } from '../../common/api/partnerships';
import { organizations } from '../../common/api/organizations';
import { accessRules } from '../../common/api/rights';
import { apiAs, ok, refused, type Api } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { insertEstablishment, makePartnership, makeScopedUser } from '../support/factories';
import { makeSiret } from '../support/siret';
import { decodeMail, startSmtpPeer } from '../support/smtpPeer';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let admin: string;
let parisId: string;
let lyonId: string;
let api: Api;

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
/** A body the declaration refuses, sent on purpose: what is tested is the server's own validation. */
const malformed = (body: unknown) => body as never;

const search = async (
  body: CallInput<typeof partnerships.search>['body'],
  token = admin,
  declaration: typeof partnerships.search | typeof partnerships.searchNeedingAction = partnerships.search,
) => {
  const answer = await apiAs(server, token)(declaration, { body });
  expect(answer.status).toBe(200);
  return ok(answer);
};

const read = async (id: string) => (await api.ok(partnerships.get, { params: { id } })).data;

/** The validation link of the `nth` message to this address, once the mail job has sent it. */
const validationLinkFor = async (address: string, nth = 1) => {
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes(address)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(nth);
  const mail = smtp.received.filter((received) => received.to.includes(address)).at(-1)!;
  const link = decodeMail(mail.raw).match(/https:\/\/portal\.example\.org\/partnership-validation\?\S+/)![0];
  return new URL(link).searchParams;
};

const validate = (id: string, body: CallInput<typeof partnerships.validatingMail>['body']) =>
  apiAs(server)(partnerships.validatingMail, { params: { id }, body });

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example.org' });
  admin = (await loginAs(server, 'admin')).token;
  api = apiAs(server, admin);
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
    const waiting = await search({ search: siret }, admin, partnerships.searchNeedingAction);
    expect(waiting.partnerships.map((p) => p.id)).toEqual([partnership.id]);
  });

  it('refuses a SIRET the directory does not know with its own field error, and creates nothing', async () => {
    const siret = makeSiret('7');
    const answer = await api(partnerships.create, { body: { siret, orgId: parisId } });
    expect(refused(answer, 400).error.fields).toEqual({ siret: 'siret_unknown' });
    expect((await search({ search: siret })).count).toBe(0);
  });

  it('refuses a malformed SIRET, a second partnership with the same third party, and an unknown organisation', async () => {
    const bad = await api(partnerships.create, { body: { siret: '12345678901234', orgId: parisId } });
    expect(refused(bad, 400).error.fields?.siret).toBe('siret_check_digit');
    const siret = await insertEstablishment(server.ctx.database.db);
    await makePartnership(server, admin, { orgId: parisId, siret });
    const twice = await api(partnerships.create, { body: { siret, orgId: parisId } });
    expect(refused(twice, 400).error.fields).toEqual({ siret: 'partnership_exists' });
    // The same third party may partner another organisation.
    expect((await makePartnership(server, admin, { orgId: lyonId, siret })).orgId).toBe(lyonId);
    const nowhere = await api(partnerships.create, { body: { siret, orgId: crypto.randomUUID() } });
    expect(refused(nowhere, 400).error.fields).toEqual({ orgId: 'not_visible' });
  });
});

describe('the partnership list', () => {
  it('filters by status and group, searches, sorts and pages on the server', async () => {
    const group = await api.ok(partnershipGroups.create, { body: { name: 'Filtre liste', partnerships: [] } });
    const groupId = group.data.id;
    const names = ['ZZ Liste B', 'ZZ Liste A', 'ZZ Liste C'];
    const made = [];
    for (const name of names) made.push(await makePartnership(server, admin, { orgId: parisId, name, groupId }));
    await api(partnerships.disable, { params: { id: made[0]!.id } });

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
      expect((await api(partnerships.search, { body: malformed(body) })).status).toBe(400);
    }
  });
});

describe('editing a partnership', () => {
  it('saves its name, address, reference and group, and its transmission mode apart', async () => {
    const partnership = await makePartnership(server, admin, { orgId: parisId });
    const put = await api(partnerships.update, {
      params: { id: partnership.id },
      body: { name: 'Nouveau nom', reference: 'CLI-042', address: { city: 'Nantes' }, groupId: null },
    });
    expect(put.status).toBe(200);
    expect(ok(put).data).toMatchObject({ name: 'Nouveau nom', reference: 'CLI-042', address: { city: 'Nantes' } });
    const mode = await api.ok(partnerships.setTransmissionMode, {
      params: { id: partnership.id },
      body: { transmissionMode: 'ATTACHMENT' },
    });
    expect(mode.data.transmissionMode).toBe('ATTACHMENT');
  });

  it('refuses a blank name, an unknown mode or group, and changes nothing', async () => {
    const partnership = await makePartnership(server, admin, { orgId: parisId });
    const params = { id: partnership.id };
    expect((await api(partnerships.update, { params, body: { name: '  ' } })).status).toBe(400);
    const badGroup = await api(partnerships.update, { params, body: { name: 'X', groupId: crypto.randomUUID() } });
    expect(refused(badGroup, 400).error.fields).toEqual({ groupId: 'not_visible' });
    const badMode = await api(partnerships.setTransmissionMode, {
      params,
      body: malformed({ transmissionMode: 'FAX' }),
    });
    expect(badMode.status).toBe(400);
    expect(await read(partnership.id)).toEqual(partnership);
  });

  it('answers 404 for a partnership that does not exist', async () => {
    expect((await api(partnerships.get, { params: { id: crypto.randomUUID() } })).status).toBe(404);
  });
});

describe('statuses', () => {
  it('disable and enable follow the state machine: a partnership without a validated contact waits for one again', async () => {
    const partnership = await makePartnership(server, admin, { orgId: parisId });
    const params = { id: partnership.id };
    expect((await api(partnerships.enable, { params })).status).toBe(409);
    expect((await api.ok(partnerships.disable, { params })).data.status).toBe('DISABLED');
    expect((await api(partnerships.disable, { params })).status).toBe(409);
    expect((await api.ok(partnerships.enable, { params })).data.status).toBe('NEEDS_CONTACT_MAIL');
  });
});

describe('finalisation with the contact', () => {
  it('requires a contact email', async () => {
    const partnership = await makePartnership(server, admin, { orgId: parisId });
    for (const body of [{}, { email: '' }, { email: 'not an email' }]) {
      const answer = await api(partnerships.fillContactMail, { params: { id: partnership.id }, body: malformed(body) });
      expect(answer.status).toBe(400);
    }
    expect((await read(partnership.id)).status).toBe('NEEDS_CONTACT_MAIL');
  });

  it('mails the contact a link; confirming it enables the partnership and signs the contact in with nothing else', async () => {
    const partnership = await makePartnership(server, admin, { orgId: parisId, name: 'Cabinet Contact' });
    const email = `contact-${partnership.id.slice(0, 8)}@tiers.example`;
    const filled = await api.ok(partnerships.fillContactMail, { params: { id: partnership.id }, body: { email } });
    expect(filled.data).toMatchObject({ status: 'NEED_USER_VALIDATION', email });
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
      expect(refused(await validate(id, body), 400).error.fields).toEqual({ reference: 'invalid_reference' });
    }

    const validated = await validate(partnership.id, { email: email.toUpperCase(), reference });
    expect(validated.status).toBe(200);
    const contact = ok(validated).data;
    expect(contact).toMatchObject({ login: email, features: [], mustInitAccount: true });
    expect(await read(partnership.id)).toMatchObject({
      status: 'ENABLED',
      enabled: true,
      contactValidated: true,
    });
    // The link works once.
    expect((await validate(partnership.id, { email, reference })).status).toBe(400);

    // The contact chooses a password, then sees nothing of the customer's.
    const token = validated.headers.get('set-authorization')!;
    const finalized = await apiAs(server, token)(account.finalize, {
      body: { password: 'Contact-Pass-1', confirmation: 'Contact-Pass-1', acceptTerms: true },
    });
    expect(finalized.status).toBe(200);
    const signedIn = apiAs(server, (await loginAs(server, email, 'Contact-Pass-1')).token);
    expect((await signedIn.ok(account.current)).data.features).toEqual([]);
    for (const declaration of [
      partnerships.search,
      organizations.search,
      accessRules.search,
      partnershipGroups.search,
    ]) {
      expect((await signedIn(declaration, { body: {} })).status).toBe(403);
    }
    expect((await signedIn(partnerships.get, { params: { id: partnership.id } })).status).toBe(403);
  });

  it('a contact of two partnerships of the customer keeps one account', async () => {
    const email = `double-${makeSiret()}@tiers.example`;
    const ids = [];
    for (const [index, orgId] of [parisId, lyonId].entries()) {
      const partnership = await makePartnership(server, admin, { orgId });
      await api(partnerships.fillContactMail, { params: { id: partnership.id }, body: { email } });
      const params = await validationLinkFor(email, index + 1);
      ids.push(ok(await validate(partnership.id, { email, reference: params.get('reference')! })).data);
    }
    expect(ids[0]!.login).toBe(email);
    expect(ids[1]!.login).toBe(email);
    const accounts = await server.ctx.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
  });

  it('a new email voids the link sent before it', async () => {
    const partnership = await makePartnership(server, admin, { orgId: parisId });
    const first = `first-${makeSiret()}@tiers.example`;
    await api(partnerships.fillContactMail, { params: { id: partnership.id }, body: { email: first } });
    const reference = (await validationLinkFor(first)).get('reference')!;
    const second = `second-${makeSiret()}@tiers.example`;
    await api(partnerships.fillContactMail, { params: { id: partnership.id }, body: { email: second } });
    expect((await validate(partnership.id, { email: first, reference })).status).toBe(400);
    const fresh = (await validationLinkFor(second)).get('reference')!;
    expect((await validate(partnership.id, { email: second, reference: fresh })).status).toBe(200);
  });
});

describe('partnership groups', () => {
  it('are created, read, renamed with other members, listed and deleted', async () => {
    const [a, b] = [
      await makePartnership(server, admin, { orgId: parisId }),
      await makePartnership(server, admin, { orgId: parisId }),
    ];
    const created = await api(partnershipGroups.create, { body: { name: 'Experts-comptables', partnerships: [a.id] } });
    expect(created.status).toBe(201);
    const group = ok(created).data;
    expect(group.partnerships.map((p) => p.id)).toEqual([a.id]);
    expect((await read(a.id)).groupName).toBe('Experts-comptables');

    const put = await api.ok(partnershipGroups.update, {
      params: { id: group.id },
      body: { name: 'Cabinets', partnerships: [b.id] },
    });
    expect(put.data.partnerships.map((p) => p.id)).toEqual([b.id]);
    expect((await read(a.id)).groupId).toBeNull();
    const listed = await api.ok(partnershipGroups.search, { body: { search: 'cabinets' } });
    expect(listed.groups.map((g) => g.id)).toContain(group.id);

    expect((await api(partnershipGroups.delete, { params: { id: group.id } })).status).toBe(204);
    expect((await api(partnershipGroups.get, { params: { id: group.id } })).status).toBe(404);
    expect((await read(b.id)).groupId).toBeNull();
  });

  it('refuse a blank name and partnerships that do not exist', async () => {
    expect((await api(partnershipGroups.create, { body: { name: '' } })).status).toBe(400);
    const unknown = await api(partnershipGroups.create, { body: { name: 'X', partnerships: [crypto.randomUUID()] } });
    expect(refused(unknown, 400).error.fields).toEqual({ partnerships: 'not_visible' });
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
    const lyonGroup = (await api.ok(partnershipGroups.create, { body: { name: 'Lyon seul', partnerships: [lyon.id] } }))
      .data;
    const otherLyon = await makePartnership(server, admin, { orgId: lyonId });
    const mixed = (await api.ok(partnershipGroups.create, { body: { name: 'Mixte', partnerships: [otherLyon.id] } }))
      .data;
    const token = attacker.token;
    const asAttacker = apiAs(server, token);

    const listed = await search({ limit: 100 }, token);
    expect(listed.partnerships.map((p) => p.orgId)).toEqual(listed.partnerships.map(() => parisId));
    expect(listed.partnerships.map((p) => p.id)).toContain(own.id);
    expect(
      (await search({ limit: 100 }, token, partnerships.searchNeedingAction)).partnerships.map((p) => p.id),
    ).not.toContain(lyon.id);
    const params = { id: lyon.id };
    for (const answer of [
      await asAttacker(partnerships.get, { params }),
      await asAttacker(partnerships.update, { params, body: { name: 'Pris' } }),
      await asAttacker(partnerships.setTransmissionMode, { params, body: { transmissionMode: 'LINK' } }),
      await asAttacker(partnerships.disable, { params }),
      await asAttacker(partnerships.fillContactMail, { params, body: { email: 'pirate@evil.example' } }),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await asAttacker(partnerships.create, { body: { siret: lyon.siret, orgId: lyonId } })).status).toBe(400);
    expect(
      (await asAttacker(partnerships.update, { params: { id: own.id }, body: { name: 'X', groupId: lyonGroup.id } }))
        .status,
    ).toBe(400);

    expect((await asAttacker(partnershipGroups.get, { params: { id: lyonGroup.id } })).status).toBe(404);
    expect((await asAttacker(partnershipGroups.delete, { params: { id: lyonGroup.id } })).status).toBe(404);
    const groups = await asAttacker.ok(partnershipGroups.search, { body: { limit: 100 } });
    expect(groups.groups.map((g) => g.id)).not.toContain(lyonGroup.id);
    const steal = await asAttacker(partnershipGroups.create, { body: { name: 'Vol', partnerships: [lyon.id] } });
    expect(steal.status).toBe(400);

    // A group holding what the attacker sees and what they do not: they see their part only,
    // saving keeps the other, and deleting it is refused.
    await api(partnershipGroups.update, {
      params: { id: mixed.id },
      body: { name: 'Mixte', partnerships: [otherLyon.id, own.id] },
    });
    const seen = (await asAttacker.ok(partnershipGroups.get, { params: { id: mixed.id } })).data;
    expect(seen.partnerships.map((p) => p.id)).toEqual([own.id]);
    await asAttacker(partnershipGroups.update, {
      params: { id: mixed.id },
      body: { name: 'Mixte', partnerships: [own.id] },
    });
    expect((await read(otherLyon.id)).groupId).toBe(mixed.id);
    expect((await asAttacker(partnershipGroups.delete, { params: { id: mixed.id } })).status).toBe(409);
    expect((await read(otherLyon.id)).groupId).toBe(mixed.id);
  });

  it("a rule naming third parties shows those and no other, even in the rule's own organisation", async () => {
    const first = await makePartnership(server, admin, { orgId: parisId });
    const second = await makePartnership(server, admin, { orgId: parisId });
    const user = await makeScopedUser(server, { login: 'third-party-filtered', orgId: parisId, features: [] });
    const rule = await api(accessRules.create, {
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
    expect((await apiAs(server, token)(partnerships.get, { params: { id: second.id } })).status).toBe(404);
    expect((await apiAs(server, token)(partnerships.get, { params: { id: first.id } })).status).toBe(200);
  });
});
