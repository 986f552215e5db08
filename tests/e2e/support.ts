import { expect, test, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { account } from '../../common/api/account';
import { startFiles } from '../../common/api/platform';
import { organizations } from '../../common/api/organizations';
import { accessRules, users } from '../../common/api/rights';
import type { Feature } from '../../common/features';
import type { TLoginResponse } from '../../common/schemas/auth';
import { createSessionStore, sessionOf } from '../../src/session/sessionStore';
import { apiAs, pathOf } from '../support/api';
import { axeViolations } from './axe';

export const DEMO_PASSWORD = 'Liasse-Demo-1';

/** Logs in through the login form, in French (the test browsers' default language). */
export const logIn = async (page: Page, login = 'admin', password = DEMO_PASSWORD) => {
  await page.goto('/login');
  await page.getByLabel("Nom d'utilisateur").fill(login);
  await page.getByLabel('Mot de passe').first().fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
};

/** The client of the API the tests prepare data with, as `token`'s user (tests/support/api.ts). */
export const apiFor = (token?: string) => apiAs({ url: test.info().project.use.baseURL! }, token);

/** The browser storage a session is written to before the app starts (src/session/sessionStore.ts). */
const sessionEntries = (token: string, refreshToken: string, user: TLoginResponse['data']) => {
  const entries = new Map<string, string>();
  const storage = {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  } as Storage;
  const session = createSessionStore(storage);
  session.write(sessionOf(token, user));
  session.setRefreshToken(refreshToken);
  return [...entries];
};

/**
 * Signs `login` in without the form, where the form is not the test's subject, and opens `path`:
 * a session opened through the login call, written where the app keeps it before the app starts
 * (from a small file of the same origin), so that the app starts once, on `path`.
 */
export const signIn = async (page: Page, login = 'admin', password = DEMO_PASSWORD, path = '/') => {
  const answer = await apiFor()(account.login, { body: { login, password } });
  if (answer.status !== 200) throw new Error(`${login} could not sign in: ${answer.status}`);
  const entries = sessionEntries(
    answer.headers.get('set-authorization')!,
    answer.headers.get('set-refresh-token')!,
    answer.body.data,
  );
  await page.goto(pathOf(startFiles.frontConf));
  await page.evaluate((written) => written.forEach(([key, value]) => localStorage.setItem(key, value)), entries);
  await page.goto(path);
};

/**
 * Opens `path` in the app already running, as a link does (a new address in the history, which the
 * router follows), without starting the app again. Only where the caller then waits for something
 * the previous screen did not show: until the router has drawn it, the previous screen stays.
 */
export const openInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** Signs the demo administrator in on `path`, by default the home page, which it waits for. */
export const logInAsAdmin = async (page: Page, path = '/') => {
  await signIn(page, 'admin', DEMO_PASSWORD, path);
  if (path !== '/') return;
  // The home page's first load, on a busy machine.
  await expect(page.getByRole('heading', { name: 'Bonjour Camille Martin' })).toBeVisible({ timeout: 30_000 });
};

export const openUserMenu = (page: Page) => page.getByRole('button', { name: 'Profil' }).click();

/** The signed-in user's bearer token, as the front end keeps it, to prepare data through the API. */
export const tokenOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('liasse.session')!) as { token: string }).token);

/** The API client of the page's signed-in user. */
export const apiOf = async (page: Page) => apiFor(await tokenOf(page));

/** The demo customer's root organisation, read through the API as the signed-in user. */
export const rootOrganizationId = async (page: Page) => {
  const { organizations: found } = await (
    await apiOf(page)
  ).ok(organizations.search, {
    body: { search: 'Liasse Démo' },
  });
  return found.find((org) => org.name === 'Liasse Démo')!.id;
};

/** Creates an organisation under the demo customer's root through the API, as the signed-in user. */
export const makeOrganization = async (page: Page, name: string, siret: string) => {
  const parentId = await rootOrganizationId(page);
  const created = await (
    await apiOf(page)
  ).ok(organizations.create, {
    body: { name, siret, parentId, address: {} },
  });
  return created.data.id;
};

