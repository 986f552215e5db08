import { expect, test, type Page } from '@playwright/test';
import { account } from '../../common/api/account';
import { CAS_PORTAL_PORT } from '../../playwright.config';
import { lastMail } from './mail';
import { apiFor, DEMO_PASSWORD, logIn, logInAsAdmin } from './support';

const tokensOf = (page: Page) =>
  page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('liasse.session') ?? 'null')?.token as string | undefined,
    refreshToken: localStorage.getItem('liasse.refreshToken'),
  }));

test('a session whose token the server refuses ends on the login page, which says it expired', async ({ page }) => {
  await logInAsAdmin(page);
  await page.getByRole('menuitem', { name: "Boîte d'envoi" }).click();
  await expect(page.getByText("Aucun message envoyé pour l'instant").or(page.locator('table'))).toBeVisible();
  // The server ends the session (as an administrator blocking the account would).
  const { token } = await tokensOf(page);
  await apiFor(token)(account.logout);
  await page.reload();
  await expect(page).toHaveURL(/\/login\?expired=1$/);
  await expect(page.getByText('Votre session a expiré, veuillez vous reconnecter.')).toBeVisible();
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
  expect(await tokensOf(page)).toEqual({ token: undefined, refreshToken: null });
});

test('a signed-in user who opens the login page goes home', async ({ page }) => {
  await logInAsAdmin(page);
  // A page load, not a screen opened inside the app: the load is the subject.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('/autologin adopts the tokens, then takes them out of the address bar and the history', async ({ page }) => {
  const login = await apiFor()(account.login, { body: { login: 'admin', password: DEMO_PASSWORD } });
  const authorization = login.headers.get('set-authorization')!;
  const refreshToken = login.headers.get('set-refresh-token')!;
  await page.goto('/maintenance');
  await page.goto(`/autologin?authorization=${authorization}&refreshToken=${refreshToken}`);
  await expect(page.getByRole('heading', { name: 'Bonjour Camille Martin' })).toBeVisible();
  expect(page.url()).not.toContain(authorization);
  await page.goBack();
  expect(page.url()).not.toContain(authorization);
  expect(page.url()).not.toContain('refreshToken');
});

test('/autologin without both values goes to the login page', async ({ page }) => {
  await page.goto('/autologin?authorization=abc&refreshToken=');
  await expect(page).toHaveURL(/\/login$/);
});

