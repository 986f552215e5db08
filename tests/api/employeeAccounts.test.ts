import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account as accountCalls } from '../../common/api/account';
import { BASES } from '../../common/api/bases';
import type { CallDeclaration } from '../../common/api/call';
import { closure } from '../../common/api/closure';
import { documentFiles, documents, masks } from '../../common/api/documents';
import { employeeAccounts } from '../../common/api/employees';
import { organizations } from '../../common/api/organizations';
import { outbox } from '../../common/api/outbox';
import { accessRules, userGroups, users } from '../../common/api/rights';
import { ACCOUNT_REMINDERS } from '../../server/modules/employeeAccounts/reminderJob';
import { purgeExpired } from '../../server/jobs/purgeExpired';
import { remindDueAccounts } from '../../server/modules/employeeAccounts/reminders';
import { SOFT_BLOCK_AFTER } from '../../server/auth/accountLock';
import { apiAs, ok, refused, type Api, malformed } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { insertEmployee, makeScopedUser } from '../support/factories';
import { standardFontStrings } from '../support/pdfText';
import { call, loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
/** The demo administrator's client. */
let api: Api;
let paris: Awaited<ReturnType<typeof demoOrganization>>;
let lyon: Awaited<ReturnType<typeof demoOrganization>>;
let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  admin = (await loginAs(server, 'admin')).token;
  api = apiAs(server, admin);
  paris = await demoOrganization(server, 'Paris');
  lyon = await demoOrganization(server, 'Lyon');
});
afterAll(() => server?.close());

const db = () => server.ctx.database.db;
/** The error code of an answer, none when it succeeded. */
const codeOf = (answer: { status: number; body: unknown }) =>
  answer.status >= 400 ? refused(answer, answer.status).error.code : undefined;
/** The three bulk actions on the employees' accounts, which take the same selection. */
const BULK_ACTIONS = [employeeAccounts.create, employeeAccounts.activationLetters, employeeAccounts.remind];
const CODE = /activation code\s: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/;

let people = 0;
/** An employee of Paris (or `org`) with an email unless told. */
const employee = (
  fields: { email?: string | null; org?: typeof paris; firstName?: string; lastName?: string } = {},
) => {
  const n = ++people;
  return insertEmployee(db(), fields.org ?? paris, {
    first_name: fields.firstName ?? 'Zoé',
    last_name: fields.lastName ?? `Lefèvre${n}`,
    email: fields.email === undefined ? `salarie${n}@demo.liasse.example` : fields.email,
    address: '3 rue de la Paix',
    zip_code: '75002',
    city: 'Paris',
  });
};
const employeeRow = (id: string) =>
  db().selectFrom('employees').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const accountOf = (employeeId: string) =>
  db().selectFrom('users').selectAll().where('employee_id', '=', employeeId).executeTakeFirstOrThrow();
/** The latest message for the account, read in the database as only its recipient would read it. */
const lastMailTo = (userId: string) =>
  db()
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient_user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
const mailedCode = async (userId: string) => CODE.exec((await lastMailTo(userId)).body_text)![1];

const printLetters = async (ids: string[], token = admin) =>
  apiAs(server, token)(employeeAccounts.activationLetters, { body: { ids } });
const activate = (login: string, code: string, ip = newAddress()) =>
  apiAs(server)(accountCalls.activate, { body: { login, code } }, { headers: { 'x-forwarded-for': ip } });
const finalize = (token: string) =>
  apiAs(server, token)(accountCalls.finalize, {
    body: { password: 'Mon-Compte-1', confirmation: 'Mon-Compte-1', acceptTerms: true },
  });

