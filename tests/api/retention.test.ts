import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { documentFiling, documents } from '../../common/api/documents';
import { employees } from '../../common/api/employees';
import { organizations } from '../../common/api/organizations';
import { retention } from '../../common/api/retention';
import { apiAs, ok, refused } from '../support/api';
import { textPdf } from '../support/documentFiles';
import { makeDocument, makeEmployee, makeOrganization, makeScopedUser } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let scoped = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
});
afterAll(() => server.close());

const today = () => new Date().toISOString().slice(0, 10);
/** The day `years` after `day` as PostgreSQL adds years: 29 February falls back to the 28th. */
const yearsAfter = (day: string, years: number) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const leapDayLost = month === 2 && date === 29 && new Date(Date.UTC(year + years, 1, 29)).getUTCMonth() !== 1;
  return `${year + years}-${String(month).padStart(2, '0')}-${leapDayLost ? '28' : String(date).padStart(2, '0')}`;
};

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
const policiesOf = async (orgId: string, token = admin) => {
  const answer = await apiAs(server, token)(retention.get, { params: { id: orgId } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ok(answer).data;
};
const setPolicies = (orgId: string, policies: CallInput<typeof retention.update>['body']['policies'], token = admin) =>
  apiAs(server, token)(retention.update, { params: { id: orgId }, body: { policies } });
const retainUntilOf = async (id: string) => {
  const answer = await apiAs(server, admin)(documents.get, { params: { id } });
  expect(answer.status).toBe(200);
  return ok(answer).data.retainUntil;
};
/** Reads a document's purge day until it is `expected` (a policy's change is applied by a job). */
const eventually = async (id: string, expected: string | null) => {
  for (let tries = 0; tries < 200 && (await retainUntilOf(id)) !== expected; tries++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await retainUntilOf(id)).toBe(expected);
};
const fileFor = async (orgId: string, docType: string, employeeId?: string) =>
  makeDocument(server, admin, { orgId, docType, employeeId }, await textPdf([`${docType} ${Math.random()}`]));
const setStatus = async (employeeId: string, state: 'deactivate' | 'reactivate') =>
  expect((await apiAs(server, admin)(employees[state], { body: { ids: [employeeId] } })).status).toBe(200);

describe('retention policies', () => {
  it('keep a payslip 50 years and every other document for good where nobody chose', async () => {
    const organization = await makeOrganization(server, admin);
    expect((await policiesOf(organization.id)).map(({ docType, rule, source }) => [docType, rule, source])).toEqual([
      ['PAYE', 'FIFTY_YEARS', 'DEFAULT'],
      ['WCNT', 'KEEP', 'DEFAULT'],
      ['CHIN', 'KEEP', 'DEFAULT'],
      ['FACT', 'KEEP', 'DEFAULT'],
    ]);
    const employee = await makeEmployee(server, admin, { organizations: [{ orgId: organization.id }] });
    expect(await retainUntilOf((await fileFor(organization.id, 'PAYE', employee.id)).id)).toBe(yearsAfter(today(), 50));
    expect(await retainUntilOf((await fileFor(organization.id, 'WCNT', employee.id)).id)).toBe(null);
  });

  it('keep payslips until the employee is 75, leap days and changed birth dates included, never less than five years', async () => {
    const organization = await makeOrganization(server, admin);
    expect(
      (await setPolicies(organization.id, [{ docType: 'PAYE', rule: 'UNTIL_AGE', years: null, age: 75 }])).status,
    ).toBe(200);
    const leapDay = await makeEmployee(server, admin, {
      organizations: [{ orgId: organization.id }],
      birthDay: '1992-02-29',
    });
    const payslip = await fileFor(organization.id, 'PAYE', leapDay.id);
    expect(await retainUntilOf(payslip.id)).toBe('2067-02-28');

    const saved = await apiAs(server, admin)(employees.update, {
      params: { id: leapDay.id },
      body: {
        firstName: leapDay.firstName,
        lastName: leapDay.lastName,
        registrationNumber: leapDay.registrationNumber,
        birthDay: '1990-06-15',
        organizations: [{ orgId: organization.id }],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await retainUntilOf(payslip.id)).toBe('2065-06-15');

    const retired = await makeEmployee(server, admin, {
      organizations: [{ orgId: organization.id }],
      birthDay: '1940-01-01',
    });
    expect(await retainUntilOf((await fileFor(organization.id, 'PAYE', retired.id)).id)).toBe(yearsAfter(today(), 5));
    const unknownBirth = await makeEmployee(server, admin, {
      organizations: [{ orgId: organization.id }],
      birthDay: null,
    });
    expect(await retainUntilOf((await fileFor(organization.id, 'PAYE', unknownBirth.id)).id)).toBe(
      yearsAfter(today(), 50),
    );
  });

  it('keep a contract a number of years after its employee left, counted again from a second departure', async () => {
    const organization = await makeOrganization(server, admin);
    await setPolicies(organization.id, [{ docType: 'WCNT', rule: 'AFTER_DEPARTURE', years: 5, age: null }]);
    const employee = await makeEmployee(server, admin, { organizations: [{ orgId: organization.id }] });
    const contract = await fileFor(organization.id, 'WCNT', employee.id);
    expect(await retainUntilOf(contract.id)).toBe(null);
    await setStatus(employee.id, 'deactivate');
    expect(await retainUntilOf(contract.id)).toBe(yearsAfter(today(), 5));
    await setStatus(employee.id, 'reactivate');
    expect(await retainUntilOf(contract.id)).toBe(null);
    await setStatus(employee.id, 'deactivate');
    expect(await retainUntilOf(contract.id)).toBe(yearsAfter(today(), 5));
    // A contract of nobody counts from its deposit.
    expect(await retainUntilOf((await fileFor(organization.id, 'WCNT')).id)).toBe(yearsAfter(today(), 5));
  });

  it('are inherited down the tree, the nearest choice winning, and existing documents follow a change or a move', async () => {
    const parent = await makeOrganization(server, admin);
    const child = await makeOrganization(server, admin, { parentId: parent.id });
    const charter = await fileFor(child.id, 'CHIN');
    expect(await retainUntilOf(charter.id)).toBe(null);

    await setPolicies(parent.id, [{ docType: 'CHIN', rule: 'AFTER_DEPOSIT', years: 10, age: null }]);
    await eventually(charter.id, yearsAfter(today(), 10));
    const inherited = (await policiesOf(child.id)).find((policy) => policy.docType === 'CHIN')!;
    expect(inherited).toMatchObject({
      rule: 'AFTER_DEPOSIT',
      years: 10,
      source: 'INHERITED',
      fromOrgName: parent.name,
    });

    await setPolicies(child.id, [{ docType: 'CHIN', rule: 'AFTER_DEPOSIT', years: 6, age: null }]);
    await eventually(charter.id, yearsAfter(today(), 6));
    expect((await policiesOf(child.id)).find((policy) => policy.docType === 'CHIN')).toMatchObject({
      source: 'OWN',
      updatedBy: expect.stringMatching(/\S/),
    });
    // Its own choice withdrawn, the child inherits again.
    await setPolicies(child.id, []);
    await eventually(charter.id, yearsAfter(today(), 10));
    // Moved under another organisation, it inherits that one's choice.
    const elsewhere = await makeOrganization(server, admin);
    await setPolicies(elsewhere.id, [{ docType: 'CHIN', rule: 'AFTER_DEPOSIT', years: 2, age: null }]);
    const moved = await apiAs(server, admin)(organizations.update, {
      params: { id: child.id },
      body: { name: child.name, siret: child.siret!, parentId: elsewhere.id },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await eventually(charter.id, yearsAfter(today(), 2));
  });

  it('follow a document moved to another employee', async () => {
    const organization = await makeOrganization(server, admin);
    await setPolicies(organization.id, [{ docType: 'PAYE', rule: 'UNTIL_AGE', years: null, age: 70 }]);
    const [first, second] = [
      await makeEmployee(server, admin, { organizations: [{ orgId: organization.id }], birthDay: '1980-03-01' }),
      await makeEmployee(server, admin, { organizations: [{ orgId: organization.id }], birthDay: '1985-07-20' }),
    ];
    const payslip = await fileFor(organization.id, 'PAYE', first.id);
    expect(await retainUntilOf(payslip.id)).toBe('2050-03-01');
    const moved = await apiAs(server, admin)(documentFiling.refile, {
      params: { id: payslip.id },
      body: { employeeId: second.id },
    });
    expect(moved.status).toBe(200);
    expect(await retainUntilOf(payslip.id)).toBe('2055-07-20');
  });

  it('refuse a rule the document type may not take or a missing duration, with field errors, changing nothing', async () => {
    const organization = await makeOrganization(server, admin);
    const wrongRule = await setPolicies(organization.id, [
      { docType: 'PAYE', rule: 'AFTER_DEPOSIT', years: 3, age: null },
      { docType: 'WCNT', rule: 'AFTER_DEPARTURE', years: null, age: null },
    ]);
    const { error } = refused(wrongRule, 400);
    expect(error.fields).toMatchObject({ 'policies.0.rule': 'not_allowed', 'policies.1.years': 'required' });
    expect((await policiesOf(organization.id)).every((policy) => policy.source === 'DEFAULT')).toBe(true);
  });

  it("are another organisation's secret: 404 outside what the caller sees, and an ancestor they do not see is not named", async () => {
    const parent = await makeOrganization(server, admin);
    const child = await makeOrganization(server, admin, { parentId: parent.id });
    const other = await makeOrganization(server, admin);
    await setPolicies(parent.id, [{ docType: 'CHIN', rule: 'AFTER_DEPOSIT', years: 3, age: null }]);
    const childOnly = await makeScopedUser(server, {
      login: `retention-${++scoped}`,
      orgId: child.id,
      features: ['ORGANIZATIONS_LIST', 'ORGANIZATIONS_EDIT'],
    });
    expect((await policiesOf(child.id, childOnly.token)).find((policy) => policy.docType === 'CHIN')).toMatchObject({
      source: 'INHERITED',
      fromOrgName: null,
      updatedBy: null,
    });
    expect((await apiAs(server, childOnly.token)(retention.get, { params: { id: other.id } })).status).toBe(404);
    expect((await setPolicies(other.id, [], childOnly.token)).status).toBe(404);
    expect((await setPolicies(parent.id, [], childOnly.token)).status).toBe(404);
  });
});
