import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { dsnImports } from '../../common/api/dsnImports';
import { employees } from '../../common/api/employees';
import type { TDsnImportWithRows } from '../../common/schemas/dsnImports';
import { DSN_PREVIEW, INLINE_PREVIEW_RESCUE_SECONDS } from '../../server/modules/dsnImports/jobs';
import { computePreview } from '../../server/modules/dsnImports/preview';
import { dsnBuffer, dsnLines, nicOf, syntheticDeclaration, type DsnEmployee } from '../support/dsnGenerator';
import { waitForDsnImport } from '../support/dsnUpload';
import { insertOrganization, insertUser, makeEmployee, makeOrganization, makeScopedUser } from '../support/factories';
import { makeNir } from '../support/nir';
import { makeSiret } from '../support/siret';
import { apiAs, ok, refused, urlOf } from '../support/api';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;
let siren: string;
let paris: { id: string; siret: string };
let lyon: { id: string; siret: string };
let people = 0;

const MONTH = '2026-10-01';

/** An employee as the payroll writes them: a fresh NIR and matricule unless given. */
const person = (fields: Partial<DsnEmployee> = {}): DsnEmployee => {
  const n = ++people;
  return {
    nir: makeNir(),
    familyName: `DURAND${n}`,
    firstNames: 'CLAIRE',
    birthDay: '1985-05-12',
    street: '3 RUE DE LA PAIX',
    postcode: '75002',
    town: 'PARIS',
    registrationNumber: `D${process.pid}-${n}`,
    contracts: [{ startDate: '2020-01-06' }],
    ...fields,
  };
};

const declaration = (byNic: Record<string, DsnEmployee[]>) => ({
  siren,
  month: MONTH,
  establishments: Object.entries(byNic).map(([nic, employees]) => ({ nic, employees })),
});
const fileOf = (byNic: Record<string, DsnEmployee[]>) => dsnBuffer(declaration(byNic));
const nicOfOrg = (org: { siret: string }) => org.siret.slice(9);

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
/** `POST employees/dsn` as the import dialog sends it: one multipart file. */
const uploadDsn = (token: string, content: Blob | Buffer, fileName = 'dsn.txt') => {
  const form = new FormData();
  form.append('file', content instanceof Blob ? content : new Blob([new Uint8Array(content)]), fileName);
  return apiAs(server, token)(dsnImports.upload, { body: form });
};
const upload = async (content: Buffer | Blob, token = admin) => {
  const answer = await uploadDsn(token, content);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ok(answer).data;
};
/** The status of a refused upload, its error code and the file's own error. */
const refusal = (answer: { status: number; body: unknown }) => {
  if (answer.status < 400) throw new Error(`expected a refusal, got ${answer.status}`);
  const { error } = refused(answer, answer.status);
  return { status: answer.status, code: error.code, file: error.fields?.file };
};
const read = async (importId: string, query: CallInput<typeof dsnImports.get>['query'] = {}, token = admin) =>
  (await apiAs(server, token).ok(dsnImports.get, { params: { importId }, query })).data;
type RowKind = NonNullable<NonNullable<CallInput<typeof dsnImports.get>['query']>['kind']>;
const list = (importId: string, kind: RowKind, token = admin) => read(importId, { kind, limit: 100 }, token);
const apply = async (importId: string, token = admin): Promise<TDsnImportWithRows> => {
  const answer = await apiAs(server, token)(dsnImports.apply, { params: { importId } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  return waitForDsnImport(server, token, importId, ['APPLIED', 'FAILED']);
};
const employeeByMatricule = (matricule: string) =>
  server.ctx.database.db
    .selectFrom('employees')
    .selectAll()
    .where('registration_number', '=', matricule)
    .executeTakeFirst();

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
  siren = makeSiret().slice(0, 9);
  const organization = async (n: number, city: string) => {
    const org = await makeOrganization(server, admin, {
      name: `Établissement ${city} ${siren}`,
      siret: `${siren}${nicOf(siren, n)}`,
    });
    return { id: org.id, siret: org.siret! };
  };
  paris = await organization(1, 'Paris');
  lyon = await organization(2, 'Lyon');
});
afterAll(() => server?.close());

