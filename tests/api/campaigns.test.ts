import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCampaign, TCampaignSummary, TDispatchedDoc } from '../../common/schemas/campaigns';
import { createCampaign, postCampaign } from '../support/campaigns';
import { depositDocument, textPdf } from '../support/documentFiles';
import { makeEmployee } from '../support/factories';
import { demoOrganization } from '../support/scopedUsers';
import { call, loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let paris: { id: string; customer_id: string; siret: string | null };

beforeAll(async () => {
  server = await startTestServer({ DOC_MAX_BYTES: String(200 * 1024) });
  admin = (await loginAs(server, 'admin')).token;
  paris = await demoOrganization(server, 'Paris');
});
afterAll(() => server.close());

/** A campaign of Paris to these recipients, whole files, no review. */
const toRecipients = (fields: Record<string, unknown>) => ({
  name: 'Bulletins novembre',
  orgId: paris.id,
  siret: paris.siret,
  detection: false,
  ...fields,
});

const docsOf = async (token: string, campaignId: string, body: Record<string, unknown> = {}) => {
  const response = await call(server, `/api/desk/dispatch/${campaignId}/dispatched-docs`, { token, body });
  expect(response.status).toBe(200);
  return (await response.json()) as { dispatchedDocs: TDispatchedDoc[]; count: number };
};

describe('creating a campaign', () => {
  it('sends each uploaded file whole to each named employee, and queues the dispatch', async () => {
    const [first, second] = [
      await makeEmployee(server, admin, {
        organizations: [{ orgId: paris.id }],
        lastName: 'Durand',
        firstName: 'Marie',
      }),
      await makeEmployee(server, admin, { organizations: [{ orgId: paris.id }] }),
    ];
    const campaign = await createCampaign(
      server,
      admin,
      toRecipients({
        files: [
          { name: 'charte.pdf', docType: 'CHIN' },
          { name: 'contrat.pdf', docType: 'WCNT' },
        ],
        employeeIds: [first.id, second.id.toUpperCase()],
      }),
      [
        { name: 'charte.pdf', bytes: await textPdf(['Charte']) },
        { name: 'contrat.pdf', bytes: await textPdf(['Contrat', 'page 2']) },
      ],
    );
    expect(campaign).toMatchObject({
      name: 'Bulletins novembre',
      status: 'NEEDS_DISPATCHING',
      state: 'NEEDS_DISPATCHING',
      distribution: 'AUTOMATIC',
      documentsCount: 4,
      recipientsCount: 2,
      createdBy: 'Camille Martin',
      counts: { PENDING: 4, DISPATCHED: 0 },
      actions: ['send'],
    });
    expect(campaign.files.map((file) => [file.name, file.docType, file.pages])).toEqual([
      ['charte.pdf', 'CHIN', 1],
      ['contrat.pdf', 'WCNT', 2],
    ]);
    const { dispatchedDocs, count } = await docsOf(admin, campaign.id, { sort: { field: 'recipient', order: 'ASC' } });
    expect(count).toBe(4);
    expect(dispatchedDocs[0]).toMatchObject({
      recipient: 'DURAND Marie',
      recipientKind: 'EMPLOYEE',
      sender: 'Camille Martin',
      status: 'PENDING',
      pageFrom: null,
    });
    const jobs = await server.ctx.boss.fetch('campaigns.dispatch', { batchSize: 10 });
    expect(jobs.map((job) => job.data)).toContainEqual({ campaignId: campaign.id });
  });

  it('takes documents of the safe by docIds through POST dispatch/manual', async () => {
    const employee = await makeEmployee(server, admin, { organizations: [{ orgId: paris.id }] });
    const document = await depositDocument(
      server,
      admin,
      { orgId: paris.id, docType: 'PAYE' },
      await textPdf(['Paie']),
    );
    const response = await call(server, '/api/desk/dispatch/manual', {
      token: admin,
      body: toRecipients({ docIds: [document.id], employeeIds: [employee.id], review: true }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: TCampaign };
    expect(data).toMatchObject({ status: 'NEEDS_VALIDATION', distribution: 'WITH_VALIDATION', documentsCount: 1 });
    expect(data.files).toMatchObject([{ name: document.fileName, docType: 'PAYE', pages: 1 }]);
    const list = await call(server, '/api/desk/dispatchs', {
      token: admin,
      body: { filters: { status: 'NEEDS_VALIDATION' } },
    });
    const { dispatchs } = (await list.json()) as { dispatchs: TCampaignSummary[] };
    expect(dispatchs.map((campaign) => campaign.id)).toContain(data.id);
    const detail = await call(server, `/api/desk/dispatch/${data.id}`, { token: admin });
    expect((await detail.json()).data.actions).toEqual(['validate']);
  });

  it('refuses a campaign without a name', async () => {
    const response = await postCampaign(server, admin, toRecipients({ name: ' ', employeeIds: [] }));
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toMatchObject({ name: 'required' });
  });
});
