import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { zipEntries } from '../support/zipEntries';
import { makeDocument, makeEmployeeWithAccount } from './gedSupport';
import { expectNoAxeViolation, logIn, logInAsAdmin } from './support';

test('an employee downloads all their documents at once, with their index', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await logInAsAdmin(page);
  const surname = `Copie${Date.now().toString(36)}`;
  const { id, login, paris } = await makeEmployeeWithAccount(page, surname, 'Copie-Salarie-1');
  const payslip = `bulletin-${surname}.pdf`;
  await makeDocument(page, { orgId: paris, docType: 'PAYE', employeeId: id, periodStart: '2026-10-01' }, payslip);
  await makeDocument(page, { orgId: paris, docType: 'WCNT', employeeId: id }, `contrat-${surname}.pdf`);

  const employee = await (
    await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
  ).newPage();
  await logIn(employee, login, 'Copie-Salarie-1');
  await expect(employee.getByText(payslip)).toBeVisible();
  await expectNoAxeViolation(employee, "the employee's documents with the download-all button");
  const download = employee.waitForEvent('download');
  await employee.getByRole('button', { name: 'Télécharger tous mes documents' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toMatch(/^mes-documents-\d{4}-\d{2}-\d{2}\.zip$/);
  const entries = await zipEntries(await readFile((await zip.path())!));
  expect([...entries.keys()]).toEqual(['index.csv', 'index.json', `PAYE/${payslip}`, `WCNT/contrat-${surname}.pdf`]);
  expect(entries.get('index.csv')!.toString('utf8')).toContain(`PAYE/${payslip};`);
  // The types are named in the screen's language.
  expect(entries.get('index.csv')!.toString('utf8')).toContain(';PAYE;Bulletin de paie;2026-10-01;');
  await employee.context().close();
});
