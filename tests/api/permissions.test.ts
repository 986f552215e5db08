import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDeclaration } from '../../common/api/call';
import { masks } from '../../common/api/documents';
import { dsnImports } from '../../common/api/dsnImports';
import { employeeGroups } from '../../common/api/employees';
import { collectors } from '../../common/api/collectors';
import { partnershipGroups } from '../../common/api/partnerships';
import { purges } from '../../common/api/retention';
import { accessRules, userGroups, users } from '../../common/api/rights';
import { signTemplates, signWorkflows } from '../../common/api/signWorkflows';
import { FEATURES } from '../../common/features';
import { apiAs, urlOf } from '../support/api';
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
import { loginAs, startTestServer, type TestServer } from '../support/testServer';
import { PERMISSION_MATRIX } from './permissions';
import { emptyDsnForm } from './permissions/dsnImports';
import type { CampaignStatus } from '../../common/campaignLifecycle';
import { textPdf } from '../support/documentFiles';
import { CALLERS, type Caller, type Fixtures, type MatrixRow } from './permissions/matrix';

let server: TestServer;
let fixtures: Fixtures;
type SignedIn = Exclude<Caller, 'anonymous'>;
const tokens = {} as Record<SignedIn, string>;
const LOGINS: Record<SignedIn, string> = {
  allowed: 'admin',
  noFeature: 'no-feature',
  filteredOut: 'paris-admin',
  otherCustomer: 'other-admin',
};

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

  for (const caller of Object.keys(LOGINS) as SignedIn[])
    tokens[caller] = (await loginAs(server, LOGINS[caller])).token;

  const admin = apiAs(server, tokens.allowed);
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
  const dsnImport = await admin.ok(dsnImports.upload, { body: emptyDsnForm() });
  const partnershipIn = async (orgId: string) => (await makePartnership(server, tokens.allowed, { orgId })).id;
  const lyonPartnershipId = await partnershipIn(lyon.id);
  let disposables = 0;
  const ruleIn = async (name: string) =>
    (
      await admin.ok(accessRules.create, {
        body: { name, orgId: lyon.id, userIds: [lyonUser.id], features: ['DOCUMENTS_LIST'] },
      })
    ).data.id;
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
  const lyonSignWorkflow = async (draft: boolean) =>
    (
      await admin.ok(signWorkflows.create, {
        body: {
          name: 'Parapheur de Lyon',
          orgId: lyon.id,
          draft,
          steps: [{ signatoryIds: [adminId] }],
          files: [{ docId: lyonStored.id, docTypeCode: 'PAYE' }],
        },
      })
    ).data.id;
  const lyonSignTemplate = async () =>
    (
      await admin.ok(signTemplates.create, {
        body: { name: 'Modèle de Lyon', orgId: lyon.id, steps: [{ signatoryIds: [adminId] }] },
      })
    ).data.id;
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
  const lyonCollector = async () =>
    (
      await admin.ok(collectors.add, {
        body: {
          orgId: lyon.id,
          collectorId: 'imap',
          name: `Factures de Lyon ${++disposables}`,
          docType: 'FACT',
          accounts: [{ host: '127.0.0.1', port: 9, tls: false, login: 'lyon', password: 'secret' }],
        },
      })
    ).data.id;
  const userGroupOf = async (name: string, members: string[]) =>
    (await admin.ok(userGroups.create, { body: { name, users: members } })).data.id;
  const employeeGroupIn = async (name: string) =>
    (await admin.ok(employeeGroups.create, { body: { name, orgId: lyon.id, employeeIds: [lyonEmployeeId] } })).data.id;
  const partnershipGroupOf = async (name: string, partnershipId: string) =>
    (await admin.ok(partnershipGroups.create, { body: { name, partnerships: [partnershipId] } })).data.id;
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
    dsnImportId: dsnImport.data.id,
    lyonEmployeeId,
    lyonDocumentId: (await insertDocument(db, lyon, { employee_id: lyonEmployeeId })).id,
    customerRootId: lyon.customer_id,
    groupId: await userGroupOf('Équipe paie', [lyonUser.id]),
    lyonRuleId: await ruleIn('Lyon payslips'),
    lyonEmployeeGroupId: await employeeGroupIn('Lyon team'),
    lyonPartnershipId,
    lyonPartnershipGroupId: await partnershipGroupOf('Tiers de Lyon', lyonPartnershipId),
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
      if (kind === 'partnershipGroup') return partnershipGroupOf(`Disposable ${n}`, await partnershipIn(lyon.id));
      if (kind === 'group') return userGroupOf(`Disposable ${n}`, []);
      if (kind === 'mixedGroup') return userGroupOf(`Disposable ${n}`, [parisUser.id, lyonUser.id]);
      if (kind === 'rule') return ruleIn(`Disposable ${n}`);
      if (kind === 'mask')
        return (await admin.ok(masks.create, { body: { name: `Disposable ${n}`, filters: {} } })).data.id;
      if (kind === 'employeeGroup') return employeeGroupIn(`Disposable ${n}`);
      if (kind === 'campaignToValidate') return (await lyonCampaign('NEEDS_VALIDATION')).id;
      if (kind === 'signWorkflow') return lyonSignWorkflow(false);
      if (kind === 'signTemplate') return lyonSignTemplate();
      if (kind === 'collectorSubscription') return lyonCollector();
      if (kind === 'legalHold')
        return (
          await admin.ok(purges.hold, {
            body: { scope: 'ORGANIZATION', targetId: lyon.id, reason: `Disposable ${n}` },
          })
        ).data.id;
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
      const user = await admin.ok(users.create, {
        body: {
          login: `disposable-${n}`,
          password: 'Disposable-1',
          confirmation: 'Disposable-1',
          lastName: 'Disposable',
          userOrgId: lyon.id,
          visuOrgIds: [lyon.id],
        },
      });
      return user.data.id;
    },
  };
});
afterAll(() => server?.close());

