import { expect, test, type Page } from '@playwright/test';
import type { CallBody } from '../../common/api/call';
import { employees } from '../../common/api/employees';
import { organizations } from '../../common/api/organizations';
import { completeNir } from '../../common/nir';
import { apiOf, expectNoAxeViolation, logInAsAdmin } from './support';

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
const createInLyon = async (page: Page, fields: Omit<CallBody<typeof employees.create>, 'organizations'>) => {
  const api = await apiOf(page);
  const { organizations: found } = await api.ok(organizations.search, { body: { search: 'Liasse Démo Lyon' } });
  const created = await api.ok(employees.create, {
    body: { organizations: [{ orgId: found[0]!.id }], ...fields },
  });
  return created.data.id;
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

  // Bulk actions need a selected row: they show once one is.
  const deactivate = page.getByRole('button', { name: 'Désactiver' });
  await expect(deactivate).toHaveCount(0);
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

test('an employee saved without a word on the BPE agreement has not stated it, which is not a refusal; stating it records the day and who, and a refusal its effect day', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const lastName = `Bpe${Date.now()}`;
  await logInAsAdmin(page, '/employees/create');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(lastName);
  await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Zoé');
  await page.getByRole('tab', { name: 'Compte et BPE' }).click();
  // Three states, not stated until someone says otherwise; a day only for a stated one.
  const agreement = page.getByRole('combobox', { name: 'Accord BPE (bulletins dématérialisés)' });
  await expect(agreement).toHaveText('Non renseigné');
  const day = page.getByRole('group', { name: "Date de l'accord ou du refus" });
  await expect(day.getByRole('spinbutton', { name: 'Jour' })).toBeDisabled();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/employees\/[0-9a-f-]+\/show$/);
  const id = /\/employees\/([0-9a-f-]+)\/show$/.exec(page.url())![1]!;
  await page.goto(`/employees/${id}/show/account`);
  const stated = page.locator('.ra-field-bpeAgreement');
  await expect(stated).toContainText('Non renseigné');

  await page.goto(`/employees/${id}/account`);
  await agreement.click();
  await expect(page.getByRole('option')).toHaveText(['Non renseigné', 'Refusé', 'Accepté']);
  await page.getByRole('option', { name: 'Refusé' }).click();
  // A refusal takes effect at most three months after it (D.3243-7): four months is refused under the field.
  const inMonths = (months: number) => {
    const date = new Date();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + months);
    return date;
  };
  const effect = page.getByRole('group', { name: 'Prise d’effet du refus' });
  await effect.getByRole('spinbutton', { name: 'Jour' }).click();
  await page.keyboard.type(inMonths(4).toLocaleDateString('fr-FR').replaceAll('/', ''));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.locator('.ra-input-bpeRefusalEffectiveOn').getByText('Entre le jour du refus et trois mois après'),
  ).toBeVisible();
  await effect.getByRole('spinbutton', { name: 'Jour' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(inMonths(2).toLocaleDateString('fr-FR').replaceAll('/', ''));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/employees\/[0-9a-f-]+\/show$/);
  await page.goto(`/employees/${id}/show/account`);
  await expect(stated).toContainText('Refusé');
  await expect(page.locator('.ra-field-bpeRefusalEffectiveOn')).toContainText(inMonths(2).toLocaleDateString('fr-FR'));
  await expect(page.locator('.ra-field-bpeAgreementBy')).toContainText('Camille Martin');

  await page.goto('/employees');
  const panel = page.getByRole('region', { name: 'Statistiques' });
  const byBpe = panel.getByRole('region', { name: 'Accord BPE' });
  await expect(byBpe.getByText('Non renseigné')).toBeVisible();
  await expect(panel.getByTestId('stat-bpe-NOT_STATED')).toHaveText(/^\d+$/);
  await expect(panel.getByTestId('stat-bpe-REFUSED')).toHaveText(/^[1-9]\d*$/);
});

test('a wrong NIR key is said when the field is left, on creation as on edit, in a box that speaks of the employee', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const nir = uniqueNir();
  const wrongKey = `${nir.slice(0, 13)}00`;
  const keyMessage = 'La clé du numéro de sécurité sociale ne correspond pas';

  await page.goto('/employees/create');
  await page.getByLabel('N° de sécurité sociale').fill(wrongKey);
  await page.keyboard.press('Tab');
  await expect(page.locator('.ra-input-socialSecurityNumber').getByText(keyMessage)).toBeVisible();
  // Corrected, the message goes as it is typed.
  await page.getByLabel('N° de sécurité sociale').fill(nir);
  await expect(page.locator('.ra-input-socialSecurityNumber').getByText(keyMessage)).toHaveCount(0);

  // Each organisation of the employee is labelled by its name, in the page's language.
  await page.getByRole('tab', { name: 'Organisations' }).click();
  await expect(page.getByRole('combobox', { name: 'Organisation', exact: false })).toBeVisible();
  await expect(page.getByText(/^Org\b/)).toHaveCount(0);
  await expect(page.getByText('Actif dans cette organisation')).toBeVisible();
  await expectNoAxeViolation(page, 'employee creation, organisations');

  const id = await createInLyon(page, { firstName: 'Rose', lastName: `Clé${Date.now()}` });
  await page.goto(`/employees/${id}`);
  await page.getByLabel('Nouveau n° de sécurité sociale').fill(wrongKey);
  await page.keyboard.press('Tab');
  await expect(page.locator('.ra-input-newSocialSecurityNumber').getByText(keyMessage)).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Le salarié ne peut pas être enregistré :' });
  await expect(summary).toContainText(`Nouveau n° de sécurité sociale: ${keyMessage}`);
  await expect(page.getByText("L'organisation ne peut pas être enregistrée")).toHaveCount(0);
  // The top bar, which holds the page's heading, hides while the page is scrolled down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolation(page, 'employee edit with an error');
});

test('the employee page names the NIR once', async ({ page }) => {
  await logInAsAdmin(page);
  const id = await createInLyon(page, {
    firstName: 'Anne',
    lastName: `Une${Date.now()}`,
    socialSecurityNumber: uniqueNir(),
  });
  await page.goto(`/employees/${id}/show`);
  await expect(page.getByTestId('nir')).toHaveText(/^2 90 03/);
  await expect(page.getByText('N° de sécurité sociale', { exact: true })).toHaveCount(1);
});