describe('creating personal accounts', () => {
  it('makes each employee a user with no feature who must finalise, once', async () => {
    const [lea, marc] = [await employee(), await employee({ email: null })];
    const answer = await api(employeeAccounts.create, { body: { ids: [lea.id, marc.id] } });
    expect(answer.status).toBe(200);
    expect(ok(answer).data).toEqual({ created: [lea.id, marc.id], skipped: [] });
    const account = await accountOf(lea.id);
    expect(account).toMatchObject({ must_init_account: true, email: lea.email, first_name: 'Zoé', org_id: paris.id });
    expect(account.login).toMatch(/^zoe\.lefevre\d+$/);
    const rules = await db()
      .selectFrom('access_rule_users')
      .select('rule_id')
      .where('user_id', '=', account.id)
      .execute();
    expect(rules).toEqual([]);
    expect(await employeeRow(lea.id)).toMatchObject({ account_state: 'CREATED', account_created_at: expect.any(Date) });

    const again = await api(employeeAccounts.create, { body: { ids: [lea.id] } });
    expect(ok(again).data).toEqual({ created: [], skipped: [{ id: lea.id, reason: 'ALREADY_CREATED' }] });
    // No password opens it before its activation.
    const login = await apiAs(server)(accountCalls.login, {
      body: { login: account.login, password: '!activation-pending' },
    });
    expect(login.status).toBe(401);
  });

  it('gives namesakes distinct logins', async () => {
    const twins = [
      await employee({ firstName: 'Anaïs', lastName: 'Dupré' }),
      await employee({ firstName: 'Anaïs', lastName: 'Dupré' }),
    ];
    await api(employeeAccounts.create, { body: { ids: twins.map(({ id }) => id) } });
    const logins = await Promise.all(twins.map(async ({ id }) => (await accountOf(id)).login));
    expect(logins[0]).toBe('anais.dupre');
    expect(logins[1]).toMatch(/^anais\.dupre\.\d{4}$/);
  });

  it.each([
    ['no ids', {}],
    ['an empty selection', { ids: [] }],
    ['an id that is no uuid', { ids: ['42'] }],
    ['more than 1000 ids', { ids: Array.from({ length: 1001 }, () => crypto.randomUUID()) }],
  ])('refuses %s with a 400', async (_, body) => {
    for (const action of BULK_ACTIONS) {
      const answer = await api(action, { body: malformed(body) });
      expect(answer.status).toBe(400);
      expect(codeOf(answer)).toBe('VALIDATION_ERROR');
    }
  });
});

describe('a personal account', () => {
  it('is no desk user: the users list leaves it out, and no rule or user group may name it', async () => {
    const someone = await employee();
    await api(employeeAccounts.create, { body: { ids: [someone.id] } });
    const account = await accountOf(someone.id);
    const listed = await api(users.search, { body: { search: account.login } });
    expect(ok(listed).count).toBe(0);
    const rule = await api(accessRules.create, {
      body: { name: 'Promotion', orgId: paris.id, userIds: [account.id], features: ['EMPLOYEES_LIST'] },
    });
    expect(rule.status).toBe(400);
    const group = await api(userGroups.create, { body: { name: 'Promotion', users: [account.id] } });
    expect(group.status).toBe(400);
  });
});

describe('a user with rights on one organisation', () => {
  it('cannot create accounts, print letters or remind employees outside it: 404, and nothing changes', async () => {
    const mine = await employee();
    const outside = await employee({ org: lyon });
    const scoped = await makeScopedUser(server, { login: 'paris-hr', orgId: paris.id, features: ['EMPLOYEES_EDIT'] });
    const scopedApi = apiAs(server, scoped.token);
    for (const action of BULK_ACTIONS) {
      for (const ids of [[outside.id], [mine.id, outside.id], [crypto.randomUUID()]]) {
        const answer = await scopedApi(action, { body: { ids } });
        expect(answer.status).toBe(404);
      }
    }
    for (const id of [mine.id, outside.id]) expect((await employeeRow(id)).account_state).toBe('NOT_REGISTERED');
    expect((await scopedApi(employeeAccounts.create, { body: { ids: [mine.id] } })).status).toBe(200);
  });

  it('without the employee edit feature gets 403', async () => {
    const someone = await employee();
    const reader = await makeScopedUser(server, {
      login: 'paris-reader',
      orgId: paris.id,
      features: ['EMPLOYEES_LIST'],
    });
    for (const action of BULK_ACTIONS)
      expect((await apiAs(server, reader.token)(action, { body: { ids: [someone.id] } })).status).toBe(403);
  });
});

