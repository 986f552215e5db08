import { expect, test } from '@playwright/test';
import { expectNoAxeViolation, logInAsAdmin } from './support';

// The browsers of these tests speak French, and Chromium's own date input would still write
// mm/dd/yyyy under an English browser: the portal's date fields follow the portal's language.

test('a date is typed and shown day first in French, and saved as the day it is', async ({ page }) => {
  const lastName = `Noël${Date.now()}`;
  await logInAsAdmin(page, '/employees/create');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastName);
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Gabriel');
  const birthDay = page.getByRole('group', { name: 'Date de naissance' });
  await expect(birthDay).toContainText('JJ/MM/AAAA');
  await birthDay.getByRole('spinbutton', { name: 'Jour' }).click();
  await page.keyboard.type('25121990');
  await expect(birthDay).toContainText('25/12/1990');
  await expectNoAxeViolation(page, 'employee creation with a date typed');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/employees\/[0-9a-f-]+\/show$/);
  await expect(page.locator('.ra-field-birthDay')).toContainText('25/12/1990');
  const id = /\/employees\/([0-9a-f-]+)\/show$/.exec(page.url())![1]!;
  await page.goto(`/employees/${id}`);
  await expect(page.getByRole('group', { name: 'Date de naissance' })).toContainText('25/12/1990');
});

test('an unfinished date is said, not saved as nothing', async ({ page }) => {
  await logInAsAdmin(page, '/employees/create');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(`Partiel${Date.now()}`);
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inès');
  await page.getByRole('group', { name: 'Date de naissance' }).getByRole('spinbutton', { name: 'Jour' }).click();
  await page.keyboard.type('2512');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.locator('.ra-input-birthDay').getByText('Date incomplète ou inexistante (jj/mm/aaaa)'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/employees\/create$/);
});

test("a list's date search takes 25/12/2026 typed day first and asks for the 25th of December", async ({ page }) => {
  await logInAsAdmin(page, '/organizations');
  await page.getByRole('button', { name: 'Rechercher par colonne' }).click();
  const from = page.getByRole('group', { name: /: du$/ });
  await from.getByRole('spinbutton', { name: 'Jour' }).click();
  await page.keyboard.type('25122026');
  await expect(from).toContainText('25/12/2026');
  await page.keyboard.press('Enter');
  await expect.poll(() => decodeURIComponent(page.url())).toContain('"start":"2026-12-25"');
  await expect(page.getByRole('group', { name: /: du$/ })).toContainText('25/12/2026');
  await expectNoAxeViolation(page, 'organisation list with a date search');
});
