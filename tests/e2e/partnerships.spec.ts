import { expect, test, type Page } from '@playwright/test';
import { partnerships } from '../../common/api/partnerships';
import { makeSiret } from '../support/siret';
import { lastMail } from './mail';
import { apiOf, logInAsAdmin, makeOrganization } from './support';

/** An establishment of the directory sample the demo seed loads (server/db/seed/sirene-sample.csv). */
const DIRECTORY_SIRET = '52814370400013';
const DIRECTORY_NAME = 'AU PAIN DORE';

/**
 * A partnership requested through the API for a new organisation of the run, as the signed-in
 * user, renamed to a name of the run (every run partners the same third party of the directory).
 */
const requestPartnership = async (page: Page, run: string) => {
  const api = await apiOf(page);
  const orgId = await makeOrganization(page, `Client groupé ${run}`, run);
  const created = await api.ok(partnerships.create, { body: { siret: DIRECTORY_SIRET, orgId } });
  const { id } = created.data;
  const name = `Pain doré ${run}`;
  await api.ok(partnerships.update, { params: { id }, body: { name } });
  return name;
};

test('a partnership requested by SIRET is finalised with its contact, who confirms from the emailed link', async ({
  page,
  browser,
}) => {
  const run = makeSiret();
  const orgName = `Boulangerie cliente ${run}`;
  const contact = `contact-${run}@tiers.example`;
  await logInAsAdmin(page);
  await makeOrganization(page, orgName, run);
  await page.getByRole('link', { name: 'Nouveau partenariat' }).click();
  await expect(page).toHaveURL(/\/partnership\/create$/);

  // A SIRET the directory knows nothing of gets the SIRET's own message.
  await page.getByLabel('SIRET du tiers *').fill(makeSiret('7'));
  await page.getByLabel('Organisation partenaire *').fill(orgName);
  await page.getByRole('option', { name: orgName }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Aucune donnée n'a pu être récupérée pour ce SIRET").first()).toBeVisible();

  await page.getByLabel('SIRET du tiers *').fill(DIRECTORY_SIRET);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/partnership\/show\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: DIRECTORY_NAME })).toBeVisible();
  await expect(page.getByText('E-mail du contact à renseigner')).toBeVisible();

  await page.goto('/partnership/finalize');
  const card = page.locator(`[data-partnership="${id}"]`);
  await card.getByRole('button', { name: 'Envoyer le lien de validation' }).click();
  await expect(card.getByText('Requis')).toBeVisible();
  await card.getByLabel('E-mail du contact').fill(contact);
  await card.getByRole('button', { name: 'Envoyer le lien de validation' }).click();
  await expect(card.getByText(`Lien envoyé à ${contact}`)).toBeVisible();
  await page.getByRole('link', { name: 'Voir les partenariats créés' }).click();
  await expect(page.locator(`[data-partnership="${id}"]`).getByText('En attente du contact')).toBeVisible();

  const link = new URL((await lastMail(contact)).match(/https?:\/\/\S+\/partnership-validation\?\S+/)![0]);
  const contactPage = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await contactPage.goto(link.pathname + link.search);
  await expect(contactPage.getByText(contact)).toBeVisible();
  // The reference leaves the address bar at once.
  expect(contactPage.url()).not.toContain('reference');
  await contactPage.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(contactPage).toHaveURL(/\/your-files$/);
  await contactPage.getByRole('textbox', { name: 'Votre mot de passe', exact: true }).fill('Contact-Tiers-2026');
  await contactPage.getByLabel('Confirmez votre mot de passe').fill('Contact-Tiers-2026');
  await contactPage.getByLabel("J'accepte les conditions d'utilisation").check();
  await contactPage.getByRole('button', { name: 'Finaliser mon compte' }).click();
  await expect(contactPage.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
  // The contact sees nothing of the customer's: no area in the menu, no count on the home page.
  await expect(contactPage.getByRole('menuitem', { name: 'Partenariats' })).toHaveCount(0);
  await expect(contactPage.getByRole('menuitem', { name: 'Organisations' })).toHaveCount(0);
  await contactPage.goto('/partnership');
  await expect(contactPage.getByRole('table')).toHaveCount(0);

  // A second use of the link is refused.
  const again = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await again.goto(link.pathname + link.search);
  await again.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(again.getByText('Ce lien de validation est invalide, expiré ou déjà utilisé')).toBeVisible();

  await page.goto(`/partnership/show/${id}`);
  await expect(page.getByText(`Contact confirmé : ${contact}`)).toBeVisible();
  await expect(page.getByText('Actif', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Désactivé', { exact: true })).toBeVisible();
});

test('a partnership group gathers partnerships, and the list filters on it', async ({ page }) => {
  const run = makeSiret();
  const groupName = `Fournisseurs ${run}`;
  await logInAsAdmin(page);
  const name = await requestPartnership(page, run);

  await page.goto('/partnership');
  await page.getByRole('link', { name: 'Groupes de partenariats' }).click();
  await expect(page).toHaveURL(/\/partnership\/groups$/);
  await page.getByRole('link', { name: 'Créer' }).click();
  await page.getByLabel('Nom *').fill(groupName);
  await page.getByLabel('Partenariats').fill(name);
  await page.getByRole('option', { name }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/partnership\/groups$/);
  await page.getByRole('cell', { name: groupName }).click();
  await expect(page).toHaveURL(/\/partnership\/groups\/show\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Nom *')).toHaveValue(groupName);
  await expect(page.getByRole('button', { name })).toBeVisible();

  await page.goto('/partnership');
  await page.getByRole('combobox', { name: 'Groupe' }).fill(groupName);
  await page.getByRole('option', { name: groupName }).click();
  await expect(page.getByRole('cell', { name })).toBeVisible();
  await expect(page.getByRole('cell', { name: groupName })).toBeVisible();
});

test("the partnerships to finalise are paged by the lists' own pager, in French", async ({ page }) => {
  await logInAsAdmin(page, '/partnership/finalize');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByLabel('Par page')).toBeVisible();
  await expect(pages.getByText(/^Page 1 sur \d+$/)).toBeVisible();
  await expect(page.getByText('Lignes par page')).toHaveCount(0);
});
