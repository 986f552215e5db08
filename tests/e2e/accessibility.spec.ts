import { expect, test, type Page, type Route, type TestInfo } from '@playwright/test';
import { LANGUAGE_NAMES } from '../../src/i18n/languageNames';
import { axeViolations, type Violation } from './axe';
import { makeManualCampaign } from './campaignSupport';
import { makeDocument, makeEmployeeWithAccount, makePdf, organizationId } from './gedSupport';
import { makeSignWorkflow, myUserId } from './signSupport';
import { logIn, logInAsAdmin, menuPaths, openInApp, settle } from './support';
import { firstColumnOutOfSight, LAPTOP, pageOverflow, PHONES } from './widths';

/*
 * axe-core on every signed-in screen, found the way a user finds them: home, every entry of the side
 * menu (folders opened), and from each list its create page and the first row's actions (show,
 * edit). A new area is checked as soon as it is in the menu. The crawl runs in French at 1366px, in
 * four parts that run two by two, and measures each list of the menu at phone widths on its way
 * (tests/e2e/widths.ts); each other language checks each kind of screen once (home, a list, its
 * create screen and its first row's), switched to in one session per worker to keep the run short.
 */

const LANGUAGES = ['en', 'es', 'pt', 'de', 'nl'] as const;
// Moderate findings fail too: heading order, empty headings, landmarks.
const BLOCKING = new Set(['critical', 'serious', 'moderate']);

const pathOf = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
};

/** From a screen: its create and edit links, the first row's actions menu, or where a click on that row leads. */
const linksFromScreen = async (page: Page) => {
  const main = page.locator('#main-content');
  const found = await main
    .locator('a[href$="/create"], a[href$="/edit"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const rowActions = main.locator('tbody button[aria-haspopup="menu"]').first();
  if ((await rowActions.count()) > 0) {
    await rowActions.click();
    const items = page.locator('.MuiPopover-root a[role="menuitem"][href]');
    await expect(items.first()).toBeVisible();
    found.push(...(await items.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))));
    await page.keyboard.press('Escape');
    await expect(items).toHaveCount(0);
    return found;
  }
  // A row that opens (a link to its page, or a dialog) is focusable: its click is awaited until it has.
  const opening = main.locator('tbody tr[tabindex="0"]').first();
  if ((await opening.count()) === 0) return found;
  const before = page.url();
  await opening.locator('td:not(:has(input, button))').first().click();
  await Promise.race([
    page.waitForURL((url) => url.href !== before).catch(() => undefined),
    page
      .getByRole('dialog')
      .first()
      .waitFor()
      .catch(() => undefined),
  ]);
  if (page.url() !== before) {
    found.push(page.url());
    await page.goBack();
  }
  return found;
};

type Finding = Violation & { screen: string };

const audit = async (page: Page, screen: string): Promise<Finding[]> =>
  (await axeViolations(page)).map((violation) => ({ screen, ...violation }));

/** Every finding goes to the report, grouped by rule; critical, serious and moderate ones fail. */
const report = async (testInfo: TestInfo, findings: Finding[]) => {
  const byRule = new Map<string, { impact: string; screens: Set<string> }>();
  for (const finding of findings) {
    const entry = byRule.get(finding.rule) ?? { impact: finding.impact, screens: new Set<string>() };
    entry.screens.add(finding.screen);
    byRule.set(finding.rule, entry);
  }
  const summary = [...byRule].map(([rule, { impact, screens }]) => `${impact} ${rule}: ${[...screens].join(', ')}`);
  await testInfo.attach('axe findings', { body: JSON.stringify(findings, null, 2), contentType: 'application/json' });
  if (summary.length > 0) console.log(`axe (${testInfo.title}):\n  ${summary.join('\n  ')}`);
  const blocking = findings.filter((finding) => BLOCKING.has(finding.impact));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
};