describe('the demo’s DSN file', () => {
  it('previews against the demo organisations without an error: the Paris team updated, newcomers in Paris and Lyon created, not stating their BPE agreement', async () => {
    const file = await readFile(new URL('../../public/demo/liasse-demo-dsn-2026-11.txt', import.meta.url));
    const imported = await upload(file);
    expect(imported.counts).toEqual({ CREATE: 9, UPDATE: 6, UNCHANGED: 0, LEAVING: 0, ERROR: 0 });
    expect((await apply(imported.id)).status).toBe('APPLIED');
    const lyonNewcomer = (await employeeByMatricule('DEMO201'))!;
    expect([lyonNewcomer.last_name, lyonNewcomer.bpe_agreement]).toEqual(['MERCIER', null]);
    // Chloé Garnier refused paperless payslips before the import; it keeps her refusal.
    expect((await employeeByMatricule('DEMO102'))!.bpe_agreement).toBe(false);
  });
});

describe('importing a DSN', () => {
  it('previews the employees to create, and applying creates them with their NIR sealed and linked to their establishment', async () => {
    const staff = [person(), person({ email: 'claire@example.fr' }), person({ usageName: 'MARTIN' })];
    const imported = await upload(fileOf({ [nicOfOrg(paris)]: staff }));
    expect(imported.status).toBe('READY');
    expect(imported.counts).toEqual({ CREATE: 3, UPDATE: 0, UNCHANGED: 0, LEAVING: 0, ERROR: 0 });
    expect(imported.month).toBe(MONTH);

    const preview = await list(imported.id, 'CREATE');
    expect(preview.rows.map((row) => [row.lastName, row.firstName, row.registrationNumber])).toEqual([
      [staff[0]!.familyName, 'CLAIRE', staff[0]!.registrationNumber],
      [staff[1]!.familyName, 'CLAIRE', staff[1]!.registrationNumber],
      ['MARTIN', 'CLAIRE', staff[2]!.registrationNumber],
    ]);
    // Never the NIR in clear in a list.
    expect(preview.rows[0]!.socialSecurityNumber).toBe(`1 85 05 ** *** *** **`);
    expect(JSON.stringify(preview)).not.toContain(staff[0]!.nir);
    expect(await employeeByMatricule(staff[0]!.registrationNumber!)).toBeUndefined();

    const done = await apply(imported.id);
    expect([done.status, done.progress]).toEqual(['APPLIED', 100]);
    for (const employee of staff) {
      const row = (await employeeByMatricule(employee.registrationNumber!))!;
      expect(row.nir_sealed).not.toContain(employee.nir!);
      expect(server.ctx.secrets.open(row.nir_sealed!)).toBe(employee.nir);
      expect(row.nir_hash).toBe(server.ctx.secrets.fingerprint(employee.nir!));
      expect([row.company_siren, row.status, row.city]).toEqual([siren, 'ACTIVE', 'PARIS']);
      // The DSN says nothing of dematerialised payslips: not stated, which is not refused.
      expect([row.bpe_agreement, row.bpe_agreement_at, row.bpe_agreement_by]).toEqual([null, null, null]);
    }
    const page = await apiAs(server, admin).ok(employees.search, {
      body: { search: staff[1]!.familyName, filters: { orgId: paris.id } },
    });
    expect(page.employees.map((employee) => employee.email)).toEqual(['claire@example.fr']);
  });

  it('imports the same file a second time without changing anything', async () => {
    const file = fileOf({ [nicOfOrg(paris)]: [person(), person()] });
    await apply((await upload(file)).id);
    const before = await server.ctx.database.db.selectFrom('employees').selectAll().orderBy('id').execute();
    const again = await upload(file);
    expect(again.counts).toEqual({ CREATE: 0, UPDATE: 0, UNCHANGED: 2, LEAVING: 0, ERROR: 0 });
    expect((await apply(again.id)).status).toBe('APPLIED');
    expect(await server.ctx.database.db.selectFrom('employees').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('shows each changed field old → new, deactivates who left, and keeps what the file does not declare', async () => {
    const moving = person({ email: 'kept@example.fr' });
    const leaving = person();
    await apply((await upload(fileOf({ [nicOfOrg(paris)]: [moving, leaving] }))).id);

    const moved = { ...moving, email: undefined, street: '8 QUAI PIERRE SCIZE', postcode: '69005', town: 'LYON' };
    const left = { ...leaving, contracts: [{ startDate: '2020-01-06', endDate: '2026-10-15' }] };
    const imported = await upload(fileOf({ [nicOfOrg(paris)]: [moved, left] }));
    expect(imported.counts).toMatchObject({ UPDATE: 1, LEAVING: 1, CREATE: 0 });
    const [update] = (await list(imported.id, 'UPDATE')).rows;
    expect(update!.changes).toEqual([
      { field: 'address', old: '3 RUE DE LA PAIX', new: '8 QUAI PIERRE SCIZE' },
      { field: 'zipCode', old: '75002', new: '69005' },
      { field: 'city', old: 'PARIS', new: 'LYON' },
    ]);
    const [leaver] = (await list(imported.id, 'LEAVING')).rows;
    expect(leaver!.changes).toEqual([{ field: 'status', old: 'ACTIVE', new: 'INACTIVE' }]);

    await apply(imported.id);
    const movedRow = (await employeeByMatricule(moving.registrationNumber!))!;
    expect([movedRow.city, movedRow.email, movedRow.status]).toEqual(['LYON', 'kept@example.fr', 'ACTIVE']);
    expect((await employeeByMatricule(leaving.registrationNumber!))!.status).toBe('INACTIVE');
  });

  it('finds an employee without a NIR by matricule in the company, and gives them the NIR and the establishment', async () => {
    const existing = await makeEmployee(server, admin, {
      registrationNumber: `X${process.pid}-1`,
      socialSecurityNumber: null,
      organizations: [{ orgId: lyon.id }],
    });
    const declared = person({
      registrationNumber: existing.registrationNumber!,
      familyName: existing.lastName.toUpperCase(),
    });
    const imported = await upload(fileOf({ [nicOfOrg(paris)]: [declared] }));
    const [row] = (await list(imported.id, 'UPDATE')).rows;
    expect(row!.employeeId).toBe(existing.id);
    expect(row!.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['socialSecurityNumber', 'organization']),
    );
    await apply(imported.id);
    const links = await server.ctx.database.db
      .selectFrom('employee_organizations')
      .select('org_id')
      .where('employee_id', '=', existing.id)
      .execute();
    expect(links.map((link) => link.org_id).sort()).toEqual([paris.id, lyon.id].sort());
    expect((await employeeByMatricule(existing.registrationNumber!))!.nir_hash).toBe(
      server.ctx.secrets.fingerprint(declared.nir!),
    );
  });

  it('stores the temporary number (NTT) of an individual who has no NIR yet, and importing them again changes nothing', async () => {
    const newcomer = person({ nir: undefined, temporaryNumber: `NTT${process.pid}01` });
    const imported = await upload(fileOf({ [nicOfOrg(paris)]: [newcomer] }));
    expect(imported.counts).toMatchObject({ CREATE: 1, ERROR: 0 });
    await apply(imported.id);
    const row = (await employeeByMatricule(newcomer.registrationNumber!))!;
    expect([row.temporary_number, row.nir_sealed, row.nir_hash]).toEqual([newcomer.temporaryNumber, null, null]);
    const employee = await apiAs(server, admin).ok(employees.get, { params: { id: row.id } });
    expect(employee.data).toMatchObject({
      temporaryNumber: newcomer.temporaryNumber,
      hasNir: false,
    });

    const again = await upload(fileOf({ [nicOfOrg(paris)]: [newcomer] }));
    expect(again.counts).toMatchObject({ UNCHANGED: 1, UPDATE: 0, CREATE: 0 });
    await apply(again.id);
    expect(await employeeByMatricule(newcomer.registrationNumber!)).toEqual(row);
  });

  it('shows a temporary number given to a known employee old → new, and stores it', async () => {
    const known = person({ nir: undefined });
    await apply((await upload(fileOf({ [nicOfOrg(paris)]: [known] }))).id);
    const withNtt = { ...known, temporaryNumber: `NTT${process.pid}02` };
    const imported = await upload(fileOf({ [nicOfOrg(paris)]: [withNtt] }));
    const [update] = (await list(imported.id, 'UPDATE')).rows;
    expect(update!.changes).toEqual([{ field: 'temporaryNumber', old: null, new: withNtt.temporaryNumber }]);
    await apply(imported.id);
    expect((await employeeByMatricule(known.registrationNumber!))!.temporary_number).toBe(withNtt.temporaryNumber);
  });

  it('changes nothing when its apply fails: an employee created meanwhile with a NIR of the file', async () => {
    const staff = [person(), person(), person()];
    const imported = await upload(fileOf({ [nicOfOrg(paris)]: staff }));
    await makeEmployee(server, admin, { socialSecurityNumber: staff[2]!.nir!, organizations: [{ orgId: paris.id }] });
    const failed = await apply(imported.id);
    expect([failed.status, failed.errorCode]).toEqual(['FAILED', 'conflict']);
    for (const employee of staff.slice(0, 2)) {
      expect(await employeeByMatricule(employee.registrationNumber!)).toBeUndefined();
    }
  });

  it('lists the lines it cannot take as errors with their line and reason, and applies the rest', async () => {
    const good = person();
    const noIds = person({ nir: undefined, registrationNumber: undefined });
    const unknownNic = nicOf(siren, 9);
    const text = [...dsnLines(declaration({ [nicOfOrg(paris)]: [good, noIds], [unknownNic]: [person()] }))];
    // A broken rubric inside the first individual's block, and a NIR whose key is wrong.
    const nirLine = text.findIndex((line) => line.startsWith('S21.G00.30.001'));
    text.splice(nirLine + 1, 0, "S21.G00.30.0X4,'BROKEN'");
    const badNir = makeNir();
    const keyed = dsnLines(declaration({ [nicOfOrg(paris)]: [person({ nir: `${badNir.slice(0, 13)}00` })] }), {
      nirWithKey: true,
    });
    const imported = await upload(Buffer.from([...text, ''].join('\n')));
    const errors = (await list(imported.id, 'ERROR')).rows.flatMap((row) => row.errors.map((error) => error.code));
    expect(errors).toEqual(
      expect.arrayContaining(['malformed_line', 'missing_matricule_and_nir', 'unknown_establishment']),
    );
    const keyErrors = await list((await upload(Buffer.from([...keyed, ''].join('\n')))).id, 'ERROR');
    expect(keyErrors.rows[0]!.errors.map((error) => error.code)).toContain('nir_key');
    expect(keyErrors.rows[0]!.line).toBeGreaterThan(1);
  });
});

describe('files that are no DSN', () => {
  const refusedWith = async (content: Buffer | Blob) => refusal(await uploadDsn(admin, content));
  const garbage = Buffer.alloc(64 * 1024, 'ceci n’est pas une DSN\n');

  it.each([
    ['an empty file', Buffer.alloc(0), 'empty'],
    ['a PDF', Buffer.concat([Buffer.from('%PDF-1.7\n%\u0000\u0001\u0002\n'), Buffer.alloc(200)]), 'binary'],
    ['a text that is not a DSN', Buffer.from('Nom;Prénom\nDurand;Claire\n'), 'not_dsn'],
    [
      'a UTF-16 file',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("S10.G00.00.001,'X'\n", 'utf16le')]),
      'unsupported_encoding',
    ],
  ])('refuses %s with a clear 400 and keeps only the record of the refusal', async (_name, content, code) => {
    expect(await refusedWith(content)).toEqual({ status: 400, code: 'VALIDATION_ERROR', file: code });
    const key = createHash('sha256').update(content).digest('hex');
    expect(await server.ctx.blobs.has(key)).toBe(false);
    const last = await server.ctx.database.db
      .selectFrom('dsn_imports')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect([last.status, last.error_code, last.blob_key]).toEqual(['REJECTED', code, null]);
  });

  it('keeps the import of a file whose name holds a NUL character, under that name without it', async () => {
    const answer = await uploadDsn(admin, fileOf({ [nicOfOrg(paris)]: [person()] }), 'dsn\u0000.txt');
    expect(answer.status).toBeLessThan(300);
    const { data } = ok(answer);
    expect(data.fileName).toBe('dsn.txt');
  });

  it('keeps the import under its file name without bidirectional controls or invisible characters, else dsn.txt', async () => {
    const named = async (fileName: string) => {
      const answer = await uploadDsn(admin, fileOf({ [nicOfOrg(paris)]: [person()] }), fileName);
      expect(answer.status).toBeLessThan(300);
      const { data } = ok(answer);
      const row = await server.ctx.database.db
        .selectFrom('dsn_imports')
        .select('file_name')
        .where('id', '=', data.id)
        .executeTakeFirstOrThrow();
      return [data.fileName, row.file_name];
    };
    expect(await named('dsn\u202Etxt.exe')).toEqual(['dsntxt.exe', 'dsntxt.exe']);
    expect(await named('\u200E\u061C\uFEFF')).toEqual(['dsn.txt', 'dsn.txt']);
  });

  it("reads a control character past the file's start (a NUL in a name) as an error of that line, and previews the rest", async () => {
    const staff = Array.from({ length: 30 }, () => person());
    staff[25] = { ...staff[25]!, familyName: 'DUR\u0000AND' };
    const file = fileOf({ [nicOfOrg(paris)]: staff });
    expect(file.indexOf(0)).toBeGreaterThan(4096);
    const imported = await upload(file);
    // The second error: the rubric count the file declares (S90) no longer matches the rubrics read.
    expect([imported.status, imported.counts?.CREATE, imported.counts?.ERROR]).toEqual(['READY', 29, 2]);
    const errors = (await list(imported.id, 'ERROR')).rows;
    const broken = errors.find((row) => row.registrationNumber === staff[25]!.registrationNumber);
    expect(broken?.errors.map((error) => error.code)).toEqual(['malformed_line']);
    expect(errors.flatMap((row) => row.errors.map((error) => error.code)).sort()).toEqual([
      'malformed_line',
      'rubric_count',
    ]);
  });

  it('refuses a truncated DSN, changing nothing', async () => {
    const whole = fileOf({ [nicOfOrg(paris)]: [person(), person()] });
    const cut = whole.subarray(0, whole.indexOf('S21.G00.40.001'));
    expect(await refusedWith(cut)).toEqual({ status: 400, code: 'VALIDATION_ERROR', file: 'truncated' });
  });

  it('refuses 100 MB of garbage from its first lines, storing nothing of it', async () => {
    const blob = new Blob(Array.from({ length: 1600 }, () => new Uint8Array(garbage)));
    expect(await refusedWith(blob)).toEqual({ status: 400, code: 'VALIDATION_ERROR', file: 'not_dsn' });
  });

  it('refuses a file over the size limit with 413', async () => {
    const { dsn } = server.ctx.config;
    const limit = dsn.maxBytes;
    dsn.maxBytes = 2000;
    try {
      expect(await refusedWith(fileOf({ [nicOfOrg(paris)]: [person(), person(), person()] }))).toEqual({
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
        file: 'too_large',
      });
    } finally {
      dsn.maxBytes = limit;
    }
  });

  it('answers 415 to a body that is not multipart and 400 to a form without a file', async () => {
    // A wrong content type on purpose: a raw call.
    const json = await fetch(urlOf(server, dsnImports.upload), {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ file: 'x' }),
    });
    expect(json.status).toBe(415);
    const empty = await apiAs(server, admin)(dsnImports.upload, { body: new FormData() });
    expect(empty.status).toBe(400);
  });
});

