import { expect, test, type Page } from '@playwright/test';
import { employees } from '../../common/api/employees';
import { organizations } from '../../common/api/organizations';
import { userGroups } from '../../common/api/rights';
import { urlOf } from '../support/api';
import { makeSiret } from '../support/siret';
import { apiOf, expectNoAxeViolation, logInAsAdmin, makeOrganization } from './support';

/** An employee of the demo customer's Paris organisation, made through the API. */
const createEmployee = async (page: Page, firstName: string, lastName: string) => {
  const api = await apiOf(page);
  const { organizations: found } = await api.ok(organizations.search, { body: { search: 'Liasse Démo Paris' } });
  const paris = found.find((org) => org.name === 'Liasse Démo Paris')!;
  await api.ok(employees.create, { body: { firstName, lastName, organizations: [{ orgId: paris.id }] } });
};

/** An employee of the organisation `orgId`, made through the API. */
const createEmployeeIn = async (page: Page, orgId: string, firstName: string, lastName: string) => {
  await (await apiOf(page)).ok(employees.create, { body: { firstName, lastName, organizations: [{ orgId }] } });
};

/** Picks an option of an autocomplete, typing a search the server matches. */
const choose = async (page: Page, label: string, option: string | RegExp, search: string) => {
  const input = page.getByLabel(label, { exact: false }).first();
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).click();
  // Close the suggestions, so that the next click reaches the form rather than the popup.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
};

test('an administrator groups two employees, finds the group in the list and limits a rule to it', async ({ page }) => {
  // Two forms and a wizard: about 30 s alone, more beside another browser test.
  test.setTimeout(120_000);
  // Names of this run only: on PostgreSQL the browser tests share one database from run to run.
  const run = Date.now().toString(36);
  const group = `Cadres ${run}`;
  await logInAsAdmin(page);
  await createEmployee(page, 'Zoé', `Lefèvre${run}`);
  await createEmployee(page, 'Yanis', `Garnier${run}`);

  await page.getByRole('menuitem', { name: 'Groupes de salariés' }).click();
  await expect(page).toHaveURL(/\/employee-groups$/);
  await page.getByRole('link', { name: 'Créer' }).click();
  await page.getByLabel('Nom').fill(group);
  await choose(page, 'Organisation', 'Liasse Démo Paris', 'Paris');
  // A group needs at least one employee.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Requis').first()).toBeVisible();
  await choose(page, 'Salariés', new RegExp(`Lefèvre${run} Zoé`), `lefèvre${run}`);
  await choose(page, 'Salariés', new RegExp(`Garnier${run} Yanis`), `garnier${run}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/employee-groups$/);

  const row = page.getByRole('row').filter({ hasText: group });
  await expect(row.getByRole('cell', { name: group, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Liasse Démo Paris', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await row.getByRole('cell', { name: group, exact: true }).click();
  await expect(page.getByText(`Lefèvre${run} Zoé`)).toBeVisible();
  await expect(page.getByText(`Garnier${run} Yanis`)).toBeVisible();

  await page.goto('/admin/rights/rules/create');
  await page.getByLabel('Nom').fill(`Paie des cadres ${run}`);
  await choose(page, 'Organisation de référence', 'Liasse Démo Paris', 'Paris');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await choose(page, 'Utilisateurs', 'Julien Bernard', 'Bernard');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('checkbox', { name: 'Documents – Lister' }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await choose(page, 'Groupes de salariés', group, group);
  await page.getByRole('button', { name: 'Suivant' }).click();
  // A rule limited to a group is not a rule without filters.
  await expect(page.getByText("Aucun filtre : tous les documents de l'organisation")).toHaveCount(0);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/rights\/rules$/);
  await page.getByRole('cell', { name: `Paie des cadres ${run}`, exact: true }).click();
  await expect(page.getByText(group, { exact: true })).toBeVisible();

  // The organisation's page lists its groups.
  await page.goto('/organizations');
  await page.getByRole('cell', { name: 'Liasse Démo Paris', exact: true }).click();
  await page.getByRole('tab', { name: 'Groupes de salariés' }).click();
  await expect(page.getByRole('link', { name: new RegExp(group) })).toBeVisible();
});

test("the employee picker offers only the chosen organisation's employees, and the server's refusal shows under the field", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  await logInAsAdmin(page);
  await createEmployee(page, 'Léa', `Parisienne${run}`);
  // Marseille is not under Paris: a group of Paris may not hold its employees.
  const marseille = await makeOrganization(page, `Marseille ${run}`, makeSiret('6'));
  await createEmployeeIn(page, marseille, 'Hugo', `Marseillais${run}`);

  await page.goto('/employee-groups/create');
  await page.getByLabel('Nom').fill(`Équipe ${run}`);
  // No organisation yet: nobody to offer.
  const picker = page.getByLabel('Salariés', { exact: false }).first();
  await picker.click();
  await expect(page.getByText("Choisissez d'abord l'organisation du groupe")).toBeVisible();
  await page.keyboard.press('Escape');

  await choose(page, 'Organisation', 'Liasse Démo Paris', 'Paris');
  await picker.click();
  await picker.fill(run);
  await expect(page.getByRole('option', { name: new RegExp(`Parisienne${run}`) })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(`Marseillais${run}`) })).toHaveCount(0);
  await page.getByRole('option', { name: new RegExp(`Parisienne${run}`) }).click();
  await page.keyboard.press('Escape');

  // The organisation changed under a chosen employee: the server refuses, and says why under the field.
  await choose(page, 'Organisation', `Marseille ${run}`, `Marseille ${run}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const refusal =
    "Certains salariés ne sont pas rattachés à l'organisation du groupe ni à une de ses sous-organisations";
  await expect(page.locator('.ra-input-employees, .MuiAutocomplete-root').getByText(refusal)).toBeVisible();
  await expect(page).toHaveURL(/\/employee-groups\/create$/);
  await expectNoAxeViolation(page, 'employee group form with a server field error');
});

test("a save the server refuses on a field shows the server's message under that field, in another form too", async ({
  page,
}) => {
  await logInAsAdmin(page);
  // The user group form edits `userIds`, which the server calls `users`.
  // The user group creation, whatever the product's code (`*-user-group`), as the pattern always had it.
  await page.route(urlOf({ url: '**', ctx: { config: { productCode: '*' } } }, userGroups.create), (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Invalid body',
              fields: { users: 'not_visible', name: 'already_used' },
            },
          }),
        })
      : route.fallback(),
  );
  await page.goto('/admin/rights/groups/create');
  await page.getByLabel('Nom').fill(`Refusé ${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('.ra-input-name').getByText('Déjà utilisé')).toBeVisible();
  await expect(page.locator('.ra-input-userIds').getByText('Inconnu ou non visible pour vous')).toBeVisible();
});
