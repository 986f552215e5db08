import type { Page } from '@playwright/test';
import { campaigns } from '../../common/api/campaigns';
import { documents } from '../../common/api/documents';
import { employees } from '../../common/api/employees';
import { partnerships } from '../../common/api/partnerships';
import { bulkPayslipsPdf, type BulkPayslipEmployee } from '../../server/pdf/bulkPayslips';
import { makeDocument } from './gedSupport';
import { apiOf } from './support';

// The campaigns' test data, through the API as the signed-in user.

/** An establishment of the directory sample the demo seed loads (server/db/seed/sirene-sample.csv). */
const DIRECTORY_SIRET = '52814370400013';

/** An employee of a payroll run: who the split must find on their pages. */
export type PayrollEmployee = BulkPayslipEmployee & { registrationNumber: string; birthDay: string };

/** The body of `POST employee` / `PUT employee/{id}` for a payroll employee of one organisation. */
const employeeBody = (orgId: string, employee: PayrollEmployee, bpeAgreement: boolean, email: string | null) => ({
  firstName: employee.firstName,
  lastName: employee.lastName,
  email,
  registrationNumber: employee.registrationNumber,
  birthDay: employee.birthDay,
  organizations: [{ orgId }],
  bpeAgreement,
});

/** Creates the employee, with or without a BPE (paperless) agreement; answers their id. */
export const makePayrollEmployee = async (
  page: Page,
  orgId: string,
  employee: PayrollEmployee,
  bpeAgreement = true,
) => {
  const created = await (
    await apiOf(page)
  ).ok(employees.create, {
    body: employeeBody(orgId, employee, bpeAgreement, null),
  });
  return created.data.id;
};

/** Gives an existing employee (one with a personal account) the payroll fields and a BPE agreement. */
export const setPayrollFields = async (
  page: Page,
  id: string,
  orgId: string,
  employee: PayrollEmployee,
  email: string,
) => {
  await (
    await apiOf(page)
  ).ok(employees.update, {
    params: { id },
    body: employeeBody(orgId, employee, true, email),
  });
};

/** A bulk payslip PDF of these employees, with a cover and a summary page nobody owns. */
export const bulkPayslipFile = async (organizationName: string, siret: string, employees: PayrollEmployee[]) => {
  const { bytes, owners } = await bulkPayslipsPdf({
    organizationName,
    siret,
    period: 'novembre 2026',
    employees,
    extraPages: [
      { before: 0, kind: 'cover' },
      { before: employees.length, kind: 'summary' },
    ],
  });
  return { buffer: Buffer.from(bytes), pages: owners.length, ignored: owners.filter((owner) => owner === null).length };
};

/** A partnership of the organisation with the directory's third party, renamed `name`; answers its id. */
export const makePartnership = async (page: Page, orgId: string, name: string) => {
  const api = await apiOf(page);
  const created = await api.ok(partnerships.create, { body: { siret: DIRECTORY_SIRET, orgId } });
  const { id } = created.data;
  await api.ok(partnerships.update, { params: { id }, body: { name } });
  return id;
};

/**
 * A campaign of one document of the safe to one employee of the organisation, waiting for its
 * validation (`POST dispatch/manual` with review); answers its id.
 */
export const makeManualCampaign = async (page: Page, orgId: string, siret: string, run: string) => {
  const api = await apiOf(page);
  const employeeId = await makePayrollEmployee(page, orgId, {
    registrationNumber: `A${run}`.toUpperCase(),
    firstName: 'Axe',
    lastName: `Mailing${run}`,
    birthDay: '1990-01-01',
  });
  const fileName = `mailing-${run}.pdf`;
  await makeDocument(page, { orgId, docType: 'WCNT', employeeId }, fileName);
  const { docs } = await api.ok(documents.search, { body: { search: fileName } });
  const docId = docs.find((doc) => doc.fileName === fileName)!.id;
  const created = await api.ok(campaigns.createManual, {
    body: {
      name: `Mailing ${run}`,
      orgId,
      siret,
      detection: false,
      review: true,
      docIds: [docId],
      employeeIds: [employeeId],
    },
  });
  return created.data.id;
};
