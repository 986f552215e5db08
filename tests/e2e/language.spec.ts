import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logInAsAdmin, openUserMenu } from './support';

const LOGIN_TITLES: Record<string, string> = {
  'fr-FR': 'Connexion à votre portail',
  'en-US': 'Sign in to your portal',
  'es-ES': 'Acceso a su portal',
  'pt-BR': 'Acesso ao seu portal',
  'de-DE': 'Anmeldung bei Ihrem Portal',
  'nl-BE': 'Aanmelden bij uw portaal',
  'it-IT': 'Connexion à votre portail',
  'ja-JP': 'Connexion à votre portail',
};

for (const [browserLanguage, title] of Object.entries(LOGIN_TITLES)) {
  test.describe(`a browser in ${browserLanguage}`, () => {
    test.use({ locale: browserLanguage });

    test(`sees the login page in its language, or in French when that is not one of the six`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByText(title)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', browserLanguage.slice(0, 2).replace(/it|ja/, 'fr'));
    });
  });
}

test('the language switch in the user dropdown translates the shell and is remembered', async ({ page }) => {
  await logInAsAdmin(page);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen, Camille Martin' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Zurück zur Startseite' })).toBeVisible();
  await expect(page.getByText('Das Portal ist jetzt auf Deutsch')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Willkommen, Camille Martin' })).toBeVisible();
  await page.getByRole('button', { name: 'Profil' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByText('Anmeldung bei Ihrem Portal')).toBeVisible();
});

test('the login page has a language switch: the choice titles the page and is kept after sign-in, reload and logout', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Connexion à votre portail · Liasse');
  await page.getByLabel('Langue').selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your portal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle('Sign in to your portal · Liasse');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Camille Martin' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Camille Martin' })).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your portal');
});

test('the forgotten-password page has the language switch too, with its title in the chosen language', async ({
  page,
}) => {
  await page.goto('/forgotten-password');
  await expect(page).toHaveTitle('Mot de passe oublié · Liasse');
  await page.getByLabel('Langue').selectOption({ label: 'Deutsch' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page).toHaveTitle('Passwort vergessen · Liasse');
});

test("the login page downloads its own language's messages only; another language's when the user picks it", async ({
  page,
}) => {
  const localeChunks: string[] = [];
  page.on('request', (request) => {
    const chunk = request.url().match(/\/assets\/locale-([a-z]{2})-/)?.[1];
    if (chunk) localeChunks.push(chunk);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion à votre portail');
  expect(localeChunks).toEqual(['fr']);
  await page.getByLabel('Langue').selectOption({ label: 'Nederlands' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aanmelden bij uw portaal');
  expect(localeChunks).toEqual(['fr', 'nl']);
});
