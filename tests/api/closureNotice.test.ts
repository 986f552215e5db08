import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closure } from '../../common/api/closure';
import { addMonthsToDay, today } from '../../common/days';
import { apiAs, ok, refused } from '../support/api';
import { insertUser, makeEmployee, makeOrganization, makeScopedUser } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;

/** The day before, `YYYY-MM-DD`. */
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
const noticeOf = async (token: string) => {
  const response = await apiAs(server, token)(closure.get);
  expect(response.status).toBe(200);
  return ok(response).data;
};
const announce = (closesOn: string, token = admin) => apiAs(server, token)(closure.announce, { body: { closesOn } });
const withdraw = (token: string) => apiAs(server, token)(closure.withdraw);

/** An employee's personal account with an email, signed in. */
const accountHolder = async (login: string) => {
  const employee = await makeEmployee(server, admin);
  const user = await insertUser(server, { login, email: `${login}@example.com` });
  await server.ctx.database.db
    .updateTable('users')
    .set({ employee_id: employee.id })
    .where('id', '=', user.id)
    .execute();
  return { userId: user.id, token: (await loginAs(server, login)).token };
};

/** The closure mails to these users once the mailing job is through. */
const closureMailsTo = async (userIds: string[], count: number) => {
  const read = () =>
    server.ctx.database.db
      .selectFrom('mail_outbox')
      .select(['recipient_user_id', 'subject', 'body_text', 'carries_secret'])
      .where('recipient_user_id', 'in', userIds)
      .where('subject', 'like', '%fermera%')
      .execute();
  await expect.poll(async () => (await read()).length, { timeout: 30_000 }).toBe(count);
  return read();
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
});
afterAll(async () => server?.close());

describe('the closure notice', () => {
  it('is announced three months ahead at least, mailed to every account holder, read by all, moved and withdrawn', async () => {
    const run = Date.now().toString(36);
    const holders = await Promise.all([accountHolder(`clos-a-${run}`), accountHolder(`clos-b-${run}`)]);
    const ids = holders.map((holder) => holder.userId);
    expect(await noticeOf(holders[0]!.token)).toBeNull();

    // Three months less a day is too soon: refused under its field, nothing announced.
    const tooSoon = await announce(dayBefore(addMonthsToDay(today(), 3)));
    expect(refused(tooSoon, 400).error.fields).toEqual({
      closesOn: 'closure_too_soon',
    });
    expect(await noticeOf(admin)).toBeNull();

    const closesOn = addMonthsToDay(today(), 4);
    const announced = await announce(closesOn);
    expect(announced.status).toBe(200);
    expect(ok(announced).data).toMatchObject({
      closesOn,
      announcedBy: 'Camille Martin',
    });
    expect(await noticeOf(holders[1]!.token)).toMatchObject({ closesOn });
    const mails = await closureMailsTo(ids, 2);
    expect(mails.map((mail) => mail.recipient_user_id).sort()).toEqual([...ids].sort());
    expect(mails[0]).toMatchObject({ carries_secret: false });
    expect(mails[0]!.body_text).toContain('Télécharger tous mes documents');

    // Moved: everyone is told the new day, once more.
    const later = addMonthsToDay(today(), 5);
    expect((await announce(later)).status).toBe(200);
    expect(await noticeOf(holders[0]!.token)).toMatchObject({ closesOn: later });
    await closureMailsTo(ids, 4);

    expect((await withdraw(admin)).status).toBe(200);
    expect(await noticeOf(holders[0]!.token)).toBeNull();
  });

  it('is announced only by who sees the whole customer: a user of one organisation gets 404, an employee 403', async () => {
    const run = Date.now().toString(36);
    const organization = await makeOrganization(server, admin);
    const scoped = await makeScopedUser(server, {
      login: `clos-scoped-${run}`,
      orgId: organization.id,
      features: ['ORGANIZATIONS_EDIT'],
    });
    const closesOn = addMonthsToDay(today(), 4);
    expect((await announce(closesOn, scoped.token)).status).toBe(404);
    expect((await withdraw(scoped.token)).status).toBe(404);
    const holder = await accountHolder(`clos-emp-${run}`);
    expect((await announce(closesOn, holder.token)).status).toBe(403);
    expect(await noticeOf(admin)).toBeNull();
  });
});