describe('a large file', () => {
  it('is previewed by a job, batch after batch, whose progress the import tells', async () => {
    const { dsn } = server.ctx.config;
    const inline = dsn.inlineBytes;
    dsn.inlineBytes = 0;
    try {
      // Several batches of individuals, in the establishment of Paris.
      const imported = await upload(dsnBuffer(syntheticDeclaration({ employees: 2500, siren, month: MONTH })));
      expect(imported.status).toBe('PREVIEWING');
      const ready = await waitForDsnImport(server, admin, imported.id, ['READY', 'REJECTED']);
      expect([ready.status, ready.progress, ready.counts.CREATE + ready.counts.ERROR]).toEqual(['READY', 100, 2500]);
      expect(ready.counts.CREATE).toBeGreaterThan(2400);
      const lastPage = await read(imported.id, { kind: 'CREATE', page: 25, limit: 100 });
      expect(lastPage.rows.length).toBe(ready.counts.CREATE - 2400);
    } finally {
      dsn.inlineBytes = inline;
    }
  });
});

describe('a preview computed within the request', () => {
  it('leaves a delayed job behind it, which finishes an import the process left PREVIEWING', async () => {
    const imported = await upload(fileOf({ [nicOfOrg(paris)]: [person()] }));
    expect(imported.status).toBe('READY');
    const [rescue] = await server.ctx.database.db
      .selectFrom(sql<{ data: { importId: string }; start_after: Date }>`pgboss.job`.as('job'))
      .select(['data', 'start_after'])
      .where(sql<string>`name`, '=', DSN_PREVIEW)
      .where(sql<string>`data->>'importId'`, '=', imported.id)
      .execute();
    expect(rescue!.start_after.getTime()).toBeGreaterThan(Date.now() + (INLINE_PREVIEW_RESCUE_SECONDS - 60) * 1000);

    // The process died mid-preview: the import is still PREVIEWING with half its rows staged.
    await server.ctx.database.db
      .updateTable('dsn_imports')
      .set({ status: 'PREVIEWING', progress: 40 })
      .where('id', '=', imported.id)
      .execute();
    await computePreview(server.ctx, rescue!.data.importId);
    const ready = await read(imported.id);
    expect([ready.status, ready.progress, ready.counts.CREATE]).toEqual(['READY', 100, 1]);
  });
});

