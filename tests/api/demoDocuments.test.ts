import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFiles } from '../../common/api/documents';
import { seedDemoDocuments } from '../../server/db/seed/demoDocuments';
import { apiAs, ok } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the demo documents', () => {
  it('are deposited once: payslips, a contract and the IT charter, readable by the administrator', async () => {
    await seedDemoDocuments(server.ctx);
    await seedDemoDocuments(server.ctx);
    const { db } = server.ctx.database;
    const documents = await db
      .selectFrom('documents')
      .innerJoin('employees', 'employees.id', 'documents.employee_id')
      .select([
        'documents.id',
        'documents.doc_type',
        'employees.last_name',
        'documents.blob_key',
        'documents.sender_name',
      ])
      .execute();
    const byPerson = (name: string) =>
      documents.filter((document) => document.last_name === name).map((d) => d.doc_type);
    expect(byPerson('Petit').sort()).toEqual(['PAYE', 'PAYE', 'PAYE', 'WCNT']);
    expect(byPerson('Lefèvre')).toEqual(['PAYE', 'PAYE']);
    expect(new Set(documents.map((document) => document.sender_name))).toEqual(new Set(['Camille Martin']));
    const charter = await db.selectFrom('documents').selectAll().where('doc_type', '=', 'CHIN').execute();
    expect(charter).toHaveLength(1);
    const admin = (await loginAs(server, 'admin')).token;
    const pdf = await apiAs(server, admin)(documentFiles.pdf, { params: { id: documents[0]!.id } });
    expect(pdf.status).toBe(200);
    expect(ok(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
