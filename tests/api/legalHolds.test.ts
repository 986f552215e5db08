import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { documentFiling } from '../../common/api/documents';
import { organizations } from '../../common/api/organizations';
import { purges, retention } from '../../common/api/retention';
import { apiAs, ok } from '../support/api';
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

const db = () => server.ctx.database.db;

/**
 * Charters of a new organisation deposited three years ago under a two-year policy: past their
 * day. Answers the organisation and the documents (an employee's first, when one is given).
 */
const expiredCharters = async (count: number, employeeId?: (orgId: string) => Promise<string>) => {
  const organization = await makeOrganization(server, admin);
  const employee = employeeId ? await employeeId(organization.id) : undefined;
  const docs = [];
  for (let index = 0; index < count; index++) {
    const pdf = await textPdf([`Charte ${Math.random()}`]);
    docs.push({
      ...(await makeDocument(
        server,
        admin,
        {
          orgId: organization.id,
          docType: 'CHIN',
          employeeId: index === 0 ? employee : undefined,
        },
        pdf,
      )),
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
  }
  await sql`update documents set created_at = now() - interval '3 years' where org_id = ${organization.id}`.execute(
    db(),
  );
  const policy = await apiAs(server, admin)(retention.update, {
    params: { id: organization.id },
    body: { policies: [{ docType: 'CHIN', rule: 'AFTER_DEPOSIT', years: 2, age: null }] },
  });
  expect(policy.status).toBe(200);
  // The recomputation is a job: wait until every one of them is past its day.
  for (let tries = 0; tries < 200; tries++) {
    const { count: pending } = await db()
      .selectFrom('documents')
      .select(sql<number>`count(*)`.as('count'))
      .where('org_id', '=', organization.id)
      .where(sql<boolean>`retain_until is null or retain_until >= current_date`)
      .executeTakeFirstOrThrow();
    if (Number(pending) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { organization, docs };
};

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
const hold = (body: CallInput<typeof purges.hold>['body'], token = admin) =>
  apiAs(server, token)(purges.hold, { body });
const upcoming = async (token = admin, search = '') => {
  const answer = await apiAs(server, token)(purges.upcoming, { body: { search, limit: 100 } });
  expect(answer.status).toBe(200);
  return ok(answer);
};
/** Resolves once no job of `queues` waits or runs. */
const settled = async (queues: string[]) => {
  for (let tries = 0; tries < 300; tries++) {
    const { count } = await sql<{ count: number }>`
      select count(*)::int as count from pgboss.job where name in (${sql.join(queues)}) and state in ('created', 'retry', 'active')
    `
      .execute(db())
      .then((result) => result.rows[0]!);
    if (count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${queues.join(', ')} did not end`);
};
/**
 * The purge asked for now, once the documents' text readings are over (a purge skips a row another
 * transaction holds, as a reading does), and until its job has ended.
 */
const purgeNow = async (token = admin) => {
  await settled(['documents.text', 'documents.ocr']);
  expect((await apiAs(server, token)(purges.run)).status).toBe(202);
  await settled(['retention.purge']);
};
const stillThere = async (ids: string[]) =>
  (await db().selectFrom('documents').select('id').where('id', 'in', ids).execute()).map((row) => row.id).sort();

describe('the purge', () => {
  it('deletes what is past its day and not held, records each deletion, and keeps what a hold covers', async () => {
    const { organization, docs } = await expiredCharters(
      3,
      async (orgId) => (await makeEmployee(server, admin, { organizations: [{ orgId }] })).id,
    );
    const [ofEmployee, heldOne, free] = docs as [(typeof docs)[0], (typeof docs)[0], (typeof docs)[0]];
    const employeeHold = await hold({ scope: 'EMPLOYEE', targetId: ofEmployee.employeeId!, reason: 'Prud’hommes' });
    expect(employeeHold.status).toBe(201);
    const employeeHoldData = ok(employeeHold).data;
    const {
      rows: [holder],
    } = await sql<{ name: string }>`
      select last_name || ' ' || first_name as name from employees where id = ${ofEmployee.employeeId}`.execute(db());
    expect(employeeHoldData.targetName).toBe(holder!.name);
    expect((await hold({ scope: 'DOCUMENT', targetId: heldOne.id, reason: 'Contrôle URSSAF' })).status).toBe(201);
    // A hold is found by what it holds, by name, as well as by its reason.
    const byName = await apiAs(server, admin).ok(purges.searchHolds, { body: { search: heldOne.fileName } });
    expect(byName.holds).toEqual([
      expect.objectContaining({ scope: 'DOCUMENT', targetId: heldOne.id, targetName: heldOne.fileName }),
    ]);

    const dryRun = (await upcoming(admin)).docs.filter((doc) => docs.some((one) => one.id === doc.id));
    expect(dryRun.map(({ id, held }) => ({ id, held })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      docs.map((doc) => ({ id: doc.id, held: doc.id !== free.id })).sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await stillThere(docs.map((doc) => doc.id))).toHaveLength(3);

    await purgeNow();
    expect(await stillThere(docs.map((doc) => doc.id))).toEqual([ofEmployee.id, heldOne.id].sort());
    expect(await server.ctx.blobs.has(free.sha256)).toBe(false);
    const audit = await apiAs(server, admin).ok(purges.audit, { body: { search: free.fileName } });
    expect(audit.purges).toEqual([
      expect.objectContaining({
        documentId: free.id,
        rule: 'AFTER_DEPOSIT',
        orgName: organization.name,
        sha256: free.sha256,
      }),
    ]);

    // Released, the employee's hold no longer keeps their document; the document's own hold still does.
    const released = await apiAs(server, admin).ok(purges.release, { params: { id: employeeHoldData.id } });
    expect(released.data.releasedBy).toMatch(/\S/);
    await purgeNow();
    expect(await stillThere(docs.map((doc) => doc.id))).toEqual([heldOne.id]);
  });

  it('keeps an organisation held, with everything under it', async () => {
    const parent = await makeOrganization(server, admin);
    const { organization, docs } = await expiredCharters(1);
    await apiAs(server, admin)(organizations.update, {
      params: { id: organization.id },
      body: { name: organization.name, siret: organization.siret!, parentId: parent.id },
    });
    expect((await hold({ scope: 'ORGANIZATION', targetId: parent.id, reason: 'Fusion' })).status).toBe(201);
    await purgeNow();
    expect(await stillThere([docs[0]!.id])).toEqual([docs[0]!.id]);
  });

  it('keeps an employee’s documents held once refiled to another employee, those filed before the hold and after it', async () => {
    const { organization, docs } = await expiredCharters(
      1,
      async (orgId) => (await makeEmployee(server, admin, { organizations: [{ orgId }] })).id,
    );
    const [before] = docs as [(typeof docs)[0]];
    const other = await makeEmployee(server, admin, { organizations: [{ orgId: organization.id }] });
    const employeeHold = ok(
      await hold({ scope: 'EMPLOYEE', targetId: before.employeeId!, reason: 'Contentieux' }),
    ).data;
    const after = await makeDocument(
      server,
      admin,
      { orgId: organization.id, docType: 'CHIN', employeeId: before.employeeId },
      await textPdf(['Charte déposée sous la retenue']),
    );
    await sql`update documents set created_at = now() - interval '3 years' where id = ${after.id}`.execute(db());
    for (const doc of [before, after])
      await apiAs(server, admin).ok(documentFiling.refile, { params: { id: doc.id }, body: { employeeId: other.id } });

    const ids = [before.id, after.id].sort();
    const dryRun = (await upcoming(admin)).docs.filter((doc) => ids.includes(doc.id));
    expect(dryRun.map(({ id, held }) => ({ id, held })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      ids.map((id) => ({ id, held: true })),
    );
    await purgeNow();
    expect(await stillThere(ids)).toEqual(ids);

    await apiAs(server, admin).ok(purges.release, { params: { id: employeeHold.id } });
    await purgeNow();
    expect(await stillThere(ids)).toEqual([]);
  });

  it('keeps an organisation’s documents held once the organisation is moved out from under the held one', async () => {
    const [held, elsewhere] = [await makeOrganization(server, admin), await makeOrganization(server, admin)];
    const { organization, docs } = await expiredCharters(1);
    const moveUnder = (parentId: string) =>
      apiAs(server, admin).ok(organizations.update, {
        params: { id: organization.id },
        body: { name: organization.name, siret: organization.siret!, parentId },
      });
    await moveUnder(held.id);
    const organizationHold = ok(await hold({ scope: 'ORGANIZATION', targetId: held.id, reason: 'Fusion' })).data;
    await moveUnder(elsewhere.id);

    const ids = [docs[0]!.id];
    expect((await upcoming(admin)).docs.filter((doc) => ids.includes(doc.id))).toEqual([
      expect.objectContaining({ id: ids[0], held: true }),
    ]);
    await purgeNow();
    expect(await stillThere(ids)).toEqual(ids);

    await apiAs(server, admin).ok(purges.release, { params: { id: organizationHold.id } });
    await purgeNow();
    expect(await stillThere(ids)).toEqual([]);
  });

  it('keeps a document held by its organisation’s hold once the document itself is moved to another organisation', async () => {
    const { organization, docs } = await expiredCharters(1);
    const elsewhere = await expiredCharters(0);
    ok(await hold({ scope: 'ORGANIZATION', targetId: organization.id, reason: 'Audit' }));
    // No call moves a document between organisations yet: the database keeps the hold whatever moves it.
    await sql`update documents set org_id = ${elsewhere.organization.id} where id = ${docs[0]!.id}`.execute(db());
    await purgeNow();
    expect(await stillThere([docs[0]!.id])).toEqual([docs[0]!.id]);
  });

  it('keeps a file another document still names', async () => {
    const { organization, docs } = await expiredCharters(1);
    const pdf = await textPdf(['Charte partagée']);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    const kept = await makeDocument(server, admin, { orgId: organization.id, docType: 'WCNT' }, pdf);
    await sql`update documents set blob_key = ${sha256} where id = ${docs[0]!.id}`.execute(db());
    await purgeNow();
    expect(await stillThere([docs[0]!.id, kept.id])).toEqual([kept.id]);
    expect(await server.ctx.blobs.has(sha256)).toBe(true);
  });

  it('has an audit nothing may change', async () => {
    await expect(sql`update retention_purges set rule = 'KEEP'`.execute(db())).rejects.toThrow(/append-only/);
    await expect(sql`delete from retention_purges`.execute(db())).rejects.toThrow(/append-only/);
  });

  it('run by a user of one organisation touches only theirs, and they cannot hold or see what lies outside', async () => {
    const mine = await expiredCharters(1);
    const theirs = await expiredCharters(1);
    const user = await makeScopedUser(server, {
      login: `purger-${++scoped}`,
      orgId: mine.organization.id,
      features: ['DOCUMENTS_DELETE', 'DOCUMENTS_LIST'],
    });
    expect((await hold({ scope: 'DOCUMENT', targetId: theirs.docs[0]!.id, reason: 'x' }, user.token)).status).toBe(404);
    expect(
      (await hold({ scope: 'ORGANIZATION', targetId: theirs.organization.id, reason: 'x' }, user.token)).status,
    ).toBe(404);
    expect((await upcoming(user.token)).docs.map((doc) => doc.id)).toEqual([mine.docs[0]!.id]);
    const theirHold = await hold({ scope: 'DOCUMENT', targetId: theirs.docs[0]!.id, reason: 'Secret' });
    const holds = await apiAs(server, user.token).ok(purges.searchHolds, { body: {} });
    expect(holds.count).toBe(0);
    const holdId = ok(theirHold).data.id;
    expect((await apiAs(server, user.token)(purges.release, { params: { id: holdId } })).status).toBe(404);
    await apiAs(server, admin)(purges.release, { params: { id: holdId } });

    await purgeNow(user.token);
    expect(await stillThere([mine.docs[0]!.id, theirs.docs[0]!.id])).toEqual([theirs.docs[0]!.id]);
  });
});
