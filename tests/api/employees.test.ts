import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallBody } from '../../common/api/call';
import { employees } from '../../common/api/employees';
import { completeNir } from '../../common/nir';
import type { TEmployee, TEmployeePage } from '../../common/schemas/employees';
import { apiAs, ok, refused, type Api, malformed } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import {
  makeEmployee as createEmployee,
  makeOrganization,
  makeScopedUser,
  type EmployeeFields,
} from '../support/factories';
import { makeNir } from '../support/nir';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
/** The demo administrator's client. */
let api: Api;
let rootId: string;
let parisId: string;
let lyonId: string;

const makeEmployee = (fields: EmployeeFields = {}, token = admin) => createEmployee(server, token, fields);

type EmployeeSearch = CallBody<typeof employees.search>;

const search = async (body: EmployeeSearch, token = admin) => {
  const answer = await apiAs(server, token)(employees.search, { body });
  expect(answer.status).toBe(200);
  return ok(answer);
};
const idsOf = (page: TEmployeePage) => page.employees.map((employee) => employee.id);

const stats = async (token = admin, status: 'ALL' | 'ACTIVE' | 'INACTIVE' = 'ALL') => {
  const answer = await apiAs(server, token)(employees.stats, { query: { status } });
  expect(answer.status).toBe(200);
  return ok(answer).data;
};

/** An employee as the administrator reads it. */
const read = async (id: string) => ok(await api(employees.get, { params: { id } })).data;

const employeeCount = async () =>
  Number(
    (
      await server.ctx.database.db
        .selectFrom('employees')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The body of the employee form: everything an employee may have. */
const fullBody = (orgId: string, nir = makeNir()) => ({
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana.silva@example.com',
  registrationNumber: `A-${nir.slice(-8)}`,
  address: '3 rue de la République',
  zipCode: '69002',
  city: 'Lyon',
  phone: '04 78 00 00 00',
  country: 'France',
  birthDay: '1985-05-12',
  socialSecurityNumber: nir,
  organizations: [{ orgId }],
  bpeAgreement: true,
  bpeAgreementAt: '2026-01-15',
});

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  api = apiAs(server, admin);
  const paris = await demoOrganization(server, 'Paris');
  const lyon = await demoOrganization(server, 'Lyon');
  [rootId, parisId, lyonId] = [paris.customer_id, paris.id, lyon.id];
});
afterAll(() => server?.close());

