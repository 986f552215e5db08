import { expect, type Page } from '@playwright/test';
import { bulkPayslipsPdf, type BulkPayslipEmployee } from '../../server/pdf/bulkPayslips';
import { bearer, makeDocument } from './gedSupport';

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
  const created = await page.request.post('/api/desk/employee', {
    headers: await bearer(page),
    data: employeeBody(orgId, employee, bpeAgreement, null),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
};

/** Gives an existing employee (one with a personal account) the payroll fields and a BPE agreement. */
export const setPayrollFields = async (
  page: Page,
  id: string,
  orgId: string,
  employee: PayrollEmployee,
  email: string,
) => {
  const updated = await page.request.put(`/api/desk/employee/${id}`, {
    headers: await bearer(page),
    data: employeeBody(orgId, employee, true, email),
  });
  expect(updated.status(), await updated.text()).toBe(200);
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
  const headers = await bearer(page);
  const created = await page.request.post('/api/desk/partnership', {
    headers,
    data: { siret: DIRECTORY_SIRET, orgId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const renamed = await page.request.put(`/api/desk/partnership/${id}`, { headers, data: { name } });
  expect(renamed.status(), await renamed.text()).toBe(200);
  return id;
};

/**
 * A campaign of one document of the safe to one employee of the organisation, waiting for its
 * validation (`POST dispatch/manual` with review); answers its id.
 */
export const makeManualCampaign = async (page: Page, orgId: string, siret: string, run: string) => {
  const headers = await bearer(page);
  const employeeId = await makePayrollEmployee(page, orgId, {
    registrationNumber: `A${run}`.toUpperCase(),
    firstName: 'Axe',
    lastName: `Mailing${run}`,
    birthDay: '1990-01-01',
  });
  const fileName = `mailing-${run}.pdf`;
  await makeDocument(page, { orgId, docType: 'WCNT', employeeId }, fileName);
  const found = await page.request.post('/api/desk/docs', { headers, data: { search: fileName } });
  const { docs } = (await found.json()) as { docs: { id: string; fileName: string }[] };
  const docId = docs.find((doc) => doc.fileName === fileName)!.id;
  const created = await page.request.post('/api/desk/dispatch/manual', {
    headers,
    data: {
      name: `Mailing ${run}`,
      orgId,
      siret,
      detection: false,
      review: true,
      docIds: [docId],
      employeeIds: [employeeId],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
};
