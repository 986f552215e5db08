import { createHash } from 'node:crypto';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { documentFiles } from '../../common/api/documents';
import { employees } from '../../common/api/employees';
import type { TEmployee } from '../../common/schemas/employees';
import { apiAs, ok } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { textPdf } from '../support/documentFiles';
import { insertUser, makeDocument, makeEmployee } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';
import { zipEntries } from '../support/zipEntries';

let server: TestServer;
let admin: string;
let alice: TEmployee;
let aliceDocs: { id: string; file: Buffer }[];
let bobDoc: { id: string; fileName: string };

const COLUMNS = [
  'file',
  'id',
  'docType',
  'docTypeLabel',
  'periodStart',
  'periodEnd',
  'sender',
  'depositedAt',
  'sha256',
  'availableUntil',
] as const;
type IndexEntry = Record<(typeof COLUMNS)[number], string | null>;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
/** A personal account for the employee, signed in. */
const accountOf = async (employee: TEmployee, login: string) => {
  const user = await insertUser(server, { login });
  await server.ctx.database.db
    .updateTable('users')
    .set({ employee_id: employee.id })
    .where('id', '=', user.id)
    .execute();
  return (await loginAs(server, login)).token;
};

const deposit = async (fields: Record<string, unknown>, fileName: string) => {
  const file = await textPdf([`${fileName} ${Math.random()}`]);
  const doc = await makeDocument(server, admin, fields, file, fileName);
  return { id: doc.id, file, fileName };
};

const FRENCH = { PAYE: 'Bulletin de paie', WCNT: 'Contrat de travail', CHIN: 'Charte informatique' };
const GERMAN = { PAYE: 'Gehaltsabrechnung', WCNT: 'Arbeitsvertrag', CHIN: 'IT-Nutzungsrichtlinie' };
type Labels = typeof FRENCH;

/** What the safe holds of Alice's documents, as the index should list them (in deposit order). */
const expectedIndex = async (labels: Labels) => {
  const rows = await server.ctx.database.db
    .selectFrom('documents')
    .innerJoin('organizations as o', 'o.id', 'documents.org_id')
    .select([
      'documents.id',
      'documents.doc_type',
      'documents.period_start',
      'documents.period_end',
      'o.name',
      'documents.created_at',
      'documents.blob_key',
      'documents.retain_until',
    ])
    .where('documents.employee_id', '=', alice.id)
    .orderBy('documents.created_at')
    .orderBy('documents.id')
    .execute();
  const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
  return rows.map((row) => ({
    id: row.id,
    docType: row.doc_type,
    docTypeLabel: labels[row.doc_type as keyof Labels],
    periodStart: day(row.period_start),
    periodEnd: day(row.period_end),
    sender: row.name,
    depositedAt: row.created_at.toISOString(),
    sha256: row.blob_key,
    availableUntil: day(row.retain_until),
  }));
};

/** The `;` separated index read by a spreadsheet-grade parser, after its byte-order mark. */
const csvRows = (text: string) => {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', newline: '\r\n', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
};