const cases = PERMISSION_MATRIX.flatMap((row) => CALLERS.map((caller) => [row.route, caller, row] as const));

/** A call answered by a redirect: followed, it would answer for the page it leads to, not for itself. */
const redirects = (declaration: CallDeclaration) =>
  !declaration.responses || Object.keys(declaration.responses).some((status) => status.startsWith('3'));

/** The row's call as `caller`: through the typed client, or raw where it redirects. */
const answerOf = async (row: MatrixRow, caller: Caller): Promise<{ status: number; body: unknown }> => {
  const input = await row.input(fixtures);
  const token =
    caller === 'anonymous'
      ? undefined
      : row.ownSession
        ? (await loginAs(server, LOGINS[caller])).token
        : tokens[caller];
  if (!redirects(row.declaration)) return apiAs(server, token)(row.declaration, input);
  const response = await fetch(urlOf(server, row.declaration, input), {
    method: row.declaration.method,
    redirect: 'manual',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: await response.text() };
};

describe('the permission matrix', () => {
  it('lists every call the server has', async () => {
    const doc = await (await fetch(`${server.url}/api/docs`)).json();
    const served = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = PERMISSION_MATRIX.map((row) => row.route);
    expect(new Set(routes).size, 'a call with two rows').toBe(routes.length);
    expect(served.filter((route) => route !== 'HEAD /health').sort()).toEqual(routes.sort());
  });

  it.each(cases)('%s as %s answers as the matrix says', async (_route, caller, row) => {
    const answer = await answerOf(row, caller);
    expect(answer.status).toBe(row.expect[caller]);
    if (row.listed && answer.status === 200) {
      expect(row.listed.ids(answer.body).includes(row.listed.target(fixtures))).toBe(caller === 'allowed');
    }
  });
});

describe('permission changes', () => {
  it('apply at once to a session already open', async () => {
    const { db } = server.ctx.database;
    const user = await insertUser(server, { login: 'promoted' });
    const { token } = await loginAs(server, 'promoted');
    const list = () => apiAs(server, token)(accessRules.search, { body: {} });
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
    const admin = apiAs(server, tokens.allowed);
    for (const name of ['Ordre Zèbre', 'Ordre Alpha', 'ordre milieu']) {
      await admin.ok(userGroups.create, { body: { name, users: [] } });
    }
    const page = (n: number) => admin.ok(userGroups.search, { body: { search: 'ordre', limit: 2, page: n } });
    const [first, second] = [await page(1), await page(2)];
    expect([first.count, second.count]).toEqual([3, 3]);
    expect([...first.groups, ...second.groups].map((group) => group.name)).toEqual([
      'Ordre Alpha',
      'ordre milieu',
      'Ordre Zèbre',
    ]);
  });
});