/**
 * The list on screen, at the crawl's width and then at each phone's: it does not widen the page, and
 * a table wider than its frame keeps its first column in sight. Answers at how many widths a table
 * scrolled in its frame.
 */
const measureWidths = async (page: Page, path: string) => {
  let scrolledAt = 0;
  for (const viewport of [LAPTOP, ...PHONES]) {
    await page.setViewportSize(viewport);
    await settle(page);
    expect(await pageOverflow(page), `${path} is wider than ${viewport.width}px`).toBeLessThanOrEqual(0);
    const outOfSight = await firstColumnOutOfSight(page);
    expect(outOfSight, `${path} at ${viewport.width}px: the first column left the frame`).toEqual(
      outOfSight.map(() => 0),
    );
    if (outOfSight.length > 0) scrolledAt++;
  }
  await page.setViewportSize(LAPTOP);
  await settle(page);
  return scrolledAt;
};

/**
 * Visits `first` and what its screens link to, auditing each once, and measures the `lists` among
 * them at every width; answers the screens seen, what axe found, and at how many widths each list's
 * table scrolled in its frame.
 */
const crawl = async (page: Page, first: string[], { limit = Infinity, lists = new Set<string>() } = {}) => {
  const findings: Finding[] = [];
  const scrolledAt = new Map<string, number>();
  const seen = new Set<string>();
  const queue = [...first];
  while (queue.length > 0 && seen.size < limit) {
    const path = queue.shift()!;
    if (seen.has(path) || path.startsWith('/login')) continue;
    seen.add(path);
    await openInApp(page, path);
    // The screen in its frame, not react-admin's whole-page loading state, which stands in while
    // a route's checks run: every signed-in screen has its main region and its level-one title.
    await expect(page.locator('#main-content')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    findings.push(...(await audit(page, path)));
    if (lists.has(path)) scrolledAt.set(path, await measureWidths(page, path));
    if (page.url() !== new URL(path, page.url()).href) continue;
    queue.push(...(await linksFromScreen(page)).map(pathOf));
  }
  return { seen, findings, scrolledAt };
};

// The crawl's parts (the menu's entries taken in turn) and the languages run on both workers.
test.describe.configure({ mode: 'parallel' });

const SHARDS = 4;
for (let shard = 0; shard < SHARDS; shard++) {
  test(`every signed-in screen, found from the menu and the lists, has no critical, serious or moderate axe violation in French, and no list scrolls the page sideways at 1366, 390 or 360px (part ${shard + 1} of ${SHARDS})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize(LAPTOP);
    await logInAsAdmin(page);
    await settle(page);
    const paths = (await menuPaths(page)).map(pathOf);
    expect(paths).toContain('/employees');
    const entries = paths.filter((_path, index) => index % SHARDS === shard);
    const { seen, findings, scrolledAt } = await crawl(page, shard === 0 ? ['/', ...entries] : entries, {
      lists: new Set(entries),
    });
    console.log(`axe checked ${seen.size} screens: ${[...seen].join(' ')}`);
    expect(seen.size).toBeGreaterThan(5);
    expect([...scrolledAt.keys()].sort()).toEqual([...entries].sort());
    // The employees' table is wider than its frame at every width: the measure does see a scroll.
    if (scrolledAt.has('/employees')) expect(scrolledAt.get('/employees')).toBe(1 + PHONES.length);
    await report(testInfo, findings);
  });
}

/** The user menu's button, in whichever language the portal speaks. */
const PROFILE = /(Profil|Profile|Perfil|Profiel)$/;

// The other languages, in two halves, one per worker: each half is one session, which switches
// language through the user menu as a user does, without starting the app again.
const HALVES = [LANGUAGES.slice(0, 3), LANGUAGES.slice(3)];
for (const languages of HALVES) {
  test(`home, a list, its create screen and a row's screen have no critical, serious or moderate axe violation in ${languages.join(', ')}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await logInAsAdmin(page);
    const findings: Finding[] = [];
    for (const language of languages) {
      await page.getByRole('banner').getByRole('button', { name: PROFILE }).click();
      await page.getByRole('menuitem', { name: LANGUAGE_NAMES[language] }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await settle(page);
      // Each kind of screen once, the French crawl seeing them all: home, a list of the menu, and from
      // it its create screen and its first row's.
      const list = '/organizations';
      expect((await menuPaths(page)).map(pathOf)).toContain(list);
      const home = await crawl(page, ['/'], { limit: 1 });
      const fromList = await crawl(page, [list], { limit: 3 });
      console.log(`axe checked in ${language}: / ${[...fromList.seen].join(' ')}`);
      expect(fromList.seen.size, language).toBe(3);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      findings.push(
        ...[...home.findings, ...fromList.findings].map((finding) => ({
          ...finding,
          screen: `${language} ${finding.screen}`,
        })),
      );
    }
    await report(testInfo, findings);
  });
}

test('the pages before sign-in, with their language switch, have no critical, serious or moderate axe violation', async ({
  page,
}, testInfo) => {
  const findings: Finding[] = [];
  for (const path of ['/login', '/forgotten-password']) {
    await page.goto(path);
    await settle(page);
    await expect(page.getByLabel('Langue')).toBeVisible();
    findings.push(...(await audit(page, path)));
  }
  await report(testInfo, findings);
});

test("react-admin's whole-page loading state, shown while a screen's code is on its way, names its spinner and is readable", async ({
  page,
}, testInfo) => {
  await logInAsAdmin(page);
  await settle(page);
  // The signature books' code is held until the loading state has been audited.
  const held: Route[] = [];
  await page.route('**/assets/**', (route) => void held.push(route));
  await openInApp(page, '/sign-workflow');
  await expect(page.getByRole('progressbar', { name: 'Chargement…' })).toBeVisible();
  const findings = await audit(page, 'loading state');
  for (const route of held) await route.continue();
  await page.unroute('**/assets/**');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parapheurs en signature');
  await report(testInfo, findings);
});

test('the rule wizard has no empty heading, not even on the steps not shown yet', async ({ page }) => {
  await logInAsAdmin(page, '/admin/rights/rules/create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Nouvelle règle d'accès");
  const headings = await page
    .locator('#main-content')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((found) => found.map((heading) => heading.textContent?.trim() ?? ''));
  expect(headings).not.toContain('');
});

test("the document safe's screens, with its dialogs open, the employee's documents and the link renewal page have no critical, serious or moderate axe violation", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const surname = `Axe${Date.now()}`;
  const password = 'Axe-Coffre-2026!';
  const name = `axe-${surname}.pdf`;
  await logInAsAdmin(page);
  const { id, login, paris } = await makeEmployeeWithAccount(page, surname, password);
  await makeDocument(page, { orgId: paris, docType: 'PAYE', employeeId: id, keywords: [surname] }, name);

  // Loaded, not opened in the app: settle() could run before the router draws the new screen. The
  // list's first row, not react-admin's whole-page loading state, is what is audited.
  await page.goto('/ged');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await settle(page);
  const findings = await audit(page, '/ged');
  await page.getByRole('button', { name: 'Envoyer des documents' }).click();
  await expect(page.getByRole('dialog', { name: 'Envoyer des documents' })).toBeVisible();
  findings.push(...(await audit(page, '/ged upload dialog')));
  await page.getByRole('button', { name: 'Fermer' }).click();
  await page.getByRole('textbox', { name: 'Rechercher', exact: true }).fill(name);
  await page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(1).click();
  const detail = page.getByRole('dialog', { name: `Document ${name}` });
  await expect(detail.getByRole('img', { name: `Page 1 sur 1 de ${name}` })).toBeVisible();
  findings.push(...(await audit(page, '/ged document modal')));

  const employee = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await logIn(employee, login, password);
  await expect(employee.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await settle(employee);
  findings.push(...(await audit(employee, '/my-documents')));
  await employee.context().close();

  await page.goto('/renew-direct-doc-download-link?token=axe');
  await expect(page.getByRole('button', { name: 'Recevoir un nouveau lien' })).toBeVisible();
  findings.push(...(await audit(page, '/renew-direct-doc-download-link')));
  await report(testInfo, findings);
});

test("the campaign screens, the wizard's every step and its safe dialog, and a campaign's detail have no critical, serious or moderate axe violation", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  await logInAsAdmin(page);
  const paris = await organizationId(page, 'Liasse Démo Paris');
  const campaignId = await makeManualCampaign(page, paris, '84123456700029', run);

  await page.goto('/campaigns');
  await settle(page);
  const findings = await audit(page, '/campaigns');
  await page.goto('/campaigns/create');
  await settle(page);
  findings.push(...(await audit(page, '/campaigns/create documents')));
  await page.getByRole('button', { name: 'Choisir dans le coffre' }).click();
  await expect(page.getByRole('dialog', { name: 'Documents du coffre' }).getByRole('table')).toBeVisible();
  await settle(page);
  findings.push(...(await audit(page, '/campaigns/create safe dialog')));
  await page.getByRole('button', { name: 'Annuler' }).click();
  await page.getByTestId('campaign-files').setInputFiles({
    name: 'axe.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf(['Axe']),
  });
  await page.getByRole('combobox', { name: 'Type de axe.pdf' }).click();
  await page.getByRole('option', { name: 'Contrat de travail' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  findings.push(...(await audit(page, '/campaigns/create emitter')));
  await page.getByRole('combobox', { name: /^Organisation émettrice/ }).fill('Liasse Démo Paris');
  await page.getByRole('option', { name: 'Liasse Démo Paris' }).click();
  await page.getByRole('textbox', { name: /^Nom du mailing/ }).fill(`Axe ${run}`);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Détection automatique des destinataires').uncheck();
  await settle(page);
  findings.push(...(await audit(page, '/campaigns/create recipients')));

  // Opened in the app, after the list: the list's row, a summary, stands in until the detail is read.
  await openInApp(page, `/campaigns/${campaignId}`);
  await expect(page.getByRole('button', { name: 'Valider' })).toBeVisible();
  await settle(page);
  findings.push(...(await audit(page, '/campaigns/{id}')));
  await report(testInfo, findings);
});

test("the signature books' screens, with the creation's safe dialog and a book's sign, refuse and forgotten-code dialogs open, have no critical, serious or moderate axe violation", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await logInAsAdmin(page);
  const name = `Axe parapheur ${Date.now()}`;
  const id = await makeSignWorkflow(page, name, [await myUserId(page)]);

  await page.goto('/sign-workflow?filter=%7B%22toSign%22%3Atrue%7D');
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await settle(page);
  const findings = await audit(page, '/sign-workflow to sign');
  await page.goto('/sign-workflow/create');
  await settle(page);
  findings.push(...(await audit(page, '/sign-workflow/create')));
  await page.getByRole('button', { name: 'Choisir dans le coffre' }).click();
  await expect(page.getByRole('dialog', { name: 'Documents du coffre' })).toBeVisible();
  await settle(page);
  findings.push(...(await audit(page, '/sign-workflow/create safe dialog')));

  await page.goto(`/sign-workflow/${id}`);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await settle(page);
  findings.push(...(await audit(page, '/sign-workflow/{id}')));
  for (const [button, dialog] of [
    ['Signer', `Signer « ${name} »`],
    ['Refuser', `Refuser « ${name} »`],
    ['Code oublié ?', 'Code de signature oublié'],
  ] as const) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    findings.push(...(await audit(page, `/sign-workflow/{id} ${dialog}`)));
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await page.goto('/admin/account');
  await expect(page.getByRole('heading', { name: 'Code de signature' })).toBeVisible();
  await settle(page);
  findings.push(...(await audit(page, '/admin/account signature code')));
  await report(testInfo, findings);
});
