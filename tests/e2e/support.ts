import AxeBuilder from '@axe-core/playwright';
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
  // The sign-in (a password hash, on purpose slow) and the home page's first load, on a busy machine.
  await expect(page.getByRole('heading', { name: 'Bonjour Camille Martin' })).toBeVisible({ timeout: 30_000 });
};

export const openUserMenu = (page: Page) => page.getByRole('button', { name: 'Profil' }).click();

/** The signed-in user's bearer token, as the front end keeps it, to prepare data through the API. */
export const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('liasse.session')!) as { token: string }).token);

const bearer = async (page: Page) => ({ authorization: `Bearer ${await tokenOf(page)}` });

/** The demo customer's root organisation, read through the API as the signed-in user. */
export const rootOrganizationId = async (page: Page) => {
  const roots = await page.request.post('/api/desk/organizations', {
    headers: await bearer(page),
    data: { search: 'Liasse Démo' },
  });
  const { organizations } = (await roots.json()) as { organizations: { id: string; name: string }[] };
  return organizations.find((org) => org.name === 'Liasse Démo')!.id;
};

/** Creates an organisation under the demo customer's root through the API, as the signed-in user. */
export const makeOrganization = async (page: Page, name: string, siret: string) => {
  const headers = await bearer(page);
  const parentId = await rootOrganizationId(page);
  const created = await page.request.post('/api/desk/organization', {
    headers,
    data: { name, siret, parentId, address: {} },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { data: { id: string } }).data.id;
};

/**
 * Creates, as the signed-in administrator, a user placed in `userOrgId` who sees `visuOrgIds`, and
 * a rule giving them `features`; they sign in with the demo password.
 */
export const makeUserWithRule = async (
  page: Page,
  user: { login: string; email?: string; userOrgId: string; visuOrgIds: string[] },
  features: string[],
) => {
  const headers = await bearer(page);
  const created = await page.request.post('/api/user-directory/desk-user', {
    headers,
    data: { ...user, lastName: user.login, password: DEMO_PASSWORD, confirmation: DEMO_PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = ((await created.json()) as { data: { id: string } }).data.id;
  const rule = await page.request.post('/api/desk/access-rule', {
    headers,
    data: { name: `${user.login} rule`, orgId: user.visuOrgIds[0], userIds: [userId], features },
  });
  expect(rule.status(), await rule.text()).toBe(201);
  return userId;
};

/**
 * axe-core on the page as it stands: no critical, serious or moderate finding. For screens reached
 * through a dialog, an upload or a flow, which the menu crawl of accessibility.spec.ts does not reach.
 */
export const expectNoAxeViolation = async (page: Page, screen: string) => {
  // A notification fading in or out is half transparent, and axe reads its text as low contrast:
  // transitions end at once while it audits, so it sees each element as it rests.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  await still.evaluate((style) => style.parentNode?.removeChild(style));
  const blocking = violations.filter((violation) =>
    ['critical', 'serious', 'moderate'].includes(violation.impact ?? ''),
  );
  expect(
    blocking.map((violation) => `${violation.impact} ${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
    screen,
  ).toEqual([]);
};

/** Waits for the screen's data and lazy chunks: the network at rest and no progress bar left. */
export const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  // A part loaded late (a lazy chunk under load) may show react-admin's loading state after the
  // network went quiet: the screen is audited once it has been free of it for half a second.
  const loading = page.locator('[role="progressbar"]:visible');
  await expect(async () => {
    await expect(loading).toHaveCount(0);
    await page.waitForTimeout(500);
    await expect(loading).toHaveCount(0, { timeout: 0 });
  }).toPass({ timeout: 30_000 });
};

/** Opens every closed folder of the side menu, then reads the paths its links lead to. */
export const menuPaths = async (page: Page) => {
  const menu = page.locator('.RaSidebar-fixed');
  await expect(menu).toBeVisible();
  for (let guard = 0; guard < 20; guard++) {
    const closed = menu.locator('[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  return menu.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
};
