import type { Insertable } from 'kysely';
import type { z } from 'zod';
import { completeNir } from '../../common/nir';
import type { TEmployee, ZEmployeeWrite } from '../../common/schemas/employees';
import type { TOrganization, TOrganizationSummary, ZOrganizationWrite } from '../../common/schemas/organizations';
import type { TPartnership } from '../../common/schemas/partnerships';
import type { Database } from '../../server/db/database';
import type { DocumentTable, EmployeeTable } from '../../server/db/schema';
import type { SireneTables } from '../../server/directory/tables';
import { makeSiret } from './siret';
import { call, type TestServer } from './testServer';

export { makeSiret };

/** What a test may set of a new organisation: any field of the organisation form. */
export type OrganizationFields = Partial<z.input<typeof ZOrganizationWrite>>;

let organizations = 0;
/** The customer root each session sees, by server and token: looked up once. */
const roots = new Map<string, Promise<string>>();

const rootSeenBy = (server: TestServer, token: string) => {
  const key = `${server.url} ${token}`;
  let root = roots.get(key);
  if (!root) {
    root = (async () => {
      const response = await call(server, '/api/desk/organizations', { token, body: { filters: { kind: 'root' } } });
      const { organizations } = (await response.json()) as { organizations: TOrganizationSummary[] };
      if (!organizations[0])
        throw new Error('makeOrganization: this session sees no root organisation; give a parentId');
      return organizations[0].id;
    })();
    roots.set(key, root);
  }
  return root;
};

/**
 * An organisation created through the API by the session `token`, as the organisation form
 * creates one: under `parentId`, or the customer root the session sees; with a name and a SIRET
 * no other organisation of the run has, unless given.
 */
export const makeOrganization = async (
  server: TestServer,
  token: string,
  fields: OrganizationFields = {},
): Promise<TOrganization> => {
  const parentId = fields.parentId === undefined ? await rootSeenBy(server, token) : fields.parentId;
  const body = { name: `Organisation ${++organizations}`, siret: makeSiret(), ...fields, parentId };
  const response = await call(server, '/api/desk/organization', { token, body });
  if (response.status !== 201) {
    throw new Error(`makeOrganization: the server answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: TOrganization }).data;
};

/** What a test may set of a new employee: any field of the employee form. */
export type EmployeeFields = Partial<z.input<typeof ZEmployeeWrite>>;

let madeEmployees = 0;

/**
 * A NIR no other employee of the run has: a man born in May 1985 in the Seine-Saint-Denis (93),
 * with a run-unique commune and order number, and its key.
 */
export const makeNir = () => {
  const unique = String(process.pid * 1000 + ++madeEmployees)
    .padStart(6, '0')
    .slice(-6);
  return completeNir(`1850593${unique}`);
};

/**
 * An employee created through the API by the session `token`, as the employee form creates one:
 * linked to `organizations` (else the customer root the session sees), with a run-unique name,
 * matricule and NIR unless given.
 */
export const makeEmployee = async (
  server: TestServer,
  token: string,
  fields: EmployeeFields = {},
): Promise<TEmployee> => {
  const number = ++madeEmployees;
  const organizations = fields.organizations ?? [{ orgId: await rootSeenBy(server, token) }];
  const body = {
    firstName: `Prénom ${number}`,
    lastName: `Salarié ${number}`,
    registrationNumber: `T${process.pid}-${number}`,
    socialSecurityNumber: makeNir(),
    ...fields,
    organizations,
  };
  const response = await call(server, '/api/desk/employee', { token, body });
  if (response.status !== 201) {
    throw new Error(`makeEmployee: the server answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: TEmployee }).data;
};

type OrganizationRow = { id: string; customer_id: string; org_path: string[] };

/**
 * An organisation written straight into the database, for what the API cannot make: the root of
 * another customer (without `parent`), or a tree for a test that runs without a server. Under
 * `parent` it joins the parent's customer and path.
 */
export const insertOrganization = (
  db: Database['db'],
  fields: { name?: string; siret?: string | null; parent?: OrganizationRow } = {},
) => {
  const id = crypto.randomUUID();
  const { parent } = fields;
  return db
    .insertInto('organizations')
    .values({
      id,
      customer_id: parent?.customer_id ?? id,
      parent_id: parent?.id ?? null,
      name: fields.name ?? `Organisation ${++organizations}`,
      siret: fields.siret ?? null,
      org_path: [...(parent?.org_path ?? []), id],
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

let establishments = 0;

/** An establishment of the SIRET directory (INSEE's file), with a SIRET no other of the run has, unless given. */
export const insertEstablishment = async (
  db: Database['db'],
  fields: { siret?: string; name?: string; city?: string } = {},
) => {
  const siret = fields.siret ?? makeSiret('8');
  await db
    .withTables<SireneTables>()
    .insertInto('sirene_establishments')
    .values({
      siret,
      name: fields.name ?? `Tiers ${++establishments}`,
      street: '1 RUE DE LA PAIX',
      postal: null,
      zip_code: '75002',
      city: fields.city ?? 'PARIS 2',
      country: 'FRANCE',
      active: true,
    })
    .execute();
  return siret;
};

/**
 * A partnership requested through the API by the session `token`, as the request form makes one:
 * with a third party the directory knows (a new one unless `siret` is given), for `orgId`.
 */
export const makePartnership = async (
  server: TestServer,
  token: string,
  fields: { orgId: string; siret?: string; name?: string; groupId?: string | null },
): Promise<TPartnership> => {
  const siret = fields.siret ?? (await insertEstablishment(server.ctx.database.db, { name: fields.name }));
  const body = { siret, orgId: fields.orgId, groupId: fields.groupId ?? null };
  const response = await call(server, '/api/desk/partnership', { token, body });
  if (response.status !== 201) {
    throw new Error(`makePartnership: the server answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { data: TPartnership }).data;
};

let employees = 0;

/**
 * An employee written straight into the database, linked to `organization` (and `alsoIn`), for
 * tests of areas that need employees to exist; the employees API has its own factory for the
 * rest. A NIR, when given, must already be sealed and fingerprinted by the caller's secret box.
 */
export const insertEmployee = async (
  db: Database['db'],
  organization: OrganizationRow,
  fields: Partial<Omit<Insertable<EmployeeTable>, 'id' | 'customer_id'>> & { alsoIn?: OrganizationRow[] } = {},
) => {
  const { alsoIn = [], ...columns } = fields;
  const number = ++employees;
  const employee = await db
    .insertInto('employees')
    .values({
      customer_id: organization.customer_id,
      first_name: `Prénom ${number}`,
      last_name: `Nom ${number}`,
      registration_number: `M${String(number).padStart(6, '0')}`,
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('employee_organizations')
    .values([organization, ...alsoIn].map(({ id }) => ({ employee_id: employee.id, org_id: id })))
    .execute();
  return employee;
};

let documents = 0;

/**
 * A document row of `organization`'s customer, without going through the upload (for lists,
 * access and counts). Give `blob_key` (from a real `BlobStore.put`) when the test reads its bytes.
 */
export const insertDocument = async (
  db: Database['db'],
  organization: OrganizationRow,
  fields: Partial<Omit<Insertable<DocumentTable>, 'id' | 'customer_id' | 'org_id'>> = {},
) => {
  const number = ++documents;
  return db
    .insertInto('documents')
    .values({
      customer_id: organization.customer_id,
      org_id: organization.id,
      doc_type: 'PAYE',
      file_name: `document-${number}.pdf`,
      text_status: 'DONE',
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};