describe('activation letters', () => {
  it('are one PDF page per employee with a new code each, also emailed, stored only keyed-hashed', async () => {
    const [withMail, withoutMail] = [await employee(), await employee({ email: null })];
    const answer = await printLetters([withMail.id, withoutMail.id]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('x-letter-count')).toBe('2');
    const pdf = new Uint8Array(ok(answer));
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const pages = await standardFontStrings(pdf);
    expect(pages).toHaveLength(2);
    const account = await accountOf(withMail.id);
    const emailed = await mailedCode(account.id);
    expect(pages[0]).toEqual([emailed]);
    expect(pages[1][0]).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(pages[1][0]).not.toBe(emailed);
    // Only the employee without email had no message.
    const messages = await db()
      .selectFrom('mail_outbox')
      .select('recipient_user_id')
      .where('recipient_user_id', '=', (await accountOf(withoutMail.id)).id)
      .execute();
    expect(messages).toEqual([]);
    // The database holds neither code in clear, nor a plain hash of it.
    const stored = JSON.stringify(await db().selectFrom('employee_activation_codes').selectAll().execute());
    for (const code of [emailed, pages[1][0]]) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
  });

  it('keep the code out of every outbox listing, even the administrator’s', async () => {
    const someone = await employee();
    await printLetters([someone.id]);
    const code = await mailedCode((await accountOf(someone.id)).id);
    const listing = await api(outbox.search, { body: { search: someone.email!, limit: 100 } });
    const { messages } = ok(listing);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((message) => message.carriesSecret && message.text === null)).toBe(true);
    expect(JSON.stringify(messages)).not.toContain(code);
  });

  it('printed again, replace the code: only the latest works', async () => {
    const someone = await employee();
    const first = (await standardFontStrings(new Uint8Array(ok(await printLetters([someone.id])))))[0][0];
    const second = (await standardFontStrings(new Uint8Array(ok(await printLetters([someone.id])))))[0][0];
    expect(second).not.toBe(first);
    const { login } = await accountOf(someone.id);
    expect(codeOf(await activate(login, first))).toBe('INVALID_ACTIVATION_CODE');
    expect((await activate(login, second)).status).toBe(200);
  });

  it('leave out finalised accounts, and say so when nothing is left to print', async () => {
    const done = await employee();
    const waiting = await employee();
    await db().updateTable('employees').set({ account_state: 'FINALIZED' }).where('id', '=', done.id).execute();
    expect(codeOf(await printLetters([done.id]))).toBe('NO_LETTER_TO_PRINT');
    const mixed = await printLetters([done.id, waiting.id]);
    expect(mixed.headers.get('x-letter-count')).toBe('1');
    expect(mixed.headers.get('x-letter-skipped')).toBe('1');
  });
});

