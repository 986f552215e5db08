import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Liasse-Demo-1';

/** Logs in through the login form, in French (the test browsers' default language). */
export const logIn = async (page: Page, login = 'admin', password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await page.getByLabel("Nom d'utilisateur").fill(login);
  await page.getByLabel('Mot de passe').first().fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
};

export const logInAsAdmin = async (page: Page) => {
  await logIn(page);
  await expect(page.getByRole('heading', { name: 'Bonjour Camille Martin' })).toBeVisible();
};

export const openUserMenu = (page: Page) => page.getByRole('button', { name: 'Profil' }).click();

/** The signed-in user's bearer token, as the front end keeps it, to prepare data through the API. */
export const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('liasse.session')!) as { token: string }).token);

/** Creates an organisation under the demo customer's root through the API, as the signed-in user. */
export const createOrganization = async (page: Page, name: string, siret: string) => {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const roots = await page.request.post('/api/desk/organizations', { headers, data: { search: 'Liasse Démo' } });
  const { organizations } = (await roots.json()) as { organizations: { id: string; name: string }[] };
  const parentId = organizations.find((org) => org.name === 'Liasse Démo')!.id;
  const created = await page.request.post('/api/desk/organization', {
    headers,
    data: { name, siret, parentId, address: {} },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
};
