import { ZDocUpload } from '../../../common/schemas/documents';
import type { AppContext } from '../../context';
import { recordDeposit } from '../../modules/documentFiles/upload';
import { checkPdf } from '../../pdf/pdfCheck';
import { demoContractPdf, demoItCharterPdf, demoPayslipPdf } from '../../pdf/demoDocuments';
import { sameCustomer } from '../../access/tenancy';

const MONTHS = [
  { name: 'août 2026', start: '2026-08-01', end: '2026-08-31' },
  { name: 'septembre 2026', start: '2026-09-01', end: '2026-09-30' },
  { name: 'octobre 2026', start: '2026-10-01', end: '2026-10-31' },
];

/**
 * The demo tenant's documents, deposited by its administrator as an upload would: payslips of Léa
 * Petit (the `salarie` account) and of a colleague in Lyon, Léa's contract, the IT charter. Once:
 * nothing is done when the demo customer already has documents.
 */
export const seedDemoDocuments = async (ctx: AppContext): Promise<void> => {
  const { db } = ctx.database;
  const admin = await db
    .selectFrom('users')
    .select(['id', 'customer_id'])
    .where('login', '=', 'admin')
    .executeTakeFirst();
  if (!admin) return;
  const existing = await db
    .selectFrom('documents')
    .select('id')
    .where(sameCustomer({ customerId: admin.customer_id }, 'customer_id'))
    .executeTakeFirst();
  if (existing) return;
  const orgs = await db
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where(sameCustomer({ customerId: admin.customer_id }, 'customer_id'))
    .where('name', 'in', ['Liasse Démo Paris', 'Liasse Démo Lyon'])
    .execute();
  const paris = orgs.find((org) => org.name.endsWith('Paris'));
  const lyon = orgs.find((org) => org.name.endsWith('Lyon'));
  const lea = await db
    .selectFrom('users')
    .innerJoin('employees', 'employees.id', 'users.employee_id')
    .select(['employees.id', 'employees.registration_number'])
    .where('users.login', '=', 'salarie')
    .executeTakeFirst();
  if (!paris || !lyon || !lea) return;
  const colleague = await db
    .insertInto('employees')
    .values({
      customer_id: admin.customer_id,
      first_name: 'Hugo',
      last_name: 'Lefèvre',
      registration_number: 'DEMO002',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('employee_organizations').values({ employee_id: colleague.id, org_id: lyon.id }).execute();

  const depositor = { userId: admin.id, customerId: admin.customer_id };
  const actor = { userId: admin.id, ip: null, userAgent: 'demo seed' };
  const deposit = async (document: Record<string, unknown>, fileName: string, bytes: Uint8Array) => {
    const file = Buffer.from(bytes);
    const key = await ctx.blobs.put(file);
    const { pages } = await checkPdf(ctx.pdf, file);
    const received = { name: fileName, key, size: file.length, bytes: file, pages };
    await recordDeposit(ctx, depositor, ZDocUpload.parse(document), received, actor);
  };
  for (const month of MONTHS) {
    const period = { docType: 'PAYE', periodStart: month.start, periodEnd: month.end };
    const slip = { month: month.name, grossSalary: 2850 };
    await deposit(
      { orgId: paris.id, employeeId: lea.id, ...period, keywords: ['paie'] },
      `Bulletin de paie ${month.name} - Léa Petit.pdf`,
      await demoPayslipPdf({
        ...slip,
        organizationName: paris.name,
        employeeName: 'Léa Petit',
        registrationNumber: lea.registration_number ?? 'DEMO001',
        jobTitle: 'Chargée de clientèle',
      }),
    );
    if (month.start < '2026-09-01') continue;
    await deposit(
      { orgId: lyon.id, employeeId: colleague.id, ...period, keywords: ['paie'] },
      `Bulletin de paie ${month.name} - Hugo Lefèvre.pdf`,
      await demoPayslipPdf({
        ...slip,
        grossSalary: 3120,
        organizationName: lyon.name,
        employeeName: 'Hugo Lefèvre',
        registrationNumber: 'DEMO002',
        jobTitle: 'Technicien support',
      }),
    );
  }
  await deposit(
    { orgId: paris.id, employeeId: lea.id, docType: 'WCNT', description: 'Contrat à durée indéterminée' },
    'Contrat de travail - Léa Petit.pdf',
    await demoContractPdf(paris.name, 'Léa Petit', '1er mars 2024'),
  );
  await deposit(
    { orgId: paris.id, docType: 'CHIN', keywords: ['sécurité'] },
    'Charte informatique.pdf',
    await demoItCharterPdf(paris.name),
  );
};
