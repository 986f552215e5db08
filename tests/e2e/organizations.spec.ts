import { expect, test } from '@playwright/test';
import { users } from '../../common/api/rights';
import { makeSiret } from '../support/siret';
import { apiOf, DEMO_PASSWORD, logIn, logInAsAdmin } from './support';

/** An establishment of the directory sample the demo seed loads (server/db/seed/sirene-sample.csv). */
const DIRECTORY_SIRET = '80365214800013';
const DIRECTORY_NAME = 'PHARMACIE DES QUAIS';
const DIRECTORY_CITY = 'NANTES';

test('an administrator creates an organisation from its SIRET: the directory fills in its name and address', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Organisations' }).click();
  await page.getByRole('link', { name: 'Créer' }).click();

  await page.getByLabel('SIRET').fill('12345');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText('Saisissez un SIRET à 14 chiffres')).toBeVisible();
  // 14 digits, the last one wrong: the message says so rather than asking for 14 digits.
  await page.getByLabel('SIRET').fill('80365214800014');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText('Ce SIRET a 14 chiffres mais sa clé de contrôle est fausse : vérifiez-le')).toBeVisible();

  await page.getByLabel('SIRET').fill(DIRECTORY_SIRET);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByLabel('Nom *')).toHaveValue(DIRECTORY_NAME);
  await expect(page.getByLabel('Ville')).toHaveValue(DIRECTORY_CITY);
  await expect(page.getByLabel('SIRET *')).toHaveValue(DIRECTORY_SIRET);
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/organizations\/[0-9a-f-]+\/show$/);
  await expect(page.getByRole('navigation', { name: 'ancestors' })).toContainText('Liasse Démo');
  await expect(page.getByText(DIRECTORY_SIRET)).toBeVisible();
});

test('an unknown SIRET warns; the organisation is filled in by hand, every error shown at once', async ({ page }) => {
  const siret = makeSiret('7');
  await logInAsAdmin(page, '/organizations/create');
  await page.getByLabel('SIRET').fill(siret);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByText('Aucun établissement trouvé avec ce SIRET')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer à la main' }).click();
  await expect(page.getByLabel('SIRET *')).toHaveValue(siret);

  await page.getByLabel('SIRET *').fill('84123456700028');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    page.getByText('Ce SIRET a 14 chiffres mais sa clé de contrôle est fausse : vérifiez-le').first(),
  ).toBeVisible();

  // The SIRET of another organisation of the customer, and no name: both reported in one list.
  await page.getByLabel('SIRET *').fill('84123456700029');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const errors = page.getByRole('alert').filter({ hasText: "L'organisation ne peut pas être enregistrée" });
  await expect(errors).toContainText('Nom');
  await page.getByLabel('Nom *').fill('Atelier Lumière');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(errors).toContainText('Une autre organisation a déjà ce SIRET');

  await page.getByLabel('SIRET *').fill(siret);
  await page.getByLabel('Ville').fill('Lyon');
  await page.getByLabel('Mot de passe de facturation').fill('Chorus-Secret-1');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/show$/);
  await page.getByRole('tab', { name: 'Distribution et facturation' }).click();
  await expect(page.getByText('Chorus-Secret-1')).toHaveCount(0);
});

test("the stylesheet an organisation configures is loaded after login for its users, and the page's policy lets it in", async ({
  page,
  browser,
}) => {
  await logInAsAdmin(page, '/organizations');
  // Other tests add organisations beside Paris: the list's search finds it wherever it falls.
  await page.getByRole('textbox', { name: 'Rechercher', exact: true }).fill('Liasse Démo Paris');
  await page.getByRole('cell', { name: 'Liasse Démo Paris', exact: true }).click();
  await page.getByRole('link', { name: 'Éditer' }).click();
  await page.getByRole('tab', { name: 'Configuration' }).click();
  await page.getByLabel('Feuille de style spécifique').fill('http://styles.example.com/paris.css');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Saisissez une adresse https' })).toBeVisible();
  await page.getByLabel('Feuille de style spécifique').fill('https://styles.example.com/paris.css');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/show$/);

  const parisId = page.url().match(/organizations\/([0-9a-f-]+)\/show/)![1];
  const created = await (
    await apiOf(page)
  )(users.create, {
    body: {
      login: 'styled-paris',
      password: DEMO_PASSWORD,
      confirmation: DEMO_PASSWORD,
      lastName: 'Styled',
      userOrgId: parisId,
      visuOrgIds: [parisId],
    },
  });
  expect(created.status).toBe(201);

  const context = await browser.newContext();
  const paris = await context.newPage();
  // The closed network has no styles.example.com: the browser gets the stylesheet from here.
  await paris.route('https://styles.example.com/paris.css', (route) =>
    route.fulfill({ contentType: 'text/css', body: 'body { background-color: rgb(1, 2, 3) !important; }' }),
  );
  await logIn(paris, 'styled-paris');
  await expect(paris.locator('link[data-liasse="specific-css"]')).toHaveAttribute(
    'href',
    'https://styles.example.com/paris.css',
  );
  // The page reloads once, right after sign-in, to be served with the policy that names the stylesheet.
  const background = () =>
    paris.evaluate(() => getComputedStyle(document.body).backgroundColor).catch(() => 'reloading');
  await expect.poll(background).toBe('rgb(1, 2, 3)');
  await context.close();
});