test('a guest link signs the current user out and fills the login form for the guest to confirm', async ({ page }) => {
  await logInAsAdmin(page);
  // A page load, not a screen opened inside the app: the load is the subject.
  await page.goto(`/guest/hr/${DEMO_PASSWORD}`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Vérifiez votre nom d'utilisateur, puis connectez-vous.")).toBeVisible();
  await expect(page.getByLabel("Nom d'utilisateur")).toHaveValue('hr');
  await page.goBack();
  expect(page.url()).not.toContain(DEMO_PASSWORD);
  await page.goto('/login');
  await expect(page.getByLabel("Nom d'utilisateur")).toHaveValue('');
});

test('a new employee must choose a password and accept the terms before reaching the portal', async ({ page }) => {
  await logIn(page, 'salarie');
  await expect(page).toHaveURL(/\/your-files$/);
  await expect(page.getByText('Bienvenue dans votre espace documents')).toBeVisible();
  await page.goto('/maintenance');
  await expect(page).toHaveURL(/\/your-files$/);

  await page.getByRole('textbox', { name: 'Votre mot de passe', exact: true }).fill('faible');
  await page.getByLabel('Confirmez votre mot de passe').fill('autre');
  await page.getByRole('button', { name: 'Finaliser mon compte' }).click();
  await expect(page.getByText('Le mot de passe ne respecte pas les conditions minimales')).toBeVisible();
  await expect(page.getByText('Les deux mots de passe ne sont pas identiques')).toBeVisible();

  await page.getByRole('textbox', { name: 'Votre mot de passe', exact: true }).fill('Mon-Espace-2026');
  await page.getByLabel('Confirmez votre mot de passe').fill('Mon-Espace-2026');
  await page.getByLabel("J'accepte les conditions d'utilisation").check();
  await page.getByRole('button', { name: 'Finaliser mon compte' }).click();
  // salarie is an employee's personal account: it lands on its own documents.
  await expect(page).toHaveURL(/\/my-documents$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes documents');
  // Paris may have a stylesheet (another spec sets one): the page then reloads once after sign-in,
  // whenever the stylesheet's call answers, which aborts a navigation started meanwhile: it is
  // started again until it holds.
  await expect(async () => {
    await page.goto('/maintenance');
    await expect(page.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

// Before the test below blocks hr and changes its password (tests of one file run in order).
test('the demo hr login signs in to a menu that opens the organisations, not to an empty one', async ({ page }) => {
  await logIn(page, 'hr');
  await expect(page.getByRole('heading', { name: 'Bonjour Julien Bernard' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Organisations' }).click();
  await expect(page.getByRole('cell', { name: 'Liasse Démo', exact: true }).first()).toBeVisible();
});

test('after five wrong passwords the account is blocked; the emailed link unblocks it with a new password', async ({
  page,
  browser,
}) => {
  for (let attempt = 1; attempt <= 5; attempt++) {
    await logIn(page, 'hr', 'mauvais-mot-de-passe');
    if (attempt < 5) await expect(page.getByText("Nom d'utilisateur ou mot de passe incorrect").first()).toBeVisible();
  }
  await expect(
    page.getByText('Votre compte est bloqué après trop de tentatives de connexion.', { exact: false }),
  ).toBeVisible();
  await logIn(page, 'hr');
  await expect(page.getByText('Votre compte est bloqué', { exact: false })).toBeVisible();

  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await page.getByLabel("Nom d'utilisateur").fill('hr');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Si ce compte existe, un lien a été envoyé')).toBeVisible();

  // The link reaches hr's mailbox; the outbox shows the administrator that it went, never the link.
  const link = (await lastMail('hr@demo.liasse.example')).match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)![0];
  const admin = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await logInAsAdmin(admin);
  await admin.getByRole('menuitem', { name: "Boîte d'envoi" }).click();
  await admin.getByRole('cell', { name: 'hr@demo.liasse.example' }).first().click();
  await expect(admin.getByText('Ce message contient un lien secret').first()).toBeVisible();
  await expect(admin.getByText(new URL(link).searchParams.get('token')!)).toHaveCount(0);

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Reprise-2026!');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Reprise-2026!');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été changé.')).toBeVisible();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Encore-2026!');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Encore-2026!');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Ce lien a expiré ou a déjà été utilisé.')).toBeVisible();

  await logIn(page, 'hr', 'Reprise-2026!');
  await expect(page.getByRole('heading', { name: 'Bonjour Julien Bernard' })).toBeVisible();
});

test.describe('with single sign-on', () => {
  const portal = `http://127.0.0.1:${CAS_PORTAL_PORT}`;

  test('the login page sends the browser to the CAS server, which brings it back signed in', async ({ page }) => {
    await page.goto(`${portal}/`);
    await expect(page.getByRole('heading', { name: 'Bonjour Camille Martin' })).toBeVisible();
    expect(page.url()).toBe(`${portal}/`);
    await page.goto(`${portal}/login`);
    await expect(page).toHaveURL(`${portal}/`);
  });

  test('a failed single sign-on says so and offers to try again instead of looping', async ({ page }) => {
    await page.goto(`${portal}/login?sso=failed`);
    await expect(page.getByText("L'authentification unique n'a pas abouti. Veuillez réessayer.")).toBeVisible();
    await expect(page.getByRole('link', { name: "Se connecter avec l'authentification unique" })).toBeVisible();
  });
});

test("one customer's host has its own login page, which signs in the same way", async ({ page }) => {
  await page.goto('/login-am');
  await expect(page.getByText('Connexion à votre portail')).toBeVisible();
  await page.getByLabel("Nom d'utilisateur").fill('admin');
  await page.getByLabel('Mot de passe').first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Bonjour Camille Martin' })).toBeVisible();
});
