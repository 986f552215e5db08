import { sql } from 'kysely';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { campaigns } from '../../common/api/campaigns';
import { employeeGroups } from '../../common/api/employees';
import { partnershipGroups } from '../../common/api/partnerships';
import { bulkPayslipsPdf } from '../../server/pdf/bulkPayslips';
import { campaignForm, type CampaignUpload } from '../support/campaigns';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import {
  insertDocument,
  makeCampaign,
  makeDocument,
  makeEmployee,
  makeOrganization,
  makePartnership,
  insertUser,
} from '../support/factories';
import { setSignatureCode } from '../support/signWorkflows';
import { apiAs, ok, refused, urlOf, type ApiServer } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let paris: Awaited<ReturnType<typeof demoOrganization>>;
let lyon: Awaited<ReturnType<typeof demoOrganization>>;

beforeAll(async () => {
  // No workers: these tests read what a call leaves queued, before any job moves it on.
  server = await startTestServer({ DOC_MAX_BYTES: String(200 * 1024), RUN_WORKERS: 'false' });
  admin = (await loginAs(server, 'admin')).token;
  paris = await demoOrganization(server, 'Paris');
  lyon = await demoOrganization(server, 'Lyon');
});
afterAll(() => server.close());

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
/** `POST dispatch`: the campaign as the `dispatch` field, then its files. */
const postCampaign = (
  on: ApiServer,
  token: string,
  dispatch: Record<string, unknown>,
  uploads: CampaignUpload[] = [],
) => apiAs(on, token)(campaigns.create, { body: campaignForm(dispatch, uploads) });

/** `POST dispatch/period` with one file: the month its first pages name. */
const postPeriodFile = (on: ApiServer, token: string, upload: CampaignUpload) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(upload.bytes)], { type: 'application/pdf' }), upload.name);
  return apiAs(on, token)(campaigns.detectPeriod, { body: form });
};

type CampaignCreate = CallInput<typeof campaigns.createManual>['body'];

/** A campaign of Paris to named recipients, whole files, no review, as `POST dispatch/manual` takes it. */
const manualCampaign = (fields: Partial<CampaignCreate>): CampaignCreate => ({
  name: 'Bulletins novembre',
  orgId: paris.id,
  siret: paris.siret!,
  detection: false,
  ...fields,
});
/** The same, with any fields (the multipart `dispatch` field, which the tests also send malformed). */
const toRecipients = (fields: Record<string, unknown>) => ({ ...manualCampaign({}), ...fields });

const parisEmployee = (fields: Record<string, unknown> = {}) =>
  makeEmployee(server, admin, { organizations: [{ orgId: paris.id }], ...fields });

const docsOf = async (campaignId: string, body: CallInput<typeof campaigns.dispatchedDocs>['body'] = {}) => {
  const answer = await apiAs(server, admin)(campaigns.dispatchedDocs, { params: { id: campaignId }, body });
  expect(answer.status).toBe(200);
  return ok(answer);
};

/** The jobs queued for a campaign (no worker runs them in these tests). */
const jobsOf = async (queue: 'campaigns.dispatch' | 'campaigns.split', campaignId: string) =>
  (
    await sql<{
      id: string;
    }>`select id from pgboss.job where name = ${queue} and data->>'campaignId' = ${campaignId}`.execute(
      server.ctx.database.db,
    )
  ).rows;

/** The status of a refused call, its error code and field errors. */
const refusal = (answer: { status: number; body: unknown }) => {
  if (answer.status < 400) throw new Error(`expected a refusal, got ${answer.status}`);
  const { error } = refused(answer, answer.status);
  return { status: answer.status, code: error.code, fields: error.fields };
};

