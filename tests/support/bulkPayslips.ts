import type { Database } from '../../server/db/database';
import { bulkPayslipsPdf, type BulkPayslipOptions } from '../../server/pdf/bulkPayslips';
import { insertEmployee } from './factories';

type OrganizationRow = { id: string; customer_id: string; org_path: string[] };

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
export const employeesWithBulkFile = async (
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