/**
 * Creates, as the signed-in administrator, a user placed in `userOrgId` who sees `visuOrgIds`, and
 * a rule giving them `features`; they sign in with the demo password.
 */
export const makeUserWithRule = async (
  page: Page,
  user: { login: string; email?: string; userOrgId: string; visuOrgIds: string[] },
  features: Feature[],
) => {
  const api = await apiOf(page);
  const created = await api.ok(users.create, {
    body: { ...user, lastName: user.login, password: DEMO_PASSWORD, confirmation: DEMO_PASSWORD },
  });
  await api.ok(accessRules.create, {
    body: { name: `${user.login} rule`, orgId: user.visuOrgIds[0], userIds: [created.data.id], features },
  });
  return created.data.id;
};

/**
 * axe-core on the page as it stands: no critical, serious or moderate finding. For screens reached
 * through a dialog, an upload or a flow, which the menu crawl of accessibility.spec.ts does not reach.
 */
export const expectNoAxeViolation = async (page: Page, screen: string) => {
  const blocking = (await axeViolations(page)).filter((violation) =>
    ['critical', 'serious', 'moderate'].includes(violation.impact),
  );
  expect(
    blocking.map((violation) => `${violation.impact} ${violation.rule}: ${violation.targets[0] ?? ''}`),
    screen,
  ).toEqual([]);
};

/** The page's requests still waiting for their answer, followed from the first settle() on the page. */
const pendingRequests = new WeakMap<Page, Set<Request>>();
const pendingOf = (page: Page) => {
  let pending = pendingRequests.get(page);
  if (!pending) {
    const started = new Set<Request>();
    page.on('request', (request) => started.add(request));
    page.on('requestfinished', (request) => started.delete(request));
    page.on('requestfailed', (request) => started.delete(request));
    pendingRequests.set(page, (pending = started));
  }
  return pending;
};

/**
 * Waits for the screen's data and lazy chunks: once the network has been idle, two frames drawn with
 * no request waiting and no progress bar, so that a part loaded late (a lazy chunk, then its data)
 * is waited for too.
 */
export const settle = async (page: Page) => {
  const pending = pendingOf(page);
  await page.waitForLoadState('networkidle');
  const loading = page.locator('[role="progressbar"]:visible');
  await expect(async () => {
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    expect(pending.size, 'requests still waiting').toBe(0);
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

/** The items of a paged search's answer (`{<items>: [...], count}`) when it searched for `text`. */
const searchAnswerFor = async (response: Response, text: string) => {
  const request = response.request();
  if (request.method() !== 'POST' || !response.ok()) return undefined;
  let body: unknown;
  try {
    body = request.postDataJSON();
  } catch {
    return undefined; // an upload, not a search
  }
  if ((body as { search?: unknown } | null)?.search !== text) return undefined;
  const answer = (await response.json()) as Record<string, unknown>;
  return Object.values(answer).find(Array.isArray);
};

/**
 * Picks an option of a react-admin autocomplete by typing it. Until the server has answered the text
 * typed, the list shows the options of the text before (the first page, where a name typed in full
 * is often found too), and the answer redraws it under a click: the option is clicked once the list
 * holds the answer to the text typed.
 */
export const chooseOption = async (page: Page, combobox: Locator, option: string) => {
  let items: unknown[] = [];
  const answered = page.waitForResponse(async (response) => {
    const found = await searchAnswerFor(response, option);
    if (found) items = found;
    return Boolean(found);
  });
  await combobox.fill(option);
  await answered;
  await expect(page.getByRole('option')).toHaveCount(items.length);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(combobox).toHaveValue(option);
};

/**
 * Reads the message the snackbar shows, then dismisses it with Escape as a user may: it shows one
 * message at a time, for 5 s, and the next one would wait for this one to go. Never with a dialog
 * open, which Escape would close too.
 */
export const readMessage = async (page: Page, text: string) => {
  const message = page.getByRole('alert').filter({ hasText: text });
  await expect(message).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(message).toHaveCount(0);
};
