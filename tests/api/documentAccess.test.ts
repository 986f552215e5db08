import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallBody } from '../../common/api/call';
import { documents } from '../../common/api/documents';
import { employeeGroups } from '../../common/api/employees';
import { accessRules } from '../../common/api/rights';
import { apiAs, ok } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import {
  insertDocument,
  insertEmployee,
  insertOrganization,
  insertUser,
  makePartnership,
  makeScopedUser,
} from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
type Org = Awaited<ReturnType<typeof demoOrganization>>;
let paris: Org;
let lyon: Org;
let users = 0;

const db = () => server.ctx.database.db;
/** The body of an answer that must come with `status`. */
const json = <A extends { status: number; body: unknown }>(answer: A, status = 200) => {
  expect(answer.status).toBe(status);
  return ok(answer);
};

/** Everything a reader can learn of the safe, by every read call. */
const seenBy = async (token: string) => {
  const api = apiAs(server, token);
  const page = json(await api(documents.search, { body: { limit: 100 } }));
  const stats = json(await api(documents.stats)).data;
  const senders = json(await api(documents.senders)).data;
  const folders = json(await api(documents.folders, { body: {} })).data;
  return {
    ids: page.docs.map((doc) => doc.id).sort(),
    count: page.count,
    stats,
    senders: senders.map((sender) => sender.id),
    folderCount: folders.reduce((sum, folder) => sum + folder.count, 0),
  };
};

/** Each one-document call answers 404 for a document the reader may not see, and marks nothing. */
const expectHidden = async (token: string, userId: string, documentId: string) => {
  const api = apiAs(server, token);
  const params = { id: documentId };
  for (const read of [documents.get, documents.location]) expect((await api(read, { params })).status).toBe(404);
  expect((await api(documents.setRead, { params })).status).toBe(404);
  const reads = await db()
    .selectFrom('document_reads')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .execute();
  expect(reads).toEqual([]);
};

const expectShown = async (token: string, documentId: string) => {
  const api = apiAs(server, token);
  const params = { id: documentId };
  for (const read of [documents.get, documents.location]) expect((await api(read, { params })).status).toBe(200);
};

/** A desk user seeing only `orgId`, holding one rule there with DOCUMENTS_LIST and these criteria. */
const ruledUser = async (orgId: string, rule: Partial<CallBody<typeof accessRules.create>> = {}) => {
  const login = `doc-reader-${++users}`;
  const user = await makeScopedUser(server, { login, orgId, features: [] });
  json(
    await apiAs(server, admin)(accessRules.create, {
      body: { name: `${login} rule`, orgId, userIds: [user.id], features: ['DOCUMENTS_LIST'], ...rule },
    }),
    201,
  );
  return user;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  paris = await demoOrganization(server, 'Paris');
  lyon = await demoOrganization(server, 'Lyon');
});
afterAll(() => server?.close());

describe('a user whose rule covers one organisation', () => {
  it("never learns of another organisation's documents, by any call", async () => {
    const mine = await insertOrganization(db(), { parent: lyon });
    const theirs = await insertOrganization(db(), { parent: paris });
    const mySender = await insertUser(server, { login: `sender-mine-${++users}` });
    const theirSender = await insertUser(server, { login: `sender-theirs-${++users}` });
    const visible = [
      await insertDocument(db(), mine, { sender_user_id: mySender.id }),
      await insertDocument(db(), mine, { doc_type: 'WCNT' }),
    ];
    const hidden = await insertDocument(db(), theirs, { sender_user_id: theirSender.id });
    const reader = await ruledUser(mine.id);

    const seen = await seenBy(reader.token);
    expect(seen.ids).toEqual(visible.map((doc) => doc.id).sort());
    expect(seen.count).toBe(2);
    expect(seen.stats).toEqual({
      total: 2,
      unread: 2,
      byType: [
        { docType: 'PAYE', count: 1 },
        { docType: 'WCNT', count: 1 },
      ],
    });
    expect(seen.senders).toEqual([mySender.id]);
    expect(seen.folderCount).toBe(2);
    const readerApi = apiAs(server, reader.token);
    const theirFilter = json(await readerApi(documents.search, { body: { filters: { orgId: theirs.id } } }));
    expect(theirFilter.count).toBe(0);
    expect(json(await readerApi(documents.folders, { body: { orgId: theirs.id } })).data).toEqual([]);
    expect(json(await readerApi(documents.search, { body: { ids: [hidden.id] } })).count).toBe(0);
    await expectHidden(reader.token, reader.id, hidden.id);
    await expectShown(reader.token, visible[0]!.id);
  });

  it('filtering on a parent organisation it does not see gives nothing, even of its own', async () => {
    const parent = await insertOrganization(db(), { parent: lyon });
    const child = await insertOrganization(db(), { parent });
    await insertDocument(db(), child);
    const reader = await ruledUser(child.id);
    const page = async (orgId: string) =>
      json(await apiAs(server, reader.token)(documents.search, { body: { filters: { orgId } } })).count;
    expect(await page(child.id)).toBe(1);
    expect(await page(parent.id)).toBe(0);
  });
});

