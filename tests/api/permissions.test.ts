import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../common/features';
import {
  insertCampaign,
  insertDispatchedDoc,
  insertDocument,
  insertEstablishment,
  insertOrganization,
  insertUser,
  makeDocument,
  makeEmployee,
  makeOrganization,
  makePartnership,
} from '../support/factories';
import { call, loginAs, startTestServer, type TestServer } from '../support/testServer';
import { PERMISSION_MATRIX } from './permissions';
import { emptyDsnForm } from './permissions/dsnImports';
import type { CampaignStatus } from '../../common/campaignLifecycle';
import { textPdf } from '../support/documentFiles';
import { CALLERS, type Caller, type Fixtures } from './permissions/matrix';

let server: TestServer;
let fixtures: Fixtures;
const tokens = {} as Record<Exclude<Caller, 'anonymous'>, string>;

const setVisibleOrgs = async (userId: string, orgIds: string[]) => {
  const { db } = server.ctx.database;
  await db.deleteFrom('user_visible_organizations').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_visible_organizations')
    .values(orgIds.map((orgId) => ({ user_id: userId, org_id: orgId })))
    .execute();
};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.ctx.database;
  const demo = await db
    .selectFrom('organizations')
    .selectAll()
    .where('name', 'in', ['Liasse Démo Paris', 'Liasse Démo Lyon'])
    .execute();
  const paris = demo.find((org) => org.name.endsWith('Paris'))!;
  const lyon = demo.find((org) => org.name.endsWith('Lyon'))!;

  await insertUser(server, { login: 'no-feature' });
  const parisAdmin = await insertUser(server, { login: 'paris-admin', features: [...FEATURES] });
  await setVisibleOrgs(parisAdmin.id, [paris.id]);
  const lyonUser = await insertUser(server, { login: 'lyon-user' });
  await db.updateTable('users').set({ org_id: lyon.id }).where('id', '=', lyonUser.id).execute();
  await setVisibleOrgs(lyonUser.id, [lyon.id]);

  const other = await insertOrganization(server.ctx.database.db, { name: 'Autre client' });
  const otherAdmin = await insertUser(server, { login: 'other-admin', features: [...FEATURES] });
  await db
    .updateTable('users')
    .set({ customer_id: other.id, org_id: other.id })
    .where('id', '=', otherAdmin.id)
    .execute();
  await db
    .updateTable('access_rules')
    .set({ customer_id: other.id, org_id: other.id })
    .where('name', '=', 'other-admin')
    .execute();
  await setVisibleOrgs(otherAdmin.id, [other.id]);

  tokens.allowed = (await loginAs(server, 'admin')).token;
  tokens.noFeature = (await loginAs(server, 'no-feature')).token;
  tokens.filteredOut = (await loginAs(server, 'paris-admin')).token;
  tokens.otherCustomer = (await loginAs(server, 'other-admin')).token;

  const create = async (path: string, body: unknown) => {
    const response = await call(server, path, { token: tokens.allowed, body });
    if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: { id: string } }).data.id;
  };
  const parisUser = await insertUser(server, { login: 'paris-user' });
  await db.updateTable('users').set({ org_id: paris.id }).where('id', '=', parisUser.id).execute();
  const lyonMessage = await db
    .insertInto('mail_outbox')
    .values({
      customer_id: lyon.customer_id,
      recipient: 'lyon-user@demo.liasse.example',
      recipient_user_id: lyonUser.id,
      subject: 'Bienvenue',
      body_text: 'Hello',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lyonEmployeeId = (await makeEmployee(server, tokens.allowed, { organizations: [{ orgId: lyon.id }] })).id;
  const employeeGroupIn = (name: string) => ({ name, orgId: lyon.id, employeeIds: [lyonEmployeeId] });
  const dsnImport = await fetch(`${server.url}/api/desk/employees/dsn`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.allowed}` },
    body: emptyDsnForm(),
  });
  if (dsnImport.status !== 201) throw new Error(`DSN import: ${dsnImport.status} ${await dsnImport.text()}`);
  const partnershipIn = async (orgId: string) => (await makePartnership(server, tokens.allowed, { orgId })).id;
  const lyonPartnershipId = await partnershipIn(lyon.id);
  let disposables = 0;
  const ruleIn = (name: string) => ({ name, orgId: lyon.id, userIds: [lyonUser.id], features: ['DOCUMENTS_LIST'] });
  const lyonStored = await makeDocument(
    server,
    tokens.allowed,
    { orgId: lyon.id, docType: 'PAYE' },
    await textPdf(['Bulletin']),
  );
  const { blob_key: lyonBlobKey } = await db
    .selectFrom('documents')
    .select('blob_key')
    .where('id', '=', lyonStored.id)
    .executeTakeFirstOrThrow();
  const adminId = (await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow()).id;
  const lyonCampaign = (status: CampaignStatus) =>
    insertCampaign(db, lyon, adminId, { status, blobKey: lyonBlobKey, pages: 1 });
  const lyonCampaignRow = await lyonCampaign('PAPER_DISPATCHED');
  await insertDispatchedDoc(db, lyonCampaignRow, {
    employee_id: lyonEmployeeId,
    blob_key: lyonBlobKey,
    status: 'PAPER_DISPATCHED',
  });
  await db
    .insertInto('campaign_ignored_pages')
    .values({ campaign_id: lyonCampaignRow.id, file_id: lyonCampaignRow.fileId, page: 1 })
    .execute();
  const lyonSignWorkflow = (draft: boolean) =>
    create('/api/desk/sign-workflow', {
      name: 'Parapheur de Lyon',
      orgId: lyon.id,
      draft,
      steps: [{ signatoryIds: [adminId] }],
      files: [{ docId: lyonStored.id, docTypeCode: 'PAYE' }],
    });
  const lyonSignTemplate = () =>
    create('/api/desk/sign-workflow-template', {
      name: 'Modèle de Lyon',
      orgId: lyon.id,
      steps: [{ signatoryIds: [adminId] }],
    });
  const { email: adminEmail } = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
  const lyonSignWorkflowId = await lyonSignWorkflow(false);
  const { id: lyonSignFileId } = await db
    .selectFrom('sign_workflow_files')
    .select('id')
    .where('workflow_id', '=', lyonSignWorkflowId)
    .executeTakeFirstOrThrow();
  const lyonInvoice = (side: 'SENT' | 'RECEIVED', chorusId: number | null) =>
    db
      .insertInto('chorus_invoices')
      .values({
        customer_id: lyon.customer_id,
        org_id: lyon.id,
        side,
        format: 'PDF',
        delivery: 'DEPOSITED',
        chorus_id: chorusId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  // An account nobody answers on: a collection asked in the matrix meets a closed port and is left to its retries.
  const lyonCollector = () =>
    create('/api/desk/collectorSubscription/add', {
      orgId: lyon.id,
      collectorId: 'imap',
      name: `Factures de Lyon ${++disposables}`,
      docType: 'FACT',
      accounts: [{ host: '127.0.0.1', port: 9, tls: false, login: 'lyon', password: 'secret' }],
    });
  fixtures = {
    lyonCollectorId: await lyonCollector(),
    lyonChorusDraftId: (await lyonInvoice('SENT', null)).id,
    lyonChorusReceivedId: (await lyonInvoice('RECEIVED', 4242)).id,
    lyonSignWorkflowId,
    lyonSignFileId,
    lyonSignDraftId: await lyonSignWorkflow(true),
    lyonSignTemplateId: await lyonSignTemplate(),
    adminId,
    adminEmail: adminEmail!,
    lyonUserId: lyonUser.id,
    parisUserId: parisUser.id,
    lyonMessageId: lyonMessage.id,
    lyonOrgId: lyon.id,
    dsnImportId: ((await dsnImport.json()) as { data: { id: string } }).data.id,
    lyonEmployeeId,
    lyonDocumentId: (await insertDocument(db, lyon, { employee_id: lyonEmployeeId })).id,
    customerRootId: lyon.customer_id,
    groupId: await create('/api/user-directory/desk-user-group', { name: 'Équipe paie', users: [lyonUser.id] }),
    lyonRuleId: await create('/api/desk/access-rule', ruleIn('Lyon payslips')),
    lyonEmployeeGroupId: await create('/api/desk/employee-group', employeeGroupIn('Lyon team')),
    lyonPartnershipId,
    lyonPartnershipGroupId: await create('/api/desk/partnership-group', {
      name: 'Tiers de Lyon',
      partnerships: [lyonPartnershipId],
    }),
    lyonStoredDocumentId: lyonStored.id,
    lyonSiret: lyon.siret!,
    lyonCampaignId: lyonCampaignRow.id,
    newThirdPartySiret: () => insertEstablishment(db),
    disposable: async (kind) => {
      const n = ++disposables;
      if (kind === 'partnership') return partnershipIn(lyon.id);
      if (kind === 'disabledPartnership') {
        const id = await partnershipIn(lyon.id);
        await db.updateTable('partnerships').set({ status: 'DISABLED' }).where('id', '=', id).execute();
        return id;
      }
      if (kind === 'partnershipGroup')
        return create('/api/desk/partnership-group', {
          name: `Disposable ${n}`,
          partnerships: [await partnershipIn(lyon.id)],
        });
      if (kind === 'group')
        return create('/api/user-directory/desk-user-group', { name: `Disposable ${n}`, users: [] });
      if (kind === 'mixedGroup')
        return create('/api/user-directory/desk-user-group', {
          name: `Disposable ${n}`,
          users: [parisUser.id, lyonUser.id],
        });
      if (kind === 'rule') return create('/api/desk/access-rule', ruleIn(`Disposable ${n}`));
      if (kind === 'mask') return create('/api/desk/mask', { name: `Disposable ${n}`, filters: {} });
      if (kind === 'employeeGroup') return create('/api/desk/employee-group', employeeGroupIn(`Disposable ${n}`));
      if (kind === 'campaignToValidate') return (await lyonCampaign('NEEDS_VALIDATION')).id;
      if (kind === 'signWorkflow') return lyonSignWorkflow(false);
      if (kind === 'signTemplate') return lyonSignTemplate();
      if (kind === 'collectorSubscription') return lyonCollector();
      if (kind === 'legalHold')
        return create('/api/desk/legal-holds', { scope: 'ORGANIZATION', targetId: lyon.id, reason: `Disposable ${n}` });
      if (kind === 'failedCampaign') return (await lyonCampaign('IN_ERROR')).id;
      if (kind === 'failedDispatchedDoc' || kind === 'pendingDispatchedDoc') {
        const failed = kind === 'failedDispatchedDoc';
        const campaign = await lyonCampaign(failed ? 'IN_ERROR' : 'NEEDS_DISPATCHING');
        const status = failed ? 'IN_ERROR' : 'PENDING';
        return (await insertDispatchedDoc(db, campaign, { employee_id: lyonEmployeeId, status })).id;
      }
      if (kind === 'lyonOrganization') {
        const shop = await makeOrganization(server, tokens.allowed, { parentId: lyon.id });
        await makeEmployee(server, tokens.allowed, { organizations: [{ orgId: shop.id }] });
        return shop.id;
      }
      return create('/api/user-directory/desk-user', {
        login: `disposable-${n}`,
        password: 'Disposable-1',
        confirmation: 'Disposable-1',
        lastName: 'Disposable',
        userOrgId: lyon.id,
        visuOrgIds: [lyon.id],
      });
    },
  };
});
afterAll(() => server?.close());

const cases = Object.entries(PERMISSION_MATRIX).flatMap(([route, row]) =>
  CALLERS.map((caller) => [route, caller, row] as const),
);

describe('the permission matrix', () => {
  it('lists every call the server has', async () => {
    const doc = await (await fetch(`${server.url}/api/docs`)).json();
    const served = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(served.filter((route) => route !== 'HEAD /health').sort()).toEqual(Object.keys(PERMISSION_MATRIX).sort());
  });

  it.each(cases)('%s as %s answers as the matrix says', async (route, caller, row) => {
    const request = await row.call(fixtures);
    // Logging out ends the session: do it on a session of its own.
    const token =
      caller === 'anonymous'
        ? undefined
        : route.endsWith('/logout')
          ? (
              await loginAs(
                server,
                { allowed: 'admin', noFeature: 'no-feature', filteredOut: 'paris-admin', otherCustomer: 'other-admin' }[
                  caller
                ],
              )
            ).token
          : tokens[caller];
    const response = await fetch(`${server.url}${request.path}`, {
      method: request.method,
      redirect: 'manual',
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(request.body === undefined || request.body instanceof FormData
          ? {}
          : { 'content-type': 'application/json' }),
      },
      body:
        request.body === undefined || request.body instanceof FormData ? request.body : JSON.stringify(request.body),
    });
    expect(response.status).toBe(row.expect[caller]);
    if (row.listed && row.target && response.status === 200) {
      const ids = row.listed((await response.json()) as never);
      expect(ids.includes(row.target(fixtures))).toBe(caller === 'allowed');
    }
  });
});

describe('permission changes', () => {
  it('apply at once to a session already open', async () => {
    const { db } = server.ctx.database;
    const user = await insertUser(server, { login: 'promoted' });
    const { token } = await loginAs(server, 'promoted');
    const list = () => call(server, '/api/desk/access-rules', { token, body: {} });
    expect((await list()).status).toBe(403);
    const rule = await db
      .insertInto('access_rules')
      .values({ customer_id: user.customer_id, org_id: user.org_id, name: 'Promotion', features: ['RIGHTS_MANAGE'] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const group = await db
      .insertInto('user_groups')
      .values({ customer_id: user.customer_id, name: 'Promoted' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_group_members').values({ group_id: group.id, user_id: user.id }).execute();
    await db.insertInto('access_rule_groups').values({ rule_id: rule.id, group_id: group.id }).execute();
    expect((await list()).status).toBe(200);
    await db.deleteFrom('user_group_members').where('group_id', '=', group.id).execute();
    expect((await list()).status).toBe(403);
  });
});

describe('paged searches', () => {
  it('page by name then id, with the count of every match, whatever the page', async () => {
    for (const name of ['Ordre Zèbre', 'Ordre Alpha', 'ordre milieu']) {
      await call(server, '/api/user-directory/desk-user-group', { token: tokens.allowed, body: { name, users: [] } });
    }
    const page = async (n: number) =>
      (await call(server, '/api/user-directory/desk-user-groups', {
        token: tokens.allowed,
        body: { search: 'ordre', limit: 2, page: n },
      }).then((response) => response.json())) as { groups: { name: string }[]; count: number };
    const [first, second] = [await page(1), await page(2)];
    expect([first.count, second.count]).toEqual([3, 3]);
    expect([...first.groups, ...second.groups].map((group) => group.name)).toEqual([
      'Ordre Alpha',
      'ordre milieu',
      'Ordre Zèbre',
    ]);
  });
});
