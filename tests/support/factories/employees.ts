import type { Insertable } from 'kysely';
import type { z } from 'zod';
import { employees as employeeCalls } from '../../../common/api/employees';
import type { TEmployee, ZEmployeeWrite } from '../../../common/schemas/employees';
import type { Database } from '../../../server/db/database';
import type { EmployeeTable } from '../../../server/db/schema';
import { bulkPayslipsPdf, type BulkPayslipOptions } from '../../../server/pdf/bulkPayslips';
import { apiAs } from '../api';
import { makeNir } from '../nir';
import type { HttpServer } from '../testServer';
import type { OrganizationRow } from './organizations';
import { rootSeenBy } from './session';

/** What a test may set of a new employee: any field of the employee form. */
export type EmployeeFields = Partial<z.input<typeof ZEmployeeWrite>>;

let madeEmployees = 0;

/**
 * An employee created through the API by the session `token`, as the employee form creates one:
 * linked to `organizations` (else the customer root the session sees), with a run-unique name,
 * matricule and NIR (a man born in May 1985 in the Seine-Saint-Denis) unless given.
 */
export const makeEmployee = async (
  server: HttpServer,
  token: string,
  fields: EmployeeFields = {},
): Promise<TEmployee> => {
  const number = ++madeEmployees;
  const organizations = fields.organizations ?? [{ orgId: await rootSeenBy(server, token) }];
  const body = {
    firstName: `Prénom ${number}`,
    lastName: `Salarié ${number}`,
    registrationNumber: `T${process.pid}-${number}`,
    socialSecurityNumber: makeNir({ department: '93' }),
    ...fields,
    organizations,
  };
  return (await apiAs(server, token).ok(employeeCalls.create, { body })).data;
};

let insertedEmployees = 0;

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
  const number = ++insertedEmployees;
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

const FIRST_NAMES = ['Hélène', 'Jean', 'Zoé', 'Noël', 'Inès', 'Mathis', 'Chloé', 'Léo', 'Anaïs', 'Gaël'];
const LAST_NAMES = [
  'Dupont',
  'Martin',
  'Lefèvre',
  "N'Diaye",
  'Da Silva',
  'Moreau',
  'Girard',
  'Roux',
  'Faure',
  'Mercier',
];

/**
 * `count` employees of `organization` written into the database (each with a matricule, a name
 * and a birth date), and their bulk payslip file: `pages(i)` pages for the i-th, extra pages
 * where asked. Answers the employees in file order, the file and whose each page is.
 */
export const insertEmployeesWithBulkFile = async (
  db: Database['db'],
  organization: OrganizationRow,
  count: number,
  options: {
    pages?: (index: number) => number;
    extraPages?: BulkPayslipOptions['extraPages'];
    bpeAgreement?: (index: number) => boolean;
  } = {},
) => {
  const employees = [];
  const birthDayOf = (index: number) => `19${70 + (index % 30)}-0${1 + (index % 9)}-1${index % 10}`;
  for (let index = 0; index < count; index++) {
    employees.push(
      await insertEmployee(db, organization, {
        first_name: FIRST_NAMES[index % FIRST_NAMES.length],
        last_name: `${LAST_NAMES[index % LAST_NAMES.length]}${index >= LAST_NAMES.length ? ` ${index}` : ''}`,
        birth_day: birthDayOf(index),
        bpe_agreement: options.bpeAgreement?.(index) ?? true,
        email: `salarie${index}.${organization.id.slice(0, 8)}@example.com`,
      }),
    );
  }
  const file = await bulkPayslipsPdf({
    organizationName: 'Liasse Démo',
    siret: '73282932000074',
    period: 'novembre 2026',
    employees: employees.map((employee, index) => ({
      registrationNumber: employee.registration_number,
      firstName: employee.first_name,
      lastName: employee.last_name,
      birthDay: birthDayOf(index),
      pages: options.pages?.(index) ?? 1,
    })),
    extraPages: options.extraPages,
  });
  return { employees, ...file };
};
