import { expect, test } from '@playwright/test';
import { logInAsAdmin, openUserMenu } from './support';

test('a new user lands on the login page, logs in as the demo admin and finds the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Connexion à votre portail')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();

  await logInAsAdmin(page);
  await expect(page).toHaveURL(/\/$/);

  const topBar = page.locator('header').first();
  await expect(topBar.locator('img[src="/favicon.svg"]')).toBeVisible();
  await expect(topBar.getByText('Liasse')).toBeVisible();
  expect((await topBar.boundingBox())?.height).toBe(75);

  const menu = page.locator('.RaSidebar-fixed');
  expect((await menu.boundingBox())?.width).toBe(214);
  await expect(menu.getByRole('menuitem', { name: "Retour à l'accueil" })).toBeVisible();
  await expect(page.locator('#main-content').getByRole('navigation', { name: 'Vous êtes ici' })).toHaveText('Accueil');

  const font = await page
    .getByRole('heading', { name: 'Bonjour Camille Martin' })
    .evaluate((el) => getComputedStyle(el).fontFamily);
  expect(font).toMatch(/^Lato/);
  expect(await page.evaluate(() => document.fonts.check('16px Lato'))).toBe(true);

  await openUserMenu(page);
  for (const language of ['Français', 'English', 'Español', 'Português', 'Deutsch', 'Nederlands']) {
    await expect(page.getByRole('menuitem', { name: language })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('at 600px wide', () => {
  test.use({ viewport: { width: 600, height: 800 } });

  test('the top bar narrows and the menu slides in from the menu button', async ({ page }) => {
    await logInAsAdmin(page);
    const topBar = page.locator('header').first();
    expect((await topBar.boundingBox())?.height).toBe(50);

    const homeLink = page.getByRole('menuitem', { name: "Retour à l'accueil" });
    await expect(homeLink).toBeHidden();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(homeLink).toBeVisible();
    const drawer = page.locator('.RaSidebar-paper');
    await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
    expect((await drawer.boundingBox())?.width).toBe(214);

    await page.keyboard.press('Escape');
    await expect(homeLink).toBeHidden();
  });
});

test('the maintenance page sits under Home in the breadcrumb and survives a reload', async ({ page }) => {
  await logInAsAdmin(page, '/maintenance');
  await expect(page.getByRole('heading', { name: 'Maintenance', level: 1 })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Vous êtes ici' });
  await expect(breadcrumb).toHaveText('Accueil/Maintenance');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Maintenance', level: 1 })).toBeVisible();
  await breadcrumb.getByRole('link', { name: 'Accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('any unknown path goes to the home page', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/\/login$/);
  await logInAsAdmin(page);
  // A page load, not a screen opened inside the app: the load is the subject.
  await page.goto('/no/such/screen?x=1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Bonjour Camille Martin' })).toBeVisible();
});

test('a wrong password shows the translated error and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel("Nom d'utilisateur").fill('admin');
  await page.getByLabel('Mot de passe').first().fill('wrong-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText("Nom d'utilisateur ou mot de passe incorrect")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