describe('who may import', () => {
  it('a user who sees one organisation gets the lines of the others as unknown establishments, and changes only theirs', async () => {
    const scoped = await makeScopedUser(server, {
      login: `dsn-paris-${process.pid}`,
      orgId: paris.id,
      features: ['EMPLOYEES_LIST', 'EMPLOYEES_EDIT'],
    });
    const inLyon = person();
    const inParis = person();
    const imported = await upload(fileOf({ [nicOfOrg(paris)]: [inParis], [nicOfOrg(lyon)]: [inLyon] }), scoped.token);
    expect(imported.counts).toMatchObject({ CREATE: 1, ERROR: 1 });
    const [error] = (await list(imported.id, 'ERROR', scoped.token)).rows;
    expect(error!.errors).toEqual([{ line: error!.line, code: 'unknown_establishment' }]);
    await apply(imported.id, scoped.token);
    expect(await employeeByMatricule(inLyon.registrationNumber!)).toBeUndefined();
    expect(await employeeByMatricule(inParis.registrationNumber!)).toBeDefined();

    // Someone the scoped user cannot see, declared in their establishment: refused, never changed.
    const hidden = person();
    await apply((await upload(fileOf({ [nicOfOrg(lyon)]: [hidden] }))).id);
    const again = await upload(fileOf({ [nicOfOrg(paris)]: [hidden] }), scoped.token);
    expect(again.counts).toMatchObject({ ERROR: 1, UPDATE: 0 });

    // Another user's import is not found, even by an administrator of the same customer.
    const answer = await apiAs(server, admin)(dsnImports.get, { params: { importId: imported.id } });
    expect(answer.status).toBe(404);
    const applyOther = await apiAs(server, admin)(dsnImports.apply, { params: { importId: again.id } });
    expect(applyOther.status).toBe(404);
  });

  it('an import of another customer is not found', async () => {
    const imported = await upload(fileOf({ [nicOfOrg(paris)]: [person()] }));
    const other = await insertOrganization(server.ctx.database.db, { name: 'Autre client DSN' });
    const user = await insertUser(server, { login: `dsn-other-${process.pid}`, features: ['EMPLOYEES_EDIT'] });
    const { db } = server.ctx.database;
    await db.updateTable('users').set({ customer_id: other.id, org_id: other.id }).where('id', '=', user.id).execute();
    await db
      .updateTable('access_rules')
      .set({ customer_id: other.id, org_id: other.id })
      .where('name', '=', user.login)
      .execute();
    await db
      .updateTable('user_visible_organizations')
      .set({ org_id: other.id })
      .where('user_id', '=', user.id)
      .execute();
    const { token } = await loginAs(server, user.login);
    const params = { importId: imported.id };
    expect((await apiAs(server, token)(dsnImports.get, { params })).status).toBe(404);
    expect((await apiAs(server, token)(dsnImports.apply, { params })).status).toBe(404);
  });

  it('a user without the EMPLOYEES_EDIT feature gets 403 on the upload', async () => {
    const { token } = await loginAs(
      server,
      (await insertUser(server, { login: `dsn-reader-${process.pid}`, features: ['EMPLOYEES_LIST'] })).login,
    );
    expect((await uploadDsn(token, fileOf({ [nicOfOrg(paris)]: [person()] }))).status).toBe(403);
  });
});