describe('activating a personal account', () => {
  const letterFor = async () => {
    const someone = await employee();
    await printLetters([someone.id]);
    const account = await accountOf(someone.id);
    return { someone, account, code: await mailedCode(account.id) };
  };

  it('opens a session that must finalise; once finalised the employee signs in with their password', async () => {
    const { someone, account, code } = await letterFor();
    // Typed by hand: small letters and spaces instead of dashes are the same code.
    const answer = await activate(account.login, code.toLowerCase().replace(/-/g, ' '));
    expect(answer.status).toBe(200);
    expect(ok(answer).data).toMatchObject({
      login: account.login,
      features: [],
      mustInitAccount: true,
      personalAccount: true,
    });
    const token = answer.headers.get('set-authorization')!;
    expect(codeOf(await apiAs(server, token)(employeeAccounts.create, { body: { ids: [someone.id] } }))).toBe(
      'ACCOUNT_NOT_FINALISED',
    );

    expect((await finalize(token)).status).toBe(200);
    expect((await employeeRow(someone.id)).account_state).toBe('FINALIZED');
    const signedIn = await loginAs(server, account.login, 'Mon-Compte-1');
    expect(signedIn.body.data).toMatchObject({ mustInitAccount: false, personalAccount: true, features: [] });
    // Single use: the code, and the account, are spent.
    expect(codeOf(await activate(account.login, code))).toBe('INVALID_ACTIVATION_CODE');
  });

  it('spends the code at once: a second activation before the finalisation is refused', async () => {
    const { account, code } = await letterFor();
    expect((await activate(account.login, code)).status).toBe(200);
    expect(codeOf(await activate(account.login, code))).toBe('INVALID_ACTIVATION_CODE');
  });

  it('refuses an expired code, a code of another employee and an unknown login alike', async () => {
    const mine = await letterFor();
    const theirs = await letterFor();
    expect(codeOf(await activate(mine.account.login, theirs.code))).toBe('INVALID_ACTIVATION_CODE');
    expect(codeOf(await activate('personne.inconnue', mine.code))).toBe('INVALID_ACTIVATION_CODE');
    await db()
      .updateTable('employee_activation_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('employee_id', '=', mine.someone.id)
      .execute();
    expect(codeOf(await activate(mine.account.login, mine.code))).toBe('INVALID_ACTIVATION_CODE');
  });

  it('leaves its dead codes to the nightly purge, a day after they expired or were used', async () => {
    const { someone } = await letterFor();
    const dayAndHourAgo = new Date(Date.now() - 25 * 3600_000);
    await db()
      .updateTable('employee_activation_codes')
      .set({ expires_at: dayAndHourAgo })
      .where('employee_id', '=', someone.id)
      .execute();
    expect((await purgeExpired(db())).activationCodes).toBeGreaterThanOrEqual(1);
    const left = await db()
      .selectFrom('employee_activation_codes')
      .select('employee_id')
      .where('employee_id', '=', someone.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('is throttled like the login: five wrong codes block the account, even for the right one', async () => {
    const { account, code } = await letterFor();
    const ip = newAddress();
    for (let i = 1; i < SOFT_BLOCK_AFTER; i++)
      expect(codeOf(await activate(account.login, 'AAAA-BBBB-CCCC', ip))).toBe('INVALID_ACTIVATION_CODE');
    expect(codeOf(await activate(account.login, 'AAAA-BBBB-CCCC', ip))).toBe('ACCOUNT_BLOCKED');
    expect(codeOf(await activate(account.login, code, newAddress()))).toBe('ACCOUNT_BLOCKED');
  });

  it('is throttled by address: guesses spread over many logins end in 429', async () => {
    const ip = newAddress();
    let last: Awaited<ReturnType<typeof activate>> | undefined;
    for (let i = 0; i < 21; i++) last = await activate(`inconnu-${i}`, 'AAAA-BBBB-CCCC', ip);
    expect(last!.status).toBe(429);
  });

  it('gives an employee account nothing of the desk but its own documents: every other call is refused', async () => {
    const { account, code } = await letterFor();
    const token = (await activate(account.login, code)).headers.get('set-authorization')!;
    await finalize(token);
    const { token: session } = await loginAs(server, account.login, 'Mon-Compte-1');
    // The OpenAPI document of every route (not a call of the portal's, hence no declaration).
    const doc = await (await fetch(`${server.url}/api/docs`)).json();
    /** A call as the OpenAPI document names it: its method, then its path with `{name}` left in. */
    const nameOf = ({ method, base, path }: CallDeclaration) =>
      `${method} ${base === 'root' ? '' : BASES[base]}/${path.replace('{product}', server.ctx.config.productCode)}`;
    const own = new Set(
      [
        // Their own session, profile and look.
        accountCalls.current,
        accountCalls.changePassword,
        accountCalls.finalize,
        accountCalls.logout,
        organizations.currentStylesheet,
        // Their own documents (tests/api/documentAccess.test.ts: exactly those addressed to them) and saved filters.
        documents.search,
        documents.folders,
        documents.stats,
        documents.senders,
        masks.list,
        masks.create,
        documentFiles.preview,
        documentFiles.archive,
        documentFiles.docType,
        // All of them at once (D.3243-8), and the service's closure notice, which everyone reads.
        documentFiles.myArchive,
        closure.get,
      ].map(nameOf),
    );
    const calls = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    const concrete = (path: string) => path.replace(/\{\w+\}/g, crypto.randomUUID());
    const send = (method: string, path: string, token?: string) =>
      call(server, path, { token, method, body: method === 'GET' || method === 'DELETE' ? undefined : {} });
    let checked = 0;
    const opened: string[] = [];
    for (const { method, path } of calls) {
      if (!path.startsWith('/api/') || own.has(`${method} ${path}`)) continue;
      // A public call (the login, a link's credential) answers anyone alike: only the signed-in ones are the desk.
      if ((await send(method, concrete(path))).status !== 401) continue;
      const response = await send(method, concrete(path), session);
      if (![403, 404].includes(response.status)) opened.push(`${method} ${path} ${response.status}`);
      checked++;
    }
    expect(opened).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  });
});

describe('reminders', () => {
  const withAccount = async (fields: Parameters<typeof employee>[0] = {}) => {
    const someone = await employee(fields);
    await api(employeeAccounts.create, { body: { ids: [someone.id] } });
    return someone;
  };
  const remind = async (ids: string[]) => ok(await api(employeeAccounts.remind, { body: { ids } })).data;

  it('are sent at most once a day per employee, and say who was left out and why', async () => {
    const waiting = await withAccount();
    const noMail = await withAccount({ email: null });
    const noAccount = await employee();
    const done = await withAccount();
    await db().updateTable('employees').set({ account_state: 'FINALIZED' }).where('id', '=', done.id).execute();

    expect(await remind([waiting.id, noMail.id, noAccount.id, done.id])).toEqual({
      reminded: [waiting.id],
      skipped: [
        { id: noMail.id, reason: 'NO_EMAIL' },
        { id: noAccount.id, reason: 'NO_ACCOUNT' },
        { id: done.id, reason: 'ALREADY_FINALIZED' },
      ],
    });
    const remindedAt = (await employeeRow(waiting.id)).last_reminder_at;
    expect(remindedAt).toBeInstanceOf(Date);
    expect(await remind([waiting.id])).toEqual({
      reminded: [],
      skipped: [{ id: waiting.id, reason: 'ALREADY_REMINDED_TODAY' }],
    });

    // The next day, again.
    await db()
      .updateTable('employees')
      .set({ last_reminder_at: new Date(Date.now() - 36 * 3600_000) })
      .where('id', '=', waiting.id)
      .execute();
    expect((await remind([waiting.id])).reminded).toEqual([waiting.id]);
  });

  it('point to the letter’s code while it works, and carry a new one once it has expired', async () => {
    const someone = await employee();
    await printLetters([someone.id]);
    const account = await accountOf(someone.id);
    await remind([someone.id]);
    const pointing = await lastMailTo(account.id);
    expect(pointing.subject).toContain('attend son activation');
    expect(pointing.carries_secret).toBe(false);
    expect(pointing.body_text).not.toMatch(CODE);

    await db()
      .updateTable('employees')
      .set({ last_reminder_at: new Date(Date.now() - 36 * 3600_000) })
      .where('id', '=', someone.id)
      .execute();
    await db()
      .updateTable('employee_activation_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('employee_id', '=', someone.id)
      .execute();
    await remind([someone.id]);
    const renewed = await lastMailTo(account.id);
    expect(renewed.carries_secret).toBe(true);
    expect((await activate(account.login, CODE.exec(renewed.body_text)![1])).status).toBe(200);
  });

  it('go out by themselves for accounts waiting past the configured days, once, however often the job runs', async () => {
    const days = server.ctx.config.employeeAccounts.reminderAfterDays;
    const old = await withAccount();
    const recent = await withAccount();
    const longAgo = new Date(Date.now() - (days + 1) * 86_400_000);
    await db().updateTable('employees').set({ account_created_at: longAgo }).where('id', '=', old.id).execute();

    expect(await remindDueAccounts(server.ctx)).toBeGreaterThanOrEqual(1);
    expect((await employeeRow(old.id)).last_reminder_at).toBeInstanceOf(Date);
    expect((await employeeRow(recent.id)).last_reminder_at).toBeNull();
    const mails = async () =>
      (await db().selectFrom('mail_outbox').select('id').where('recipient', '=', old.email!).execute()).length;
    const sent = await mails();
    expect(await remindDueAccounts(server.ctx)).toBe(0);
    // The job itself, through the queue: scheduled, and idempotent the same day.
    expect((await server.ctx.boss.getSchedules()).map((schedule) => schedule.name)).toContain(ACCOUNT_REMINDERS);
    const jobId = await server.ctx.boss.send(ACCOUNT_REMINDERS, {});
    await expect
      .poll(async () => (await server.ctx.boss.getJobById(ACCOUNT_REMINDERS, jobId!))?.state, { timeout: 30_000 })
      .toBe('completed');
    expect(await mails()).toBe(sent);
    // A manual reminder the same day is refused too.
    expect((await remind([old.id])).skipped).toEqual([{ id: old.id, reason: 'ALREADY_REMINDED_TODAY' }]);
  });
});