describe('creating a campaign to named recipients', () => {
  it('sends each uploaded file whole to each named employee, and queues the dispatch', async () => {
    const [first, second] = [await parisEmployee({ lastName: 'Durand', firstName: 'Marie' }), await parisEmployee()];
    const campaign = await makeCampaign(
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
      detection: false,
      docTypeCode: null,
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
    const { dispatchedDocs, count } = await docsOf(campaign.id, { sort: { field: 'recipient', order: 'ASC' } });
    expect(count).toBe(4);
    expect(dispatchedDocs[0]).toMatchObject({
      recipient: 'DURAND Marie',
      recipientKind: 'EMPLOYEE',
      sender: 'Camille Martin',
      status: 'PENDING',
      pageFrom: null,
      pageTo: null,
      documentId: null,
    });
    expect(await jobsOf('campaigns.dispatch', campaign.id)).toHaveLength(1);
  });

  it("stores its files' names without bidirectional controls or invisible characters, and document.pdf when none is left", async () => {
    const employee = await parisEmployee();
    const campaign = await makeCampaign(
      server,
      admin,
      toRecipients({
        files: [
          { name: 'evil\u202Efdp.exe', docType: 'CHIN' },
          { name: '\u200F\u2060', docType: 'WCNT' },
        ],
        employeeIds: [employee.id],
      }),
      [
        { name: 'evil\u202Efdp.exe', bytes: await textPdf(['Charte inversée']) },
        { name: '\u200F\u2060', bytes: await textPdf(['Contrat invisible']) },
      ],
    );
    expect(campaign.files.map((file) => file.name)).toEqual(['evilfdp.exe', 'document.pdf']);
    const stored = await server.ctx.database.db
      .selectFrom('campaign_files')
      .select('name')
      .where('campaign_id', '=', campaign.id)
      .orderBy('seq')
      .execute();
    expect(stored.map((row) => row.name)).toEqual(['evilfdp.exe', 'document.pdf']);
  });

  it('takes documents of the safe by docIds through POST dispatch/manual, and waits for validation on review', async () => {
    const employee = await parisEmployee();
    const document = await makeDocument(server, admin, { orgId: paris.id, docType: 'PAYE' }, await textPdf(['Paie']));
    const answer = await apiAs(server, admin)(campaigns.createManual, {
      body: manualCampaign({ docIds: [document.id.toUpperCase()], employeeIds: [employee.id], review: true }),
    });
    expect(answer.status).toBe(201);
    const { data } = ok(answer);
    expect(data).toMatchObject({
      status: 'NEEDS_VALIDATION',
      distribution: 'WITH_VALIDATION',
      review: true,
      documentsCount: 1,
      actions: ['validate'],
    });
    expect(data.files).toMatchObject([{ name: document.fileName, docType: 'PAYE', pages: 1 }]);
    const file = await server.ctx.database.db
      .selectFrom('campaign_files')
      .select(['source_document_id', 'blob_key'])
      .where('campaign_id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(file.source_document_id).toBe(document.id);
    expect(await jobsOf('campaigns.dispatch', data.id)).toHaveLength(0);
  });

  it('waits for validation when the organisation distributes with validation', async () => {
    const shop = await makeOrganization(server, admin, { parentId: paris.id, distribution: 'WITH_VALIDATION' });
    const employee = await makeEmployee(server, admin, { organizations: [{ orgId: shop.id }] });
    const campaign = await makeCampaign(
      server,
      admin,
      toRecipients({
        orgId: shop.id,
        siret: shop.siret,
        files: [{ name: 'a.pdf', docType: 'PAYE' }],
        employeeIds: [employee.id],
      }),
      [{ name: 'a.pdf', bytes: await textPdf(['A']) }],
    );
    expect(campaign).toMatchObject({ status: 'NEEDS_VALIDATION', distribution: 'WITH_VALIDATION', review: false });
  });

  it('expands groups to their active members and partnership groups to the organisation’s partnerships, each once', async () => {
    const [named, member, inactive] = [await parisEmployee(), await parisEmployee(), await parisEmployee()];
    await server.ctx.database.db
      .updateTable('employees')
      .set({ status: 'INACTIVE' })
      .where('id', '=', inactive.id)
      .execute();
    const group = await apiAs(server, admin).ok(employeeGroups.create, {
      body: { name: 'Équipe', orgId: paris.id, employeeIds: [named.id, member.id, inactive.id] },
    });
    const groupId = group.data.id;
    const [partner, grouped, elsewhere] = [
      await makePartnership(server, admin, { orgId: paris.id, name: 'Cabinet Alpha' }),
      await makePartnership(server, admin, { orgId: paris.id }),
      await makePartnership(server, admin, { orgId: lyon.id }),
    ];
    const partnershipGroup = await apiAs(server, admin).ok(partnershipGroups.create, {
      body: { name: 'Cabinets', partnerships: [grouped.id, elsewhere.id] },
    });
    const partnershipGroupId = partnershipGroup.data.id;
    const campaign = await makeCampaign(
      server,
      admin,
      toRecipients({
        files: [{ name: 'note.pdf', docType: 'CHIN' }],
        employeeIds: [named.id],
        groupIds: [groupId],
        orgIds: [partner.id],
        partnershipGroupIds: [partnershipGroupId],
      }),
      [{ name: 'note.pdf', bytes: await textPdf(['Note']) }],
    );
    expect(campaign).toMatchObject({ documentsCount: 4, recipientsCount: 4 });
    const { dispatchedDocs } = await docsOf(campaign.id);
    const rows = await server.ctx.database.db
      .selectFrom('dispatched_docs')
      .select(['employee_id', 'partnership_id', 'recipient_key'])
      .where('campaign_id', '=', campaign.id)
      .execute();
    expect(rows.map((row) => row.recipient_key).sort()).toEqual(
      [`E:${named.id}`, `E:${member.id}`, `P:${partner.id}`, `P:${grouped.id}`].sort(),
    );
    expect(dispatchedDocs.find((doc) => doc.recipient === 'Cabinet Alpha')?.recipientKind).toBe('PARTNERSHIP');
  });
});

describe('the period of a payslip campaign', () => {
  const periodOf = (bytes: Buffer) => postPeriodFile(server, admin, { name: 'paie.pdf', bytes });

  it('is read from the first pages of a file that names it, and none from one that does not; nothing is kept', async () => {
    const blobKeys = async () => {
      const keys: string[] = [];
      for await (const blob of server.ctx.blobs.list()) keys.push(blob.key);
      return keys.sort();
    };
    const blobsBefore = await blobKeys();
    const payslips = await bulkPayslipsPdf({
      organizationName: 'Liasse Démo Paris',
      siret: paris.siret!,
      period: 'octobre 2026',
      employees: [{ registrationNumber: 'P1', firstName: 'Léa', lastName: 'Petit', birthDay: null }],
      extraPages: [{ before: 0, kind: 'cover' }],
    });
    const named = await periodOf(Buffer.from(payslips.bytes));
    expect({ status: named.status, body: named.body }).toEqual({ status: 200, body: { data: { period: '2026-10' } } });
    expect(ok(await periodOf(await textPdf(['Période du 01/09/2026 au 30/09/2026']))).data.period).toBe('2026-09');
    expect(ok(await periodOf(await textPdf(['Charte informatique']))).data.period).toBeNull();
    const refused = await periodOf(Buffer.from('pas un PDF'));
    expect(refused.status).toBe(400);
    expect(await blobKeys()).toEqual(blobsBefore);
  });

  it('is kept with the campaign, as a month', async () => {
    const employee = await parisEmployee();
    const fields = { files: [{ name: 'paie.pdf', docType: 'PAYE' }], employeeIds: [employee.id] };
    const upload = [{ name: 'paie.pdf', bytes: await textPdf(['Bulletin']) }];
    const campaign = await makeCampaign(server, admin, toRecipients({ ...fields, period: '2026-10' }), upload);
    expect(campaign.period).toBe('2026-10');
    expect(
      await refusal(await postCampaign(server, admin, toRecipients({ ...fields, period: '2026-13' }), upload)),
    ).toMatchObject({
      status: 400,
      fields: { period: expect.any(String) },
    });
  });
});

describe('creating a campaign with detection', () => {
  it('stores the files, splits them in a job and names no recipient', async () => {
    const campaign = await makeCampaign(
      server,
      admin,
      toRecipients({ detection: true, docTypeCode: 'PAYE', files: [{ name: 'paie.pdf', docType: 'PAYE' }] }),
      [{ name: 'paie.pdf', bytes: await textPdf(['Bulletin 1', 'Bulletin 2', 'Bulletin 3']) }],
    );
    expect(campaign).toMatchObject({ status: 'SPLITTING', docTypeCode: 'PAYE', detection: true, documentsCount: 0 });
    expect(campaign.files).toMatchObject([{ name: 'paie.pdf', pages: 3, splitPages: 0 }]);
    expect(await jobsOf('campaigns.split', campaign.id)).toHaveLength(1);
    const recipients = await server.ctx.database.db
      .selectFrom('campaign_recipients')
      .selectAll()
      .where('campaign_id', '=', campaign.id)
      .execute();
    expect(recipients).toEqual([]);
  });
});

describe('a refused campaign', () => {
  const counts = async () => {
    const { db } = server.ctx.database;
    const [campaigns, files] = await Promise.all([
      db.selectFrom('campaigns').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      db.selectFrom('campaign_files').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return [Number(campaigns.n), Number(files.n)];
  };

  it.each([
    ['no name', { name: '' }, { name: 'required' }],
    ['no file nor document', { files: [] }, { files: 'required' }],
    ['a file without type', { files: [{ name: 'a.pdf' }] }, { 'files.0.docType': 'required' }],
    ['no recipient', { employeeIds: [] }, { recipients: 'required' }],
    ['recipients with detection', { detection: true, docTypeCode: 'PAYE' }, { recipients: 'not_with_detection' }],
    ['detection without type', { detection: true, employeeIds: [] }, { docTypeCode: 'required' }],
    ['another SIRET', { siret: '84123456700037' }, { siret: 'not_the_organization' }],
    ['an employee of another organisation', 'lyonEmployee', { recipients: 'not_found' }],
    ['an unknown document', { docIds: [crypto.randomUUID()] }, { docIds: 'not_found' }],
    ['a NUL character', { name: 'Paie\u0000' }, { name: 'nul_character' }],
    [
      'more files than a campaign takes',
      { files: Array(21).fill({ name: 'a.pdf', docType: 'PAYE' }) },
      { files: 'too_big' },
    ],
  ] as const)('with %s answers 400 naming the field and writes nothing', async (_, change, fields) => {
    const employee = await parisEmployee();
    const lyonEmployee = await makeEmployee(server, admin, { organizations: [{ orgId: lyon.id }] });
    const before = await counts();
    const dispatch = toRecipients({
      files: [{ name: 'a.pdf', docType: 'PAYE' }],
      employeeIds: [employee.id],
      ...(change === 'lyonEmployee' ? { employeeIds: [lyonEmployee.id] } : change),
    });
    const bytes = await textPdf([`Refusé ${String(_)}`]);
    const response = await postCampaign(server, admin, dispatch, [{ name: 'a.pdf', bytes }]);
    expect(await refusal(response)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', fields });
    expect(await counts()).toEqual(before);
  });

  it('refuses a document type the organisation has not configured', async () => {
    const shop = await makeOrganization(server, admin, { parentId: paris.id });
    await server.ctx.database.db
      .updateTable('organizations')
      .set({ doc_types: ['PAYE'] })
      .where('id', '=', shop.id)
      .execute();
    const employee = await makeEmployee(server, admin, { organizations: [{ orgId: shop.id }] });
    const response = await postCampaign(
      server,
      admin,
      toRecipients({
        orgId: shop.id,
        siret: shop.siret,
        files: [{ name: 'c.pdf', docType: 'WCNT' }],
        employeeIds: [employee.id],
      }),
      [{ name: 'c.pdf', bytes: await textPdf(['Contrat']) }],
    );
    expect(await refusal(response)).toMatchObject({ status: 400, fields: { 'files.0.docType': 'not_configured' } });
  });

  it('answers 404 for an organisation that does not exist or is not visible', async () => {
    for (const orgId of [crypto.randomUUID(), crypto.randomUUID().toUpperCase()]) {
      const response = await postCampaign(
        server,
        admin,
        toRecipients({ orgId, docIds: [crypto.randomUUID()], employeeIds: [crypto.randomUUID()] }),
      );
      expect((await refusal(response)).status).toBe(404);
    }
  });

  it('answers 415 to a JSON body on POST dispatch, and 400 to files sent to POST dispatch/manual', async () => {
    // A wrong content type on purpose: a raw call.
    const json = await fetch(urlOf(server, campaigns.create), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(toRecipients({ employeeIds: [] })),
    });
    expect(json.status).toBe(415);
    const manual = await apiAs(server, admin)(campaigns.createManual, {
      body: manualCampaign({ files: [{ name: 'a.pdf', docType: 'PAYE' }], employeeIds: [(await parisEmployee()).id] }),
    });
    expect(await refusal(manual)).toMatchObject({ status: 400, fields: { files: 'count_mismatch' } });
  });

  const brokenFiles = async (): Promise<Record<string, Buffer>> => {
    const file = await textPdf(['Un contrat']);
    const document = mupdf.Document.openDocument(file, 'application/pdf') as mupdf.PDFDocument;
    const { PDFDocument } = await import('pdf-lib');
    return {
      not_pdf: Buffer.from('Bonjour, ceci est un fichier texte nommé .pdf\n'.repeat(50)),
      truncated: file.subarray(0, Math.floor(file.length * 0.6)),
      encrypted: Buffer.from(
        document.saveToBuffer('encrypt=aes-256,user-password=secret,owner-password=owner').asUint8Array(),
      ),
      no_pages: Buffer.from(await (await PDFDocument.create()).save({ addDefaultPage: false })),
      too_large: Buffer.concat([file.subarray(0, 100), Buffer.alloc(300 * 1024, 0x20), file.subarray(100)]),
    };
  };

  it('refuses a file that is no readable PDF, naming it, and keeps none of the request’s files', async () => {
    const employee = await parisEmployee();
    for (const [reason, bytes] of Object.entries(await brokenFiles())) {
      const good = await textPdf([`Bon fichier avant ${reason}`]);
      const uploads: CampaignUpload[] = [
        { name: 'bon.pdf', bytes: good },
        { name: `${reason}.pdf`, bytes },
      ];
      const before = await counts();
      const response = await postCampaign(
        server,
        admin,
        toRecipients({
          files: uploads.map(({ name }) => ({ name, docType: 'PAYE' })),
          employeeIds: [employee.id],
        }),
        uploads,
      );
      expect(await refusal(response), reason).toMatchObject({
        status: 400,
        fields: { file: reason, fileName: `${reason}.pdf` },
      });
      expect(await counts()).toEqual(before);
      const { createHash } = await import('node:crypto');
      for (const { bytes: sent } of uploads) {
        expect(await server.ctx.blobs.has(createHash('sha256').update(sent).digest('hex')), reason).toBe(false);
      }
    }
  });

  it('keeps a refused request’s file that a document already uses', async () => {
    const employee = await parisEmployee();
    const bytes = await textPdf(['Déjà déposé']);
    await makeDocument(server, admin, { orgId: paris.id, docType: 'PAYE' }, bytes);
    const { createHash } = await import('node:crypto');
    const response = await postCampaign(
      server,
      admin,
      toRecipients({
        files: [{ name: 'a.pdf', docType: 'PAYE' }],
        employeeIds: [employee.id],
        siret: '00000000000000',
      }),
      [{ name: 'a.pdf', bytes }],
    );
    expect(response.status).toBe(400);
    expect(await server.ctx.blobs.has(createHash('sha256').update(bytes).digest('hex'))).toBe(true);
  });

  it('refuses a body whose file parts do not match its files', async () => {
    const employee = await parisEmployee();
    const dispatch = toRecipients({ files: [{ name: 'a.pdf', docType: 'PAYE' }], employeeIds: [employee.id] });
    const bytes = await textPdf(['A']);
    for (const uploads of [
      [],
      [
        { name: 'a.pdf', bytes },
        { name: 'b.pdf', bytes },
      ],
    ]) {
      const response = await postCampaign(server, admin, dispatch, uploads);
      expect(await refusal(response)).toMatchObject({ status: 400, fields: { files: 'count_mismatch' } });
    }
  });

  it('refuses a document of the safe without bytes', async () => {
    const document = await insertDocument(server.ctx.database.db, paris);
    const response = await apiAs(server, admin)(campaigns.createManual, {
      body: manualCampaign({ docIds: [document.id], employeeIds: [(await parisEmployee()).id] }),
    });
    expect(await refusal(response)).toMatchObject({ status: 400, fields: { docIds: 'not_found' } });
  });
});

describe('a broken multipart body', () => {
  it('answers 400, not 500, when the body ends in the middle of a file, and keeps nothing', async () => {
    const employee = await parisEmployee();
    const bytes = await textPdf(['Coupé en route']);
    const dispatch = toRecipients({ files: [{ name: 'a.pdf', docType: 'PAYE' }], employeeIds: [employee.id] });
    const boundary = 'liasse-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="dispatch"\r\n\r\n${JSON.stringify(dispatch)}\r\n` +
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
      ),
      bytes.subarray(0, 2000),
    ]);
    // A body cut in the middle of a file, on purpose: a raw call.
    const response = await fetch(urlOf(server, campaigns.create), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(response.status).toBe(400);
    const { error } = refused({ status: response.status, body: await response.json() }, 400);
    expect(error.fields).toMatchObject({ file: 'incomplete' });
  });
});

describe("confirming a campaign with the emitter's signature code", () => {
  const signing = async () => {
    const organization = await makeOrganization(server, admin, { name: `Signée ${Date.now()}`, parentId: paris.id });
    await server.ctx.database.db
      .updateTable('organizations')
      .set({ dispatch_signature: true })
      .where('id', '=', organization.id)
      .execute();
    const employee = await makeEmployee(server, admin, { organizations: [{ orgId: organization.id }] });
    const login = `emetteur${Date.now()}`;
    const user = await insertUser(server, {
      login,
      features: ['CAMPAIGNS_EDIT', 'CAMPAIGNS_LIST', 'EMPLOYEES_LIST', 'SIGN'],
    });
    const token = (await loginAs(server, login)).token;
    await setSignatureCode(server, token, 'Liasse-Demo-1', '246810');
    const post = async (fields: Record<string, unknown>) =>
      postCampaign(
        server,
        token,
        {
          name: 'Signée',
          orgId: organization.id,
          siret: organization.siret,
          detection: false,
          files: [{ name: 'charte.pdf', docType: 'CHIN' }],
          employeeIds: [employee.id],
          ...fields,
        },
        [{ name: 'charte.pdf', bytes: await textPdf(['Charte']) }],
      );
    const failures = async () =>
      server.ctx.database.db
        .selectFrom('signature_codes')
        .select(['failures', 'locked_at'])
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
    return { post, failures };
  };
  const campaignCount = async () =>
    Number(
      (
        await server.ctx.database.db
          .selectFrom('campaigns')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('asks the code when the organisation requires it, refuses a wrong one, and records when the right one confirmed it', async () => {
    const { post, failures } = await signing();
    const before = await campaignCount();
    expect(await refusal(await post({}))).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      fields: { codeSignature: 'required' },
    });
    expect(await refusal(await post({ codeSignature: '000000' }))).toMatchObject({
      status: 400,
      code: 'INVALID_SIGNATURE_CODE',
      fields: { codeSignature: 'wrong' },
    });
    expect((await failures()).failures).toBe(1);
    expect(await campaignCount()).toBe(before);
    const confirmed = await post({ codeSignature: '246810' });
    expect(confirmed.status).toBe(201);
    const { data } = ok(confirmed);
    expect(data.signedAt).not.toBeNull();
    expect((await failures()).failures).toBe(0);
  });

  it('counts wrong codes toward the signature books’ lock: five in a row lock signing, the right code then too', async () => {
    const { post, failures } = await signing();
    for (let tries = 0; tries < 4; tries++) expect((await post({ codeSignature: '111111' })).status).toBe(400);
    expect(await refusal(await post({ codeSignature: '111111' }))).toMatchObject({
      status: 403,
      code: 'SIGNATURE_LOCKED',
    });
    expect((await failures()).locked_at).not.toBeNull();
    expect(await refusal(await post({ codeSignature: '246810' }))).toMatchObject({
      status: 403,
      code: 'SIGNATURE_LOCKED',
    });
  });

  it('asks no code of an organisation that does not require it', async () => {
    const [employee] = [await parisEmployee()];
    const campaign = await makeCampaign(
      server,
      admin,
      toRecipients({ files: [{ name: 'charte.pdf', docType: 'CHIN' }], employeeIds: [employee.id] }),
      [{ name: 'charte.pdf', bytes: await textPdf(['Charte']) }],
    );
    expect(campaign.signedAt).toBeNull();
  });
});
