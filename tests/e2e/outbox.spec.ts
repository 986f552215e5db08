import { expect, test } from '@playwright/test';
import { account } from '../../common/api/account';
import { apiFor, logInAsAdmin, makeUserWithRule, rootOrganizationId } from './support';

test('the outbox is the table every list uses: one-line header, page x of y, page sizes; a click shows the message under its row', async ({
  page,
}) => {
  await logInAsAdmin(page);
  // A reset link asked for a new user: a message in the outbox, which carries a secret.
  const login = `courrier-${Date.now()}`;
  const email = `${login}@demo.liasse.example`;
  const root = await rootOrganizationId(page);
  await makeUserWithRule(page, { login, email, userOrgId: root, visuOrgIds: [root] }, ['USERS_LIST']);
  const asked = await apiFor()(account.reinitPassword, { body: { login } });
  expect(asked.status >= 200 && asked.status < 300).toBe(true);

  await page.getByRole('menuitem', { name: "Boîte d'envoi" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Boîte d'envoi");
  const pagination = page.getByRole('navigation', { name: 'Pages' });
  await expect(pagination.getByText(/^Page 1 sur \d+$/)).toBeVisible();
  await expect(pagination.getByLabel('Par page')).toHaveValue('20');
  await expect(pagination.getByLabel('Par page').locator('option')).toHaveText(['10', '20', '50', '100']);
  for (const header of await page.getByRole('columnheader').all()) {
    const lines = await header.evaluate((cell) => cell.scrollHeight / parseFloat(getComputedStyle(cell).lineHeight));
    expect(lines, (await header.textContent()) ?? '').toBeLessThan(2.5);
  }

  await page.getByRole('textbox', { name: 'Rechercher', exact: true }).fill(email);
  const cell = page.getByRole('cell', { name: email, exact: true });
  await expect(cell).toHaveCount(1);
  const disclosure = page.getByRole('row').filter({ has: cell }).getByRole('button', { expanded: false });
  await expect(disclosure).toHaveCount(1);
  await cell.click();
  await expect(page.getByRole('row').filter({ has: cell }).getByRole('button', { expanded: true })).toHaveCount(1);
  await expect(page.getByText('Ce message contient un lien secret')).toBeVisible();
  await cell.click();
  await expect(page.getByText('Ce message contient un lien secret')).toHaveCount(0);
});