describe('creating an employee', () => {
  it('saves every field, shows the NIR masked, and the company of the first organisation', async () => {
    const nir = makeNir();
    const answer = await api(employees.create, { body: fullBody(lyonId, nir) });
    expect(answer.status).toBe(201);
    const { data } = ok(answer);
    const lyon = await demoOrganization(server, 'Lyon');
    expect(data).toMatchObject({
      firstName: 'Ana',
      lastName: 'Silva',
      email: 'ana.silva@example.com',
      status: 'ACTIVE',
      city: 'Lyon',
      birthDay: '1985-05-12',
      socialSecurityNumber: `${nir[0]} ${nir.slice(1, 3)} ${nir.slice(3, 5)} ** *** *** **`,
      hasNir: true,
      nirTemporary: false,
      organizations: [{ id: lyonId, name: 'Liasse Démo Lyon', active: true }],
      companySiren: lyon.siret!.slice(0, 9),
      bpeAgreement: true,
      bpeAgreementAt: '2026-01-15T00:00:00.000Z',
      accountState: 'NOT_REGISTERED',
    });
    expect(await read(data.id)).toEqual(data);
    // Sealed at rest: the clear NIR is nowhere in the row.
    const row = await server.ctx.database.db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(nir);
  });

  it('accepts a Corsican NIR, and a temporary number when flagged', async () => {
    const corsican = completeNir(
      `2850${String(Date.now()).slice(-1)}2A${String(process.pid).padStart(6, '0').slice(-6)}`,
    );
    expect((await makeEmployee({ socialSecurityNumber: corsican })).hasNir).toBe(true);
    const temporary = completeNir(`7850593${String(Date.now()).slice(-6)}`);
    const flagless = await api(employees.create, {
      body: { ...fullBody(lyonId, temporary), registrationNumber: null },
    });
    expect(flagless.status).toBe(400);
    expect(refused(flagless, 400).error.fields).toEqual({ socialSecurityNumber: 'nir_temporary' });
    const employee = await makeEmployee({ socialSecurityNumber: temporary, nirTemporary: true });
    expect(employee.nirTemporary).toBe(true);
  });

  it.each([
    ['a NIR with a wrong key', { socialSecurityNumber: '185057800608492' }, 'socialSecurityNumber'],
    ['a NIR too short', { socialSecurityNumber: '18505780060' }, 'socialSecurityNumber'],
    ['a NIR with letters', { socialSecurityNumber: '1850578OO608491' }, 'socialSecurityNumber'],
    ['a NIR of the wrong type', { socialSecurityNumber: 185057800608491 }, 'socialSecurityNumber'],
    ['a day that does not exist', { birthDay: '1985-02-30' }, 'birthDay'],
    ['a month that does not exist', { birthDay: '1985-13-01' }, 'birthDay'],
    ['a day in another format', { birthDay: '12/05/1985' }, 'birthDay'],
    ['a birth day to come', { birthDay: '2999-01-01' }, 'birthDay'],
    ['a BPE date that does not exist', { bpeAgreementAt: '2026-02-29' }, 'bpeAgreementAt'],
    ['no organisation', { organizations: [] }, 'organizations'],
    ['the same organisation twice', 'twice', 'organizations'],
    ['an organisation that is not a uuid', { organizations: [{ orgId: 'lyon' }] }, 'organizations.0.orgId'],
    ['an organisation that does not exist', { organizations: [{ orgId: crypto.randomUUID() }] }, 'organizations'],
    ['no last name', { lastName: '  ' }, 'lastName'],
    ['a malformed email', { email: 'ana@' }, 'email'],
    ['a name too long', { firstName: 'x'.repeat(101) }, 'firstName'],
  ])('refuses %s, with its field, and saves nothing', async (_, change, field) => {
    const before = await employeeCount();
    const patch = typeof change === 'string' ? { organizations: [{ orgId: lyonId }, { orgId: lyonId }] } : change;
    const answer = await api(employees.create, { body: malformed({ ...fullBody(lyonId), ...patch }) });
    expect(answer.status).toBe(400);
    const { error } = refused(answer, 400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(await employeeCount()).toBe(before);
  });
});

describe('duplicates', () => {
  it('refuses the same NIR, naming the existing employee, who can then be linked instead', async () => {
    const existing = await makeEmployee({ organizations: [{ orgId: lyonId }] });
    const nir = (await revealed(existing.id))!;
    const answer = await api(employees.create, { body: { ...fullBody(parisId, nir), registrationNumber: null } });
    expect(answer.status).toBe(409);
    expect(refused(answer, 409).error).toMatchObject({
      code: 'CONFLICT',
      fields: { socialSecurityNumber: 'employee_nir_taken', existingId: existing.id },
    });
    const linked = await api(employees.link, { params: { id: existing.id }, body: { orgId: parisId } });
    expect(linked.status).toBe(200);
    const { data } = ok(linked);
    expect(data.organizations.map((org) => org.id).sort()).toEqual([lyonId, parisId].sort());
  });

  it('refuses the same matricule in the same company, not in another one', async () => {
    const existing = await makeEmployee({ registrationNumber: 'MAT-0042', organizations: [{ orgId: lyonId }] });
    // Paris and Lyon share the demo customer's SIREN.
    const same = await api(employees.create, { body: { ...fullBody(parisId), registrationNumber: 'MAT-0042' } });
    expect(same.status).toBe(409);
    expect(refused(same, 409).error.fields).toEqual({
      registrationNumber: 'employee_matricule_taken',
      existingId: existing.id,
    });
    // Without a NIR on either side, it is still the matricule that is taken.
    await makeEmployee({ registrationNumber: 'MAT-0043', socialSecurityNumber: null });
    const noNir = await api(employees.create, {
      body: { ...fullBody(parisId), registrationNumber: 'MAT-0043', socialSecurityNumber: null },
    });
    expect(Object.keys(refused(noNir, 409).error.fields ?? {})).toEqual(['registrationNumber', 'existingId']);
    const otherCompany = await makeOrganization(server, admin, { parentId: rootId });
    const elsewhere = await api(employees.create, {
      body: { ...fullBody(otherCompany.id), registrationNumber: 'MAT-0042' },
    });
    expect(elsewhere.status).toBe(201);
  });

  it("refuses an update that takes another employee's NIR", async () => {
    const [first, second] = [await makeEmployee(), await makeEmployee()];
    const answer = await api(employees.update, {
      params: { id: second.id },
      body: { ...fullBody(rootId, (await revealed(first.id))!), registrationNumber: null },
    });
    expect(answer.status).toBe(409);
    expect(refused(answer, 409).error.fields?.existingId).toBe(first.id);
  });

  it('does not name an employee the caller may not see', async () => {
    const hidden = await makeEmployee({ organizations: [{ orgId: lyonId }] });
    const paris = await makeScopedUser(server, {
      login: 'paris-duplicates',
      orgId: parisId,
      features: ['EMPLOYEES_EDIT', 'EMPLOYEES_LIST'],
    });
    const parisApi = apiAs(server, paris.token);
    const answer = await parisApi(employees.create, {
      body: { ...fullBody(parisId, (await revealed(hidden.id))!), registrationNumber: null },
    });
    expect(answer.status).toBe(409);
    expect(refused(answer, 409).error.fields).toEqual({ socialSecurityNumber: 'employee_nir_taken' });
    // Nor may they link it.
    const link = await parisApi(employees.link, { params: { id: hidden.id }, body: { orgId: parisId } });
    expect(link.status).toBe(404);
  });
});

/** The clear NIR, as the admin reveals it. */
const revealed = async (id: string, token = admin) => {
  const answer = await apiAs(server, token)(employees.revealNir, { params: { id } });
  expect(answer.status).toBe(200);
  return ok(answer).data.socialSecurityNumber;
};

describe('linking an existing employee', () => {
  it('sets the link active or not when it exists, and refuses what is not a visible organisation', async () => {
    const employee = await makeEmployee({ organizations: [{ orgId: lyonId }] });
    const link = (body: CallBody<typeof employees.link>) => api(employees.link, { params: { id: employee.id }, body });
    const inactive = await link({ orgId: lyonId, active: false });
    expect(ok(inactive).data.organizations).toEqual([{ id: lyonId, name: 'Liasse Démo Lyon', active: false }]);
    for (const body of [{}, { orgId: 'lyon' }, { orgId: lyonId, active: 'yes' }]) {
      expect((await link(malformed(body))).status).toBe(400);
    }
    const unknown = await link({ orgId: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
    expect(refused(unknown, 400).error.fields).toEqual({ orgId: 'not_visible' });
    const nobody = await api(employees.link, { params: { id: crypto.randomUUID() }, body: { orgId: lyonId } });
    expect(nobody.status).toBe(404);
  });
});

describe('updating an employee', () => {
  it('keeps the NIR when left out, replaces or clears it when given', async () => {
    const employee = await makeEmployee();
    const nir = await revealed(employee.id);
    const withoutNir = { ...fullBody(rootId), socialSecurityNumber: undefined };
    const kept = await api(employees.update, { params: { id: employee.id }, body: withoutNir });
    expect(kept.status).toBe(200);
    expect(await revealed(employee.id)).toBe(nir);
    const cleared = await api(employees.update, {
      params: { id: employee.id },
      body: { ...withoutNir, socialSecurityNumber: null },
    });
    expect(ok(cleared).data).toMatchObject({
      hasNir: false,
      socialSecurityNumber: null,
    });
  });

  it('keeps the links to organisations the caller does not see', async () => {
    const employee = await makeEmployee({ organizations: [{ orgId: lyonId }, { orgId: parisId }] });
    const paris = await makeScopedUser(server, {
      login: 'paris-editor',
      orgId: parisId,
      features: ['EMPLOYEES_EDIT', 'EMPLOYEES_LIST'],
    });
    const body = { ...fullBody(parisId), socialSecurityNumber: undefined };
    const answer = await apiAs(server, paris.token)(employees.update, {
      params: { id: employee.id },
      body: {
        ...body,
        registrationNumber: employee.registrationNumber,
        organizations: [{ orgId: parisId, active: false }],
      },
    });
    expect(answer.status).toBe(200);
    expect(ok(answer).data.organizations).toEqual([{ id: parisId, name: 'Liasse Démo Paris', active: false }]);
    const seenByAdmin = await read(employee.id);
    expect(seenByAdmin.organizations.map((org) => org.id).sort()).toEqual([lyonId, parisId].sort());
  });

  it('answers 404 for an employee that does not exist', async () => {
    const answer = await api(employees.update, { params: { id: crypto.randomUUID() }, body: fullBody(rootId) });
    expect(answer.status).toBe(404);
    expect((await api(employees.get, { params: { id: 'not-a-uuid' } })).status).toBe(400);
  });

  it('refuses a malformed update and changes nothing', async () => {
    const employee = await makeEmployee({ lastName: 'Inchangé' });
    for (const change of [
      { socialSecurityNumber: '185057800608492' },
      { birthDay: '2001-02-29' },
      { organizations: [] },
    ]) {
      const answer = await api(employees.update, {
        params: { id: employee.id },
        body: { ...fullBody(rootId), ...change },
      });
      expect(answer.status).toBe(400);
    }
    expect(await read(employee.id)).toEqual(employee);
  });
});

describe('the employees list', () => {
  it('never holds a NIR, not even masked', async () => {
    const employee = await makeEmployee({ lastName: 'Sansnir' });
    const nir = await revealed(employee.id);
    const page = await search({ search: 'Sansnir' });
    expect(idsOf(page)).toEqual([employee.id]);
    const text = JSON.stringify(page);
    expect(text).not.toContain(nir);
    expect(text).not.toContain('**');
    expect(Object.keys(page.employees[0]!)).not.toContain('socialSecurityNumber');
  });

  it('follows the active / all / inactive switch, and the column filters', async () => {
    const tag = `Filtre${process.pid}`;
    const active = await makeEmployee({ lastName: `${tag} Actif`, city: 'Brest', organizations: [{ orgId: parisId }] });
    const inactive = await makeEmployee({
      lastName: `${tag} Parti`,
      bpeAgreement: true,
      organizations: [{ orgId: lyonId }],
    });
    expect((await api(employees.deactivate, { body: { ids: [inactive.id] } })).status).toBe(200);
    const find = async (filters: EmployeeSearch['filters']) => idsOf(await search({ search: tag, filters })).sort();
    expect(await find({ status: 'ACTIVE' })).toEqual([active.id]);
    expect(await find({ status: 'INACTIVE' })).toEqual([inactive.id]);
    expect(await find({ status: 'ALL' })).toEqual([active.id, inactive.id].sort());
    expect(await find({ bpeAgreement: true })).toEqual([inactive.id]);
    expect(await find({ city: 'bres' })).toEqual([active.id]);
    expect(await find({ lastName: 'parti' })).toEqual([inactive.id]);
    expect(await find({ orgId: parisId })).toEqual([active.id]);
    // Those an employee group of the organisation may hold: its own, and those of the ones below it.
    expect(await find({ underOrgId: parisId })).toEqual([active.id]);
    expect(await find({ underOrgId: rootId })).toEqual([active.id, inactive.id].sort());
    expect(await find({ accountState: 'NOT_FINALIZED' })).toEqual([active.id, inactive.id].sort());
    expect(await find({ accountState: 'FINALIZED' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await find({ createdAt: { start: today, end: today } })).toEqual([active.id, inactive.id].sort());
    expect(await find({ createdAt: { end: '2000-01-01' } })).toEqual([]);
    expect(await find({ registrationNumber: active.registrationNumber! })).toEqual([active.id]);
  });

  it('pages in the asked order, and finds the asked ids', async () => {
    const tag = `Page${process.pid}`;
    const made = [];
    for (const letter of ['C', 'A', 'B']) made.push(await makeEmployee({ lastName: `${tag} ${letter}` }));
    const first = await search({ search: tag, limit: 2, page: 1, sort: { field: 'lastName', order: 'DESC' } });
    expect(first.count).toBe(3);
    expect(first.employees.map((row) => row.lastName)).toEqual([`${tag} C`, `${tag} B`]);
    const second = await search({ search: tag, limit: 2, page: 2, sort: { field: 'lastName', order: 'DESC' } });
    expect(second.employees.map((row) => row.lastName)).toEqual([`${tag} A`]);
    expect(idsOf(await search({ ids: [made[1]!.id] }))).toEqual([made[1]!.id]);
    expect((await search({ ids: [] })).count).toBe(0);
  });

  it.each([
    ['an unknown status', { filters: { status: 'GONE' } }],
    ['an unknown account state', { filters: { accountState: 'MAYBE' } }],
    ['an unknown sort', { sort: { field: 'socialSecurityNumber', order: 'ASC' } }],
    ['a date that does not exist', { filters: { createdAt: { start: '2026-02-30' } } }],
    ['an organisation that is not a uuid', { filters: { orgId: 'paris' } }],
    ['a page of 1000', { limit: 1000 }],
  ])('refuses %s', async (_, body) => {
    expect((await api(employees.search, { body: malformed(body) })).status).toBe(400);
  });
});

describe('deactivating and reactivating', () => {
  it('changes those asked, and says how many', async () => {
    const [one, two] = [await makeEmployee(), await makeEmployee()];
    const off = await api(employees.deactivate, { body: { ids: [one.id, two.id, crypto.randomUUID()] } });
    expect(ok(off).data.updated).toBe(2);
    const again = await api(employees.deactivate, { body: { ids: [one.id] } });
    expect(ok(again).data.updated).toBe(0);
    const on = await api(employees.reactivate, { body: { ids: [one.id] } });
    expect(ok(on).data.updated).toBe(1);
    expect([(await read(one.id)).status, (await read(two.id)).status]).toEqual(['ACTIVE', 'INACTIVE']);
  });

  it.each([
    ['no id', { ids: [] }],
    ['no body field', {}],
    ['an id that is not a uuid', { ids: ['one'] }],
    ['more than 1000 ids', { ids: Array.from({ length: 1001 }, () => crypto.randomUUID()) }],
  ])('refuses %s', async (_, body) => {
    expect((await api(employees.deactivate, { body: malformed(body) })).status).toBe(400);
    expect((await api(employees.reactivate, { body: malformed(body) })).status).toBe(400);
  });
});

describe('the BPE agreement', () => {
  const put = async (employee: TEmployee, fields: Partial<CallBody<typeof employees.update>>) => {
    const body = { ...fullBody(lyonId), ...fields };
    delete (body as { socialSecurityNumber?: string }).socialSecurityNumber;
    const answer = await api(employees.update, { params: { id: employee.id }, body });
    expect(answer.status).toBe(200);
    return ok(answer).data;
  };

  it('is not stated, not refused, for an employee created without a word on it: no day, nobody recorded it', async () => {
    const employee = await makeEmployee();
    expect(employee).toMatchObject({ bpeAgreement: null, bpeAgreementAt: null, bpeAgreementBy: null });
  });

  it('records each state stated with its day and who recorded it, and forgets both when it is no longer stated', async () => {
    const employee = await makeEmployee();
    const refused = await put(employee, { bpeAgreement: false, bpeAgreementAt: null });
    expect(refused).toMatchObject({ bpeAgreement: false, bpeAgreementBy: 'Camille Martin' });
    expect(refused.bpeAgreementAt?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const accepted = await put(employee, { bpeAgreement: true, bpeAgreementAt: '2026-02-03' });
    expect(accepted).toMatchObject({
      bpeAgreement: true,
      bpeAgreementAt: '2026-02-03T00:00:00.000Z',
      bpeAgreementBy: 'Camille Martin',
    });
    // Saved again unchanged (the form sends the stored day back): the record stays as it was.
    const hr = (await loginAs(server, 'hr')).token;
    const again = await apiAs(server, hr)(employees.update, {
      params: { id: employee.id },
      body: { ...fullBody(lyonId), socialSecurityNumber: undefined, bpeAgreement: true, bpeAgreementAt: '2026-02-03' },
    });
    expect(ok(again).data.bpeAgreementBy).toBe('Camille Martin');
    expect(await put(employee, { bpeAgreement: null, bpeAgreementAt: '2026-02-03' })).toMatchObject({
      bpeAgreement: null,
      bpeAgreementAt: null,
      bpeAgreementBy: null,
    });
  });

  it('takes a refusal into effect on its day, or a day up to three months later (D.3243-7), and no other', async () => {
    const employee = await makeEmployee();
    const today = new Date().toISOString().slice(0, 10);
    expect(await put(employee, { bpeAgreement: false, bpeAgreementAt: null })).toMatchObject({
      bpeRefusalEffectiveOn: today,
    });
    expect(
      await put(employee, { bpeAgreement: false, bpeAgreementAt: '2026-01-31', bpeRefusalEffectiveOn: '2026-04-30' }),
    ).toMatchObject({ bpeAgreement: false, bpeRefusalEffectiveOn: '2026-04-30' });
    // Saved again without the day (an older client): the day recorded stays.
    expect(await put(employee, { bpeAgreement: false, bpeAgreementAt: '2026-01-31' })).toMatchObject({
      bpeRefusalEffectiveOn: '2026-04-30',
    });
    for (const effect of ['2026-05-01', '2026-01-30']) {
      const body = {
        ...fullBody(lyonId),
        bpeAgreement: false,
        bpeAgreementAt: '2026-01-31',
        bpeRefusalEffectiveOn: effect,
      };
      delete (body as { socialSecurityNumber?: string }).socialSecurityNumber;
      const outOfRange = await api(employees.update, { params: { id: employee.id }, body });
      expect(outOfRange.status).toBe(400);
      expect(refused(outOfRange, 400).error.fields).toEqual({
        bpeRefusalEffectiveOn: 'bpe_effect_range',
      });
    }
    const stored = await read(employee.id);
    expect(stored.bpeRefusalEffectiveOn).toBe('2026-04-30');
    // Accepted again: no refusal, no effect day.
    expect(
      await put(employee, { bpeAgreement: true, bpeAgreementAt: '2026-06-01', bpeRefusalEffectiveOn: '2026-06-02' }),
    ).toMatchObject({ bpeAgreement: true, bpeRefusalEffectiveOn: null });
  });

  it('filters the list by each of the three states, the two-state filter of before still read', async () => {
    const tag = `Bpe${process.pid}`;
    const [accepted, refused, unstated] = await Promise.all(
      [true, false, null].map((bpeAgreement, index) =>
        makeEmployee({ lastName: `${tag} ${index}`, bpeAgreement, organizations: [{ orgId: lyonId }] }),
      ),
    );
    const find = async (bpeAgreement: unknown) => idsOf(await search({ search: tag, filters: { bpeAgreement } }));
    expect(await find('ACCEPTED')).toEqual([accepted!.id]);
    expect(await find('REFUSED')).toEqual([refused!.id]);
    expect(await find('NOT_STATED')).toEqual([unstated!.id]);
    expect(await find(false)).toEqual([refused!.id]);
    const page = await search({ search: tag });
    expect(page.employees.map((employee) => employee.bpeAgreement)).toEqual([true, false, null]);
    expect((await api(employees.search, { body: { filters: { bpeAgreement: 'MAYBE' } } })).status).toBe(400);
  });
});

describe('the statistics', () => {
  it('count by status, account state and BPE agreement', async () => {
    const before = await stats();
    const beforeActive = await stats(admin, 'ACTIVE');
    const accepted = await makeEmployee({ bpeAgreement: true });
    const left = await makeEmployee();
    await api(employees.deactivate, { body: { ids: [left.id] } });
    const after = await stats();
    expect(after.byStatus.ACTIVE - before.byStatus.ACTIVE).toBe(1);
    expect(after.byStatus.INACTIVE - before.byStatus.INACTIVE).toBe(1);
    expect(after.total - before.total).toBe(2);
    expect(after.byAccountState.NOT_REGISTERED - before.byAccountState.NOT_REGISTERED).toBe(2);
    expect(after.notFinalized - before.notFinalized).toBe(2);
    expect(after.byBpeAgreement.accepted - before.byBpeAgreement.accepted).toBe(1);
    // Created without a word on it: not stated, which is not refused.
    expect(after.byBpeAgreement.refused - before.byBpeAgreement.refused).toBe(0);
    expect(after.byBpeAgreement.notStated - before.byBpeAgreement.notStated).toBe(1);
    const afterActive = await stats(admin, 'ACTIVE');
    expect(afterActive.total - beforeActive.total).toBe(1);
    expect(afterActive.byStatus).toEqual(after.byStatus);
    expect(accepted.bpeAgreementAt).not.toBeNull();
  });

  it('refuses an unknown status', async () => {
    expect((await api(employees.stats, { query: malformed({ status: 'GONE' }) })).status).toBe(400);
  });
});

describe('access, as a user with rights on one organisation', () => {
  it('sees, counts and reaches only the employees of that organisation', async () => {
    const inLyon = await makeEmployee({ organizations: [{ orgId: lyonId }] });
    const inBoth = await makeEmployee({ organizations: [{ orgId: lyonId }, { orgId: parisId }] });
    const attacker = await makeScopedUser(server, {
      login: 'paris-attacker',
      orgId: parisId,
      features: ['EMPLOYEES_LIST', 'EMPLOYEES_EDIT', 'EMPLOYEES_DELETE'],
    });
    const token = attacker.token;
    const all = await search({ limit: 100 }, token);
    expect(all.employees.every((row) => row.organizations.every((org) => org.id === parisId))).toBe(true);
    const ids = idsOf(await search({ ids: [inLyon.id, inBoth.id] }, token));
    expect(ids).toEqual([inBoth.id]);
    // Its Lyon link is not shown to them.
    expect((await search({ ids: [inBoth.id] }, token)).employees[0]!.organizations.map((org) => org.id)).toEqual([
      parisId,
    ]);
    expect((await search({ filters: { orgId: lyonId } }, token)).count).toBe(0);
    const mine = await stats(token);
    const parisCount = (await search({ filters: { orgId: parisId } })).count;
    expect(mine.byStatus.ACTIVE + mine.byStatus.INACTIVE).toBe(parisCount);

    const attackerApi = apiAs(server, token);
    const params = { id: inLyon.id };
    for (const [name, attempt] of [
      ['get', () => attackerApi(employees.get, { params })],
      ['update', () => attackerApi(employees.update, { params, body: fullBody(parisId) })],
      ['revealNir', () => attackerApi(employees.revealNir, { params })],
      ['link', () => attackerApi(employees.link, { params, body: { orgId: parisId } })],
      ['unlinkOrganization', () => attackerApi(employees.unlinkOrganization, { params: { id: lyonId } })],
    ] as const) {
      expect((await attempt()).status, name).toBe(404);
    }
    const off = await attackerApi(employees.deactivate, { body: { ids: [inLyon.id] } });
    expect(ok(off).data.updated).toBe(0);
    const created = await attackerApi(employees.create, { body: fullBody(lyonId) });
    expect(created.status).toBe(400);
    expect(refused(created, 400).error.fields).toEqual({ organizations: 'not_visible' });
  });

  it("follows the employee criteria of the caller's rules", async () => {
    const [named, other] = [
      await makeEmployee({ organizations: [{ orgId: parisId }] }),
      await makeEmployee({ organizations: [{ orgId: parisId }] }),
    ];
    const user = await makeScopedUser(server, {
      login: 'paris-one-employee',
      orgId: parisId,
      features: ['EMPLOYEES_LIST'],
    });
    await server.ctx.database.db
      .updateTable('access_rules')
      .set({ employee_ids: [named.id] })
      .where('name', '=', 'paris-one-employee rule')
      .execute();
    expect(idsOf(await search({}, user.token))).toEqual([named.id]);
    expect((await stats(user.token)).total).toBe(1);
    const userApi = apiAs(server, user.token);
    expect((await userApi(employees.get, { params: { id: other.id } })).status).toBe(404);
    expect((await userApi(employees.get, { params: { id: named.id } })).status).toBe(200);
  });
});

describe('revealing the NIR', () => {
  it('gives it in clear to the edit feature, records who and when, and never logs it', async () => {
    const nir = makeNir();
    const employee = await makeEmployee({ socialSecurityNumber: nir });
    const answer = await api(employees.revealNir, { params: { id: employee.id } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toEqual({ data: { socialSecurityNumber: nir, nirTemporary: false } });
    const adminUser = await server.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('login', '=', 'admin')
      .executeTakeFirstOrThrow();
    const audit = await server.ctx.database.db
      .selectFrom('employee_nir_reveals')
      .selectAll()
      .where('employee_id', '=', employee.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: adminUser.id });
    expect(Date.now() - audit[0]!.revealed_at.getTime()).toBeLessThan(3_600_000);
    expect(server.logs()).not.toContain(nir);
  });

  it('answers null for an employee without a NIR, and records the reading all the same', async () => {
    const employee = await makeEmployee({ socialSecurityNumber: null });
    expect(employee).toMatchObject({ hasNir: false, socialSecurityNumber: null });
    expect(await revealed(employee.id)).toBeNull();
  });

  it('is refused without the edit feature, and records nothing', async () => {
    const employee = await makeEmployee({ organizations: [{ orgId: parisId }] });
    const reader = await makeScopedUser(server, {
      login: 'paris-reader',
      orgId: parisId,
      features: ['EMPLOYEES_LIST'],
    });
    const readerApi = apiAs(server, reader.token);
    expect((await readerApi(employees.get, { params: { id: employee.id } })).status).toBe(200);
    expect((await readerApi(employees.revealNir, { params: { id: employee.id } })).status).toBe(403);
    const audit = await server.ctx.database.db
      .selectFrom('employee_nir_reveals')
      .selectAll()
      .where('employee_id', '=', employee.id)
      .execute();
    expect(audit).toEqual([]);
  });
});

describe('unlinking the employees of an organisation', () => {
  it('moves those it leaves with no organisation to the parent, inactive', async () => {
    const shop = await makeOrganization(server, admin, { parentId: lyonId });
    const only = await makeEmployee({ organizations: [{ orgId: shop.id }] });
    const also = await makeEmployee({ organizations: [{ orgId: shop.id }, { orgId: parisId }] });
    const answer = await api(employees.unlinkOrganization, { params: { id: shop.id } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { unlinked: 2, movedToParent: 1 } });
    expect(await read(only.id)).toMatchObject({ status: 'INACTIVE', organizations: [{ id: lyonId, active: false }] });
    expect(await read(also.id)).toMatchObject({ status: 'ACTIVE', organizations: [{ id: parisId, active: true }] });
    expect((await search({ filters: { orgId: shop.id } })).count).toBe(0);
  });

  it('refuses to leave employees of the root with no organisation', async () => {
    const only = await makeEmployee({ organizations: [{ orgId: rootId }] });
    const answer = await api(employees.unlinkOrganization, { params: { id: rootId } });
    expect(answer.status).toBe(409);
    expect((await read(only.id)).organizations).toHaveLength(1);
  });

  it('answers 404 for an organisation that does not exist', async () => {
    expect((await api(employees.unlinkOrganization, { params: { id: crypto.randomUUID() } })).status).toBe(404);
  });
});
