import { expect, test } from '@playwright/test';
import { logInAsAdmin, openUserMenu } from './support';

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
