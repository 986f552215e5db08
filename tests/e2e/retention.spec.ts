import { expect, test } from '@playwright/test';
import { makeSiret } from '../support/siret';
import { makeDocument, makeEmployeeWithAccount } from './gedSupport';
import { expectNoAxeViolation, logIn, logInAsAdmin, makeOrganization } from './support';

test('an administrator keeps payslips until the employee is 70 for one organisation, and its page says so', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const name = `Conservation ${Date.now().toString(36)}`;
  const id = await makeOrganization(page, name, makeSiret());

  await page.goto(`/organizations/${id}`);
  await page.getByRole('tab', { name: 'Conservation' }).click();
  const payslips = page.getByRole('group', { name: 'Bulletin de paie' });
  await expect(payslips.getByText('50 ans après le dépôt (par défaut)')).toBeVisible();
  await expectNoAxeViolation(page, 'the retention tab of the organisation form');
  await payslips.getByLabel('Choisir pour cette organisation').check();
  await payslips.getByRole('combobox', { name: 'Durée de conservation' }).click();
  await page.getByRole('option', { name: 'Jusqu’à un âge du salarié' }).click();
  await payslips.getByRole('spinbutton', { name: 'Âge du salarié' }).fill('70');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  // Three saves (the organisation, its configuration, its retention), then the page read again.
  await expect(page).toHaveURL(new RegExp(`/organizations/${id}/show`), { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Conservation' }).click();
  await expect(page.getByText('Jusqu’aux 70 ans du salarié (choisi pour cette organisation)')).toBeVisible();
  await expect(page.getByText('Sans limite de durée (par défaut)').first()).toBeVisible();
  await expectNoAxeViolation(page, 'the retention tab of the organisation page');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an employee reads until when each payslip stays available to them', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await logInAsAdmin(page);
    const surname = `Durable${Date.now().toString(36)}`;
    const { id, login, paris } = await makeEmployeeWithAccount(page, surname, 'Conservation-Phone-1');
    const fileName = `bulletin-${surname}.pdf`;
    await makeDocument(page, { orgId: paris, docType: 'PAYE', employeeId: id }, fileName);

    const employee = await (
      await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
    ).newPage();
    await logIn(employee, login, 'Conservation-Phone-1');
    await employee.getByText(fileName).click();
    const detail = employee.getByRole('dialog', { name: `Document ${fileName}` });
    // No retention chosen for the demo's payslips: the default keeps them 50 years after deposit.
    const fiftyYears = new Date().getFullYear() + 50;
    await expect(detail.getByText('Disponible jusqu’au')).toBeVisible();
    await expect(detail.getByText(new RegExp(`^\\d{2}/\\d{2}/${fiftyYears}$`))).toBeVisible();
    await expectNoAxeViolation(employee, "an employee's document details");
    await employee.context().close();
  });
});
