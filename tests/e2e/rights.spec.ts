import { expect, test, type Page } from '@playwright/test';
import { FEATURES } from '../../common/features';
import { logIn, logInAsAdmin, openUserMenu } from './support';

/** Saves and waits to land on the list. */
const saveAndLandOn = async (page: Page, url: RegExp) => {
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(url);
};

/** Picks an option, typing a search the server matches (users match on one of name, first name or login). */
const choose = async (page: Page, label: string, option: string, search = option.slice(0, 6)) => {
  await page.getByLabel(label, { exact: false }).first().click();
  await page.getByLabel(label, { exact: false }).first().fill(search);
  await page.getByRole('option', { name: option }).click();
  // Close the suggestions, so that the next click reaches the form rather than the popup.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
};

test('an administrator creates a user, a group and a rule; the user then sees only what the rule allows', async ({
  page,
}) => {
  // Three forms and two sessions: about 40 s alone, more beside another browser test.
  test.setTimeout(120_000);
  await logInAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Gestion des droits' }).click();
  await page.getByRole('menuitem', { name: 'Utilisateurs', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/rights\/users$/);

  await page.getByRole('link', { name: 'Créer' }).click();
  await page.getByLabel("Nom d'utilisateur").fill('compta');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('faible');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le mot de passe ne respecte pas les conditions minimales')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Compta-2026!');
  await page.getByRole('textbox', { name: 'Confirmer le mot de passe' }).fill('Compta-2026!');
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Moreau');
  await page.getByLabel('E-mail').fill('ines.moreau@demo.liasse.example');
  await page.getByLabel('Téléphone').fill('appelez-moi');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Un numéro de téléphone : chiffres').first()).toBeVisible();
  await page.getByLabel('Téléphone').fill('+33 6 12 34 56 78');
  await choose(page, 'Organisation', 'Liasse Démo Lyon');
  await choose(page, 'Organisations visibles', 'Liasse Démo Lyon');
  await saveAndLandOn(page, /\/admin\/rights\/users$/);
  await expect(page.getByRole('cell', { name: 'Moreau', exact: true })).toBeVisible();

  await page.goto('/admin/rights/groups/create');
  await page.getByLabel('Nom').fill('Comptabilité');
  await choose(page, 'Membres', 'Inès Moreau', 'Moreau');
  await saveAndLandOn(page, /\/admin\/rights\/groups$/);
  await expect(page.getByRole('cell', { name: 'Comptabilité', exact: true })).toBeVisible();

  await page.goto('/admin/rights/rules/create');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Requis').first()).toBeVisible();
  await page.getByLabel('Nom').fill('Comptabilité Lyon');
  await choose(page, 'Organisation de référence', 'Liasse Démo Lyon');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Attribuez la règle à au moins un utilisateur ou un groupe').first()).toBeVisible();
  await choose(page, "Groupes d'utilisateurs", 'Comptabilité');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Choisissez au moins une action')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Utilisateurs – Lister' }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(
    page.getByText("Aucun filtre : tous les documents de l'organisation et de ses sous-organisations."),
  ).toBeVisible();
  await saveAndLandOn(page, /\/admin\/rights\/rules$/);
  await expect(page.getByRole('cell', { name: 'Comptabilité Lyon', exact: true })).toBeVisible();

  await page.getByRole('cell', { name: 'Comptabilité Lyon', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/rights\/rules\/[0-9a-f-]{36}$/);
  // The matrix ticks exactly the one action given.
  await expect(page.getByRole('img', { name: 'Accordé', exact: true })).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Non accordé' })).toHaveCount(FEATURES.length - 1);

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'compta', 'Compta-2026!');
  await expect(page.getByRole('heading', { name: 'Bonjour Inès Moreau' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Gestion des droits' }).click();
  await expect(page.getByRole('menuitem', { name: 'Utilisateurs', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: "Groupes d'utilisateurs" })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: "Règles d'accès" })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: "Boîte d'envoi" })).toHaveCount(0);

  // Only the users of Lyon, the organisation the rule and the account are limited to.
  await page.getByRole('menuitem', { name: 'Utilisateurs', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Moreau', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Martin', exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Bernard', exact: true })).toHaveCount(0);
  // Listing users does not open their creation or edit, nor the screens of other rights.
  await expect(page.getByRole('link', { name: 'Créer' })).toHaveCount(0);
  await page.goto('/admin/rights/users/create');
  await expect(page.getByText("Vous n'avez pas les droits d'accès à cette page")).toBeVisible();
  await page.goto('/admin/rights/groups');
  await expect(page.getByText("Vous n'avez pas les droits d'accès à cette page")).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Comptabilité', exact: true })).toHaveCount(0);
});

test('my profile shows who I am and changes my password once the current one is right', async ({ page }) => {
  await logIn(page, 'admin');
  await page.getByRole('menuitem', { name: 'Mon profil' }).click();
  await expect(page.getByText('admin@demo.liasse.example')).toBeVisible();
  await page.getByRole('textbox', { name: 'Mot de passe actuel' }).fill('pas-le-bon');
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Liasse-Demo-1');
  await page.getByRole('textbox', { name: 'Confirmer le nouveau mot de passe' }).fill('Liasse-Demo-1');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe actuel est incorrect').first()).toBeVisible();
});
