import { expect, test } from '@playwright/test';
import { logInAsAdmin, openUserMenu } from './support';

test('the show page of a rule names its users by first name and surname', async ({ page }) => {
  await logInAsAdmin(page, '/admin/rights/rules');
  await page.getByRole('cell', { name: 'Administration', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/rights\/rules\/[0-9a-f-]{36}$/);
  await expect(page.locator('#main-content').getByText('Camille Martin', { exact: true })).toBeVisible();
});

test('a new user form offers Save from the start, as the organisation form does, and checks on save', async ({
  page,
}) => {
  await logInAsAdmin(page, '/admin/rights/users/create');
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Requis').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/rights\/users\/create$/);
});

test('in English, dates read day first, as in the rest of Europe', async ({ page }) => {
  await logInAsAdmin(page);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.goto('/organizations');
  const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short' }).format(new Date());
  await expect(page.getByRole('cell', { name: today, exact: true }).first()).toBeVisible();
  expect(today).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
});
