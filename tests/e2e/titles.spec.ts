import { expect, test, type Page } from '@playwright/test';
import { makeSiret } from '../support/siret';
import { logIn, logInAsAdmin, makeOrganization, makeUserWithRule, rootOrganizationId } from './support';

/** The page's one level-one heading and its tab title both read `title`. */
const expectTitle = async (page: Page, title: string) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} · Liasse`);
};

test("a new access rule's page is titled as one would say it, not react-admin's 'Créer Règle d'accès'", async ({
  page,
}) => {
  await logInAsAdmin(page, '/admin/rights/rules/create');
  await expectTitle(page, "Nouvelle règle d'accès");
  await page.goto('/admin/rights/groups/create');
  await expectTitle(page, "Nouveau groupe d'utilisateurs");
});

test("a rule's page and its edit page are titled with the rule's name", async ({ page }) => {
  await logInAsAdmin(page, '/admin/rights/rules');
  await page.getByRole('cell', { name: 'Administration', exact: true }).click();
  await expectTitle(page, "Règle d'accès Administration");
  await page.getByRole('link', { name: 'Éditer' }).click();
  await expectTitle(page, "Modifier la règle d'accès Administration");
});

test("in English, the user screens read 'New user' and 'Edit the user …', not 'Create User'", async ({ page }) => {
  await logInAsAdmin(page);
  await page.evaluate(() => localStorage.setItem('RaStoreLiasse.locale', JSON.stringify('en')));
  await page.goto('/admin/rights/users/create');
  await expectTitle(page, 'New user');
  await page.goto('/admin/rights/users');
  await page.getByRole('cell', { name: 'Camille', exact: true }).click();
  await expectTitle(page, 'Edit the user Camille Martin');
});

test('a list with nothing in it says so in a sentence, and invites to create the first one', async ({
  page,
  browser,
}) => {
  await logInAsAdmin(page);
  // A user who sees only a new, empty organisation sees no user at all (they are placed elsewhere).
  const stamp = Date.now();
  const empty = await makeOrganization(page, `Vide ${stamp}`, makeSiret('5'));
  const login = `vide-${stamp}`;
  await makeUserWithRule(page, { login, userOrgId: await rootOrganizationId(page), visuOrgIds: [empty] }, [
    'USERS_LIST',
    'USERS_EDIT',
  ]);
  const context = await browser.newContext({ locale: 'fr-FR' });
  const newcomer = await context.newPage();
  await logIn(newcomer, login);
  // Signed in before leaving: a navigation during the login request would cancel it.
  await expect(newcomer.getByRole('heading', { level: 1 })).not.toHaveText('Connexion à votre portail');
  await newcomer.goto('/admin/rights/users');
  await expect(newcomer.getByText("Aucun utilisateur pour l'instant")).toBeVisible();
  await expect(newcomer.getByText('Créez-en un pour lui ouvrir le portail.')).toBeVisible();
  await expect(newcomer.getByText(/Pas encore/)).toHaveCount(0);
  await context.close();
});
