import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFiling, documentLinks, documents } from '../../common/api/documents';
import { apiAs, ok, refused } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { scannedPdf, textPdf, uploadForm } from '../support/documentFiles';
import { insertUser, makeDocument, makeEmployee, makeScopedUser } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let paris: { id: string };
let lyon: { id: string };
let scoped = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  paris = await demoOrganization(server, 'Paris');
  lyon = await demoOrganization(server, 'Lyon');
});
afterAll(() => server.close());

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
const identify = (token: string, orgId: string, file: Buffer) =>
  apiAs(server, token)(documentFiling.identify, { body: uploadForm({ orgId }, file) });
const identified = async (orgId: string, pages: string[]) => {
  const response = await identify(admin, orgId, await textPdf(pages));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return ok(response).data;
};
const refile = (token: string, id: string, employeeId: string | null) =>
  apiAs(server, token)(documentFiling.refile, { params: { id }, body: { employeeId } });
const parisEmployee = (fields: Parameters<typeof makeEmployee>[2] = {}) =>
  makeEmployee(server, admin, { organizations: [{ orgId: paris.id }], ...fields });

describe('POST doc/identify', () => {
  it('names the employee a payslip prints, by matricule or by name with birth date, among the organisation’s', async () => {
    const chosen = await parisEmployee();
    const printed = await parisEmployee({
      firstName: 'Chloé',
      lastName: `Garnier ${process.pid}`,
      birthDay: '1991-04-12',
    });
    const byNumber = await identified(paris.id, [
      `Bulletin de paie\nMatricule : ${printed.registrationNumber}\nSalaire de base 2 100,00`,
    ]);
    expect(byNumber).toEqual({
      textFound: true,
      employee: {
        id: printed.id,
        firstName: 'Chloé',
        lastName: printed.lastName,
        registrationNumber: printed.registrationNumber,
      },
    });
    const byName = await identified(paris.id, [
      `Bulletin de paie\nCHLOE ${printed.lastName.toUpperCase()}\nNée le 12/04/1991`,
    ]);
    expect(byName.employee?.id).toBe(printed.id);
    expect(chosen.id).not.toBe(printed.id);
  });

  it('names nobody for a text that prints no employee of the organisation, nor one of another organisation', async () => {
    const inLyon = await makeEmployee(server, admin, { organizations: [{ orgId: lyon.id }] });
    expect(await identified(paris.id, ['Bulletin de paie\nMatricule : Z-00000\n31/02/1990 1 234,56'])).toEqual({
      textFound: true,
      employee: null,
    });
    expect((await identified(paris.id, [`Bulletin de paie\nMatricule : ${inLyon.registrationNumber}`])).employee).toBe(
      null,
    );
  });

  it('says a scan has no text, and keeps no file of what it read', async () => {
    const scan = await scannedPdf(['Bulletin de paie']);
    const response = await identify(admin, paris.id, scan);
    expect(response.status).toBe(200);
    expect(ok(response).data).toEqual({ textFound: false, employee: null });
    const key = createHash('sha256').update(scan).digest('hex');
    expect(await server.ctx.blobs.has(key)).toBe(false);
  });

  it('refuses what is not a PDF, and an organisation the caller does not see as unknown', async () => {
    const notPdf = await identify(admin, paris.id, Buffer.from('bonjour '.repeat(100)));
    expect(refused(notPdf, 400).error.fields).toEqual({
      file: 'not_pdf',
    });
    const parisOnly = await makeScopedUser(server, {
      login: `identify-${++scoped}`,
      orgId: paris.id,
      features: ['DOCUMENTS_UPLOAD', 'DOCUMENTS_LIST'],
    });
    expect((await identify(parisOnly.token, lyon.id, await textPdf(['Bulletin de paie']))).status).toBe(404);
  });
});