describe("a rule's criteria", () => {
  it('narrow the list, the counts, the folders and each document by type and period', async () => {
    const org = await insertOrganization(db(), { parent: lyon });
    const kept = await insertDocument(db(), org, { period_start: '2025-03-01', period_end: '2025-03-31' });
    const otherType = await insertDocument(db(), org, { doc_type: 'WCNT', period_start: '2025-03-01' });
    const otherPeriod = await insertDocument(db(), org, { period_start: '2023-03-01', period_end: '2023-03-31' });
    const noPeriod = await insertDocument(db(), org);
    const reader = await ruledUser(org.id, {
      docCriterias: [
        { type: 'DocTypeCriteria', value: 'PAYE' },
        { type: 'PeriodCriteria', periods: [{ start: '2025-01-01T00:00:00Z', end: '2025-12-31T23:59:59Z' }] },
      ],
    });
    const seen = await seenBy(reader.token);
    expect(seen.ids).toEqual([kept.id]);
    expect([seen.count, seen.stats.total, seen.folderCount]).toEqual([1, 1, 1]);
    for (const doc of [otherType, otherPeriod, noPeriod]) await expectHidden(reader.token, reader.id, doc.id);
    await expectShown(reader.token, kept.id);
  });

  it('narrow to the employees of a group', async () => {
    const org = await insertOrganization(db(), { parent: lyon });
    const member = await insertEmployee(db(), org);
    const outsider = await insertEmployee(db(), org);
    const group = json(
      await apiAs(server, admin)(employeeGroups.create, {
        body: { name: `Groupe ${++users}`, orgId: org.id, employeeIds: [member.id] },
      }),
      201,
    );
    const kept = await insertDocument(db(), org, { employee_id: member.id });
    const others = [await insertDocument(db(), org, { employee_id: outsider.id }), await insertDocument(db(), org)];
    const reader = await ruledUser(org.id, { employeeGroupIds: [group.data.id] });
    const seen = await seenBy(reader.token);
    expect(seen.ids).toEqual([kept.id]);
    expect([seen.count, seen.stats.total, seen.folderCount]).toEqual([1, 1, 1]);
    for (const doc of others) await expectHidden(reader.token, reader.id, doc.id);
  });
});

