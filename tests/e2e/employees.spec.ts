import { expect, test, type Page } from '@playwright/test';
import { completeNir } from '../../common/nir';
import { logInAsAdmin, tokenOf } from './support';

/** A NIR no other employee of this run has: a woman born in March 1990 in Lyon (69). */
const uniqueNir = () => completeNir(`2900369${String(Date.now()).slice(-6)}`);
const spaced = (nir: string) =>
  [
    nir.slice(0, 1),
    nir.slice(1, 3),
    nir.slice(3, 5),
    nir.slice(5, 7),
    nir.slice(7, 10),
    nir.slice(10, 13),
    nir.slice(13),
  ].join(' ');

/** An employee of the demo customer's Lyon organisation, through the API as the signed-in user. */
const createInLyon = async (page: Page, fields: Record<string, unknown>) => {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const found = await page.request.post('/api/desk/organizations', { headers, data: { search: 'Liasse Démo Lyon' } });
  const { organizations } = (await found.json()) as { organizations: { id: string }[] };
  const created = await page.request.post('/api/desk/employee', {
    headers,
    data: { organizations: [{ orgId: organizations[0]!.id }], ...fields },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
};

test('an administrator creates an employee, reveals the NIR, finds them with the switch and deactivates them', async ({
  page,
}) => {
  const lastName = `Durand${Date.now()}`;
  const nir = uniqueNir();
  await logInAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Salariés', exact: true }).click();
  await page.getByRole('link', { name: 'Créer' }).click();

  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastName);
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Léa');
  await page.getByLabel('N° de sécurité sociale').fill(`${nir.slice(0, 13)}00`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La clé du numéro de sécurité sociale ne correspond pas').first()).toBeVisible();
  await page.getByLabel('N° de sécurité sociale').fill(spaced(nir));
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/employees\/[0-9a-f-]+\/show$/);
  await expect(page.getByTestId('nir')).toHaveText(`2 90 03 ** *** *** **`);
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByTestId('nir')).toHaveText(spaced(nir));
  // Said once, then gone: one snackbar at a time, and the bulk action's message comes next.
  const notice = page.getByText('Cette consultation est enregistrée.');
  // It waits for the creation's message (5 s, longer on a loaded machine) to close first.
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toBeHidden({ timeout: 20_000 });

  await page.getByRole('menuitem', { name: 'Salariés', exact: true }).click();
  const search = page.getByRole('textbox', { name: 'Rechercher', exact: true });
  await search.fill(lastName);
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  // The list never shows the NIR, not even masked.
  await expect(page.getByText('** *** ***')).toHaveCount(0);

  // Bulk actions need a selected row.
  const deactivate = page.getByRole('button', { name: 'Désactiver' });
  await expect(deactivate).toBeDisabled();
  await row.getByRole('checkbox').check();
  await deactivate.click();
  await expect(page.getByText('1 salarié modifié')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('button', { name: 'Inactifs', exact: true }).click();
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: 'Tous' }).click();
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: 'Actifs', exact: true }).click();
  await expect(row).toHaveCount(0);
});

test('creating an employee who exists offers to link the existing one instead', async ({ page }) => {
  await logInAsAdmin(page);
  const nir = uniqueNir();
  const existingId = await createInLyon(page, { firstName: 'Marc', lastName: 'Existant', socialSecurityNumber: nir });

  await page.goto('/employees/create');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Existant');
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Marc');
  await page.getByLabel('N° de sécurité sociale').fill(nir);
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  const offer = page.getByRole('dialog', { name: 'Ce salarié existe déjà' });
  await expect(offer).toContainText('Liasse Démo');
  await offer.getByRole('button', { name: 'Rattacher le salarié existant' }).click();
  await expect(page).toHaveURL(new RegExp(`/employees/${existingId}/show$`));
  await page.getByRole('tab', { name: 'Organisations' }).click();
  await expect(page.getByText('Liasse Démo Lyon · Actif')).toBeVisible();
  await expect(page.getByText('Liasse Démo · Actif', { exact: true })).toBeVisible();
});

test('the organisation column search lists only the employees linked to the organisation chosen', async ({ page }) => {
  await logInAsAdmin(page);
  const lastName = `Colonne${Date.now()}`;
  await createInLyon(page, { firstName: 'Inès', lastName });
  await page.goto('/employees');
  await page.getByRole('textbox', { name: 'Rechercher', exact: true }).fill(lastName);
  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);

  await page.getByRole('button', { name: 'Rechercher par colonne' }).click();
  const byOrganisation = page.getByRole('combobox', { name: 'Rechercher par Organisations' });
  // Searched on the server as one types: the root is not among the options for "Paris".
  await byOrganisation.fill('Paris');
  await expect(page.getByRole('option', { name: 'Liasse Démo Paris' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Liasse Démo', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Liasse Démo Paris' }).click();
  await expect(page).toHaveURL(/orgId/);
  await expect(row).toHaveCount(0);

  await byOrganisation.fill('Lyon');
  await page.getByRole('option', { name: 'Liasse Démo Lyon' }).click();
  await expect(row).toHaveCount(1);
  // The choice survives a reload: it lives in the address, and its name is read back.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Rechercher par Organisations' })).toHaveValue('Liasse Démo Lyon');
  await expect(row).toHaveCount(1);
});

test('the statistics panel counts the employees the switch shows, and stays closed once closed', async ({ page }) => {
  await logInAsAdmin(page);
  await createInLyon(page, { firstName: 'Nina', lastName: `Stat${Date.now()}`, bpeAgreement: true });
  await page.goto('/employees');
  const panel = page.getByRole('region', { name: 'Statistiques' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('stat-total')).toHaveText(/^[1-9]\d*$/);
  await expect(panel.getByText('Non inscrit')).toBeVisible();
  await expect(panel.locator('svg').first()).toBeVisible();

  await page.getByRole('button', { name: 'Masquer les statistiques' }).first().click();
  await expect(panel).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Afficher les statistiques' })).toBeVisible();
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: 'Afficher les statistiques' }).click();
  await expect(panel).toBeVisible();
});

test("'Employees not validated' lists the employees whose account is not finalised, and the home page counts them", async ({
  page,
}) => {
  await logInAsAdmin(page);
  const lastName = `Attente${Date.now()}`;
  await createInLyon(page, { firstName: 'Paul', lastName });
  await expect(page.getByRole('link', { name: /salariés? non validés?/ })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Salariés non validés' }).click();
  await page.getByRole('textbox', { name: 'Rechercher', exact: true }).fill(lastName);
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: lastName })).toContainText('Non inscrit');
});
