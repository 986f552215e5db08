import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin, rootOrganizationId } from './support';

/** How far the page itself scrolls, sideways and down (the window, not a table's own container). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => ({
    x: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    y: document.documentElement.scrollHeight - document.documentElement.clientHeight,
  }));

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width}px wide`, () => {
    test.use({ viewport });

    test('the organisations list never scrolls the page sideways: the table scrolls in its own container', async ({
      page,
    }) => {
      await logInAsAdmin(page, '/organizations');
      await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeAttached();
      expect((await pageOverflow(page)).x).toBe(0);
    });
  });
}

test('a short page fits the window under the 75px top bar: nothing hidden behind it, no vertical scrollbar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await logInAsAdmin(page, '/maintenance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await pageOverflow(page)).y).toBe(0);
  // react-admin places the menu and the page under a 48px bar; the rest of ours would cover their top.
  const { barBottom, frameTop } = await page.evaluate(() => ({
    barBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
    frameTop: document.querySelector('.RaLayout-appFrame')!.getBoundingClientRect().top,
  }));
  expect(frameTop).toBeGreaterThanOrEqual(barBottom);
});

test('each signed-in page names itself in the tab title and has one level-one heading, its title', async ({ page }) => {
  await logInAsAdmin(page);
  await expect(page).toHaveTitle('Accueil · Liasse');
  await page.getByRole('menuitem', { name: 'Organisations' }).click();
  await expect(page).toHaveTitle('Organisations · Liasse');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organisations');
});

test.describe('at 390px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page title stays the level-one heading when the top bar hides it from sight', async ({ page }) => {
    await logInAsAdmin(page, '/organizations');
    await expect(page.getByRole('heading', { level: 1, name: 'Organisations' })).toBeAttached();
  });
});

test('the breadcrumb sits above the page content, outside the side menu', async ({ page }) => {
  await logInAsAdmin(page, '/organizations/create');
  const breadcrumb = page.getByRole('navigation', { name: 'Vous êtes ici' });
  await expect(breadcrumb).toBeVisible();
  await expect(page.locator('.RaSidebar-fixed').getByRole('navigation')).toHaveCount(0);
  await expect(page.locator('#main-content').getByRole('navigation', { name: 'Vous êtes ici' })).toBeVisible();
});

test("the breadcrumb stays on an organisation's tabs, on its page and in its form", async ({ page }) => {
  await logInAsAdmin(page);
  const id = await rootOrganizationId(page);
  const breadcrumb = page.getByRole('navigation', { name: 'Vous êtes ici' });
  for (const [path, screen] of [
    [`/organizations/${id}/show`, 'Afficher'],
    [`/organizations/${id}`, 'Éditer'],
  ]) {
    await page.goto(path);
    await page.getByRole('tab', { name: 'Configuration' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}/configuration$`));
    await expect(breadcrumb.getByRole('link', { name: 'Organisations' })).toBeVisible();
    await expect(breadcrumb.getByText(screen, { exact: true })).toBeVisible();
  }
});

test("the user-menu button's accessible name starts with the user's name it shows", async ({ page }) => {
  await logInAsAdmin(page);
  await expect(page.getByRole('button', { name: 'Camille Martin · Profil' })).toBeVisible();
});

for (const [language, label] of [
  ['fr', 'Gestion des droits'],
  ['de', 'Rechteverwaltung'],
] as const) {
  test(`the side menu's '${label}' folder reads on one line, whole, in the 214px menu (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await logInAsAdmin(page);
    await page.evaluate((locale) => localStorage.setItem('RaStoreLiasse.locale', JSON.stringify(locale)), language);
    await page.reload();
    const text = page
      .locator('.RaSidebar-fixed')
      .getByRole('menuitem', { name: label })
      .locator('.MuiListItemText-primary');
    const { lines, clipped } = await text.evaluate((element) => ({
      lines: element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
      clipped: element.scrollWidth > element.clientWidth,
    }));
    expect(lines).toBeLessThan(1.5);
    expect(clipped).toBe(false);
  });
}