/** Downloads the caller's export and checks it file by file against the safe and `GET doc/pdf/{id}`. */
const checkExport = async (
  token: string,
  query: CallInput<typeof documentFiles.myArchive>['query'] = {},
  labels = FRENCH,
) => {
  const response = await apiAs(server, token)(documentFiles.myArchive, { query });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="mes-documents-\d{4}-\d{2}-\d{2}\.zip"/,
  );
  const entries = await zipEntries(ok(response));
  const index = JSON.parse(entries.get('index.json')!.toString('utf8')) as IndexEntry[];
  const expected = await expectedIndex(labels);
  expect(index.map(({ file: _file, ...fields }) => fields)).toEqual(expected);
  expect(index.map((entry) => entry.file)).toEqual([
    'PAYE/Bulletin octobre.pdf',
    'PAYE/Bulletin octobre (2).pdf',
    'WCNT/Contrat; « CDI ».pdf',
    'CHIN/Charte.pdf',
  ]);
  expect([...entries.keys()]).toEqual(['index.csv', 'index.json', ...index.map((entry) => entry.file)]);

  for (const entry of index) {
    const bytes = entries.get(entry.file!)!;
    expect(sha256(bytes)).toBe(entry.sha256);
    expect(bytes).toEqual(aliceDocs.find((doc) => doc.id === entry.id)!.file);
    const single = await apiAs(server, token)(documentFiles.pdf, { params: { id: entry.id! } });
    expect(ok(single)).toEqual(bytes);
  }

  const [header, ...lines] = csvRows(entries.get('index.csv')!.toString('utf8'));
  expect(header).toEqual([...COLUMNS]);
  expect(lines).toEqual(index.map((entry) => COLUMNS.map((column) => entry[column] ?? '')));

  const everything = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('');
  expect(everything).not.toContain(bobDoc.id);
  expect([...entries.keys()].some((name) => name.includes(bobDoc.fileName))).toBe(false);
};

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  const paris = await demoOrganization(server, 'Paris');
  const lyon = await demoOrganization(server, 'Lyon');
  alice = await makeEmployee(server, admin, { organizations: [{ orgId: paris.id }, { orgId: lyon.id }] });
  const bob = await makeEmployee(server, admin, { organizations: [{ orgId: paris.id }] });
  const forAlice = { employeeId: alice.id };
  aliceDocs = [
    await deposit(
      { orgId: paris.id, docType: 'PAYE', periodStart: '2026-10-01', periodEnd: '2026-10-31', ...forAlice },
      'Bulletin octobre.pdf',
    ),
    await deposit({ orgId: lyon.id, docType: 'PAYE', ...forAlice }, 'Bulletin octobre.pdf'),
    await deposit({ orgId: paris.id, docType: 'WCNT', ...forAlice }, 'Contrat; « CDI ».pdf'),
    await deposit({ orgId: lyon.id, docType: 'CHIN', ...forAlice }, 'Charte.pdf'),
  ];
  bobDoc = await deposit({ orgId: paris.id, docType: 'PAYE', employeeId: bob.id }, 'Bulletin de Bob.pdf');
  await deposit({ orgId: paris.id, docType: 'CHIN' }, 'Charte sans salarié.pdf');
});
afterAll(() => server.close());

describe('GET docs/mine/archive', () => {
  it("gives an employee all their own documents, each checked against the safe, with a CSV and a JSON index, and none of a colleague's", async () => {
    await checkExport(await accountOf(alice, 'export-alice'));
  });

  it('records a DOWNLOAD of each document exported, as the archive does', async () => {
    const downloads = await server.ctx.database.db
      .selectFrom('document_events')
      .select(['document_id', 'detail'])
      .where('kind', '=', 'DOWNLOAD')
      .where('document_id', 'in', [...aliceDocs.map((doc) => doc.id), bobDoc.id])
      .execute();
    const fromArchive = downloads.filter((event) => event.detail.archive === true);
    expect(new Set(fromArchive.map((event) => event.document_id))).toEqual(new Set(aliceDocs.map((doc) => doc.id)));
  });

  it('still gives them after the employee has left, their account still signing in, types named in the language asked', async () => {
    const response = await apiAs(server, admin)(employees.deactivate, { body: { ids: [alice.id] } });
    expect(response.status).toBe(200);
    const employee = await server.ctx.database.db
      .selectFrom('employees')
      .select(['status', 'left_at'])
      .where('id', '=', alice.id)
      .executeTakeFirstOrThrow();
    expect(employee.status).toBe('INACTIVE');
    expect(employee.left_at).not.toBeNull();
    await checkExport((await loginAs(server, 'export-alice')).token, { locale: 'de' }, GERMAN);
  });

  it('gives staff, who have no documents of their own, 404 and nothing of anyone', async () => {
    const response = await apiAs(server, admin)(documentFiles.myArchive);
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain(aliceDocs[0]!.id);
  });
});