describe('readers outside the desk', () => {
  it("a personal account sees exactly its employee's documents, its menu starting at their types", async () => {
    const org = await insertOrganization(db(), { parent: lyon });
    const employee = await insertEmployee(db(), org);
    const colleague = await insertEmployee(db(), org);
    const own = [
      await insertDocument(db(), org, { employee_id: employee.id, period_start: '2026-01-01' }),
      await insertDocument(db(), org, { employee_id: employee.id, doc_type: 'WCNT', period_start: '2024-05-01' }),
    ];
    const others = [await insertDocument(db(), org, { employee_id: colleague.id }), await insertDocument(db(), org)];
    const login = `personal-${++users}`;
    const user = await insertUser(server, { login });
    await db().updateTable('users').set({ employee_id: employee.id }).where('id', '=', user.id).execute();
    const { token } = await loginAs(server, login);
    const seen = await seenBy(token);
    expect(seen.ids).toEqual(own.map((doc) => doc.id).sort());
    expect([seen.count, seen.stats.total, seen.folderCount]).toEqual([2, 2, 2]);
    const api = apiAs(server, token);
    const folders = json(await api(documents.folders, { body: {} })).data;
    expect(folders.map((folder) => [folder.level, folder.name, folder.count])).toEqual([
      ['DOC_TYPE', 'PAYE', 1],
      ['DOC_TYPE', 'WCNT', 1],
    ]);
    const years = json(await api(documents.folders, { body: { docType: 'WCNT' } })).data;
    expect(years.map((folder) => [folder.name, folder.filters])).toEqual([['2024', { docType: 'WCNT', year: 2024 }]]);
    for (const doc of others) await expectHidden(token, user.id, doc.id);
    await expectShown(token, own[0]!.id);
    // The audit names the staff who deposited and read it, with their addresses: not for the employee.
    await db()
      .insertInto('document_events')
      .values({ document_id: own[0]!.id, customer_id: org.customer_id, kind: 'DEPOSIT', ip: '192.0.2.7' })
      .execute();
    const detail = json(await api(documents.get, { params: { id: own[0]!.id } }));
    expect(detail.data.events).toEqual([]);
    const asAdmin = json(await apiAs(server, admin)(documents.get, { params: { id: own[0]!.id } }));
    expect(asAdmin.data.events).toEqual([expect.objectContaining({ kind: 'DEPOSIT', ip: '192.0.2.7' })]);
  });

  it("a third party's contact sees exactly that third party's documents", async () => {
    const org = await insertOrganization(db(), { parent: lyon });
    const partnership = await makePartnership(server, admin, { orgId: lyon.id });
    const another = await makePartnership(server, admin, { orgId: lyon.id });
    const login = `contact-${++users}`;
    const user = await insertUser(server, { login });
    await db().updateTable('partnerships').set({ contact_user_id: user.id }).where('id', '=', partnership.id).execute();
    const own = await insertDocument(db(), org, { third_party_id: partnership.id });
    const others = [await insertDocument(db(), org, { third_party_id: another.id }), await insertDocument(db(), org)];
    const { token } = await loginAs(server, login);
    const seen = await seenBy(token);
    expect(seen.ids).toEqual([own.id]);
    expect([seen.count, seen.stats.total, seen.folderCount]).toEqual([1, 1, 1]);
    const [row] = json(await apiAs(server, token)(documents.search, { body: {} })).docs;
    expect(row!.recipientName).toBe(partnership.name);
    for (const doc of others) await expectHidden(token, user.id, doc.id);
  });

  it('a user of the customer whom no rule grants the documents gets 403', async () => {
    const { token } = await loginAs(server, (await insertUser(server, { login: `nothing-${++users}` })).login);
    const api = apiAs(server, token);
    for (const [name, attempt] of [
      ['search', () => api(documents.search, { body: {} })],
      ['folders', () => api(documents.folders, { body: {} })],
      ['stats', () => api(documents.stats)],
      ['senders', () => api(documents.senders)],
    ] as const)
      expect((await attempt()).status, name).toBe(403);
  });
});

describe('read state', () => {
  it('is per user: one reader opening a document leaves it unread for another', async () => {
    const org = await insertOrganization(db(), { parent: lyon });
    const doc = await insertDocument(db(), org);
    const first = await ruledUser(org.id);
    const second = await ruledUser(org.id);
    expect((await apiAs(server, first.token)(documents.setRead, { params: { id: doc.id } })).status).toBe(204);
    const readOf = async (token: string) =>
      json(await apiAs(server, token)(documents.search, { body: {} })).docs.map((row) => row.read);
    expect(await readOf(first.token)).toEqual([true]);
    expect(await readOf(second.token)).toEqual([false]);
    const unread = async (token: string) => json(await apiAs(server, token)(documents.stats)).data.unread;
    expect([await unread(first.token), await unread(second.token)]).toEqual([0, 1]);
  });
});