describe('PUT doc/{id}/employee', () => {
  /** A personal account for this employee; answers its session token. */
  const accountOf = async (employeeId: string) => {
    const login = `refile-account-${++scoped}`;
    const user = await insertUser(server, { login });
    await server.ctx.database.db
      .updateTable('users')
      .set({ employee_id: employeeId })
      .where('id', '=', user.id)
      .execute();
    return (await loginAs(server, login)).token;
  };
  const docOf = (token: string, id: string) => apiAs(server, token)(documents.get, { params: { id } });

  it('moves a misfiled payslip: the wrong employee loses it and its links at once, the audit says who moved it', async () => {
    const wrong = await parisEmployee();
    const right = await parisEmployee();
    const doc = await makeDocument(
      server,
      admin,
      { orgId: paris.id, docType: 'PAYE', employeeId: wrong.id },
      await textPdf([`Paie ${Math.random()}`]),
    );
    const [wrongAccount, rightAccount] = [await accountOf(wrong.id), await accountOf(right.id)];
    expect((await docOf(wrongAccount, doc.id)).status).toBe(200);
    expect(
      (
        await apiAs(server, admin)(documentLinks.send, {
          params: { id: doc.id },
          body: { email: 'a@demo.liasse.example' },
        })
      ).status,
    ).toBe(204);

    const moved = await refile(admin, doc.id, right.id);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const { data } = ok(moved);
    expect(data.employeeId).toBe(right.id);
    expect(data.events.map((event) => event.kind)).toEqual(['DEPOSIT', 'LINK_SENT', 'REFILED']);
    expect(data.events.at(-1)?.userName).toBe('Camille Martin');
    expect((await docOf(wrongAccount, doc.id)).status).toBe(404);
    expect((await docOf(rightAccount, doc.id)).status).toBe(200);
    const { db } = server.ctx.database;
    expect(
      await db.selectFrom('document_links').select('token_hash').where('document_id', '=', doc.id).execute(),
    ).toEqual([]);
    const audit = await db
      .selectFrom('document_events')
      .select('detail')
      .where('document_id', '=', doc.id)
      .where('kind', '=', 'REFILED')
      .execute();
    expect(audit.map((event) => event.detail)).toEqual([{ from: wrong.id, to: right.id }]);

    // Again to the same employee: nothing to record.
    expect((await refile(admin, doc.id, right.id)).status).toBe(200);
    const unfiled = ok(await refile(admin, doc.id, null));
    expect(unfiled.data.employeeId).toBe(null);
    expect(unfiled.data.events.filter((event) => event.kind === 'REFILED')).toHaveLength(2);
  });

  it('refuses an employee of another organisation and changes nothing', async () => {
    const employee = await parisEmployee();
    const inLyon = await makeEmployee(server, admin, { organizations: [{ orgId: lyon.id }] });
    const doc = await makeDocument(
      server,
      admin,
      { orgId: paris.id, docType: 'PAYE', employeeId: employee.id },
      await textPdf([`Paie ${Math.random()}`]),
    );
    const refusal = await refile(admin, doc.id, inLyon.id);
    expect(refused(refusal, 400).error.fields).toEqual({
      employeeId: 'not_in_organization',
    });
    const after = ok(await docOf(admin, doc.id)).data;
    expect([after.employeeId, after.events.map((event) => event.kind)]).toEqual([employee.id, ['DEPOSIT']]);
  });

  it('is 404 for a document the caller does not see, 403 without DOCUMENTS_EDIT', async () => {
    const inLyon = await makeEmployee(server, admin, { organizations: [{ orgId: lyon.id }] });
    const doc = await makeDocument(
      server,
      admin,
      { orgId: lyon.id, docType: 'PAYE' },
      await textPdf([`Paie ${Math.random()}`]),
    );
    const parisEditor = await makeScopedUser(server, {
      login: `refile-${++scoped}`,
      orgId: paris.id,
      features: ['DOCUMENTS_LIST', 'DOCUMENTS_EDIT'],
    });
    expect((await refile(parisEditor.token, doc.id, inLyon.id)).status).toBe(404);
    const lyonReader = await makeScopedUser(server, {
      login: `refile-${++scoped}`,
      orgId: lyon.id,
      features: ['DOCUMENTS_LIST'],
    });
    expect((await refile(lyonReader.token, doc.id, inLyon.id)).status).toBe(403);
    const after = ok(await docOf(admin, doc.id)).data;
    expect(after.employeeId).toBe(null);
  });
});
