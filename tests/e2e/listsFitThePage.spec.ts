import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolation, logInAsAdmin, menuPaths, settle } from './support';

/*
 * No list scrolls the page sideways, from a 360px phone to a 1366px laptop: a table wider than its
 * frame scrolls in the frame, its first column (with the row's checkbox) staying in sight. Every
 * list the menu leads to is visited at each width.
 */

const WIDTHS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

/** How much wider than the window the page is (0 when it fits). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Scrolls each table frame wider than its content area to its far end, and answers, per frame, how
 * far the first column's header sits outside the frame (0 when it is wholly in sight).
 */
const firstColumnOutOfSight = (page: Page) =>
  page.locator('#main-content .MuiTableContainer-root').evaluateAll((frames) =>
    frames
      .filter((frame) => frame.scrollWidth > frame.clientWidth)
      .map((frame) => {
        frame.scrollLeft = frame.scrollWidth;
        const first = frame.querySelector('thead tr:first-child th:nth-child(2)')!.getBoundingClientRect();
        const box = frame.getBoundingClientRect();
        return Math.max(0, box.left - first.left, first.right - box.right);
      }),
  );

const menuListPaths = async (page: Page) => {
  await page.setViewportSize(WIDTHS[0]);
  await logInAsAdmin(page);
  await settle(page);
  return (await menuPaths(page)).map((href) => {
    const url = new URL(href);
    return `${url.pathname}${url.search}`;
  });
};

for (const viewport of WIDTHS) {
  test(`at ${viewport.width}px, no list from the menu scrolls the page sideways, and a wide table keeps its first column in sight`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const paths = await menuListPaths(page);
    expect(paths).toContain('/employees');
    await page.setViewportSize(viewport);
    let scrolled = 0;
    for (const path of paths) {
      await page.goto(path);
      await settle(page);
      expect(await pageOverflow(page), `${path} is wider than the window`).toBeLessThanOrEqual(0);
      const outOfSight = await firstColumnOutOfSight(page);
      scrolled += outOfSight.length;
      expect(outOfSight, `${path}: the first column left the frame`).toEqual(outOfSight.map(() => 0));
    }
    // At least the employees' table is wider than its frame at every one of these widths.
    expect(scrolled).toBeGreaterThan(0);
  });
}

test('at 1366px, the employees list with its statistics panel open fits the page, its table scrolling in its frame', async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]);
  await logInAsAdmin(page);
  await page.goto('/employees');
  const panel = page.getByRole('region', { name: 'Statistiques' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Statut', exact: true })).toBeAttached();
  await settle(page);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  // The panel sits beside the table, not over it.
  const table = (await page.locator('#main-content .MuiTableContainer-root').boundingBox())!;
  const beside = (await panel.boundingBox())!;
  expect(table.x + table.width).toBeLessThanOrEqual(beside.x);
  expect(await firstColumnOutOfSight(page)).toEqual([0]);
  // The actions stay in sight at the frame's right edge too.
  await expect(page.getByRole('row').nth(1).getByRole('button', { name: 'Actions' })).toBeInViewport();
  await expectNoAxeViolation(page, '/employees with the statistics panel');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the employees statistics button sits above the table, not on it, and its sheet does not widen the page', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    await page.goto('/employees');
    const button = page.getByRole('button', { name: 'Afficher les statistiques' });
    await expect(button).toBeVisible();
    await settle(page);
    const frame = (await page.locator('#main-content .MuiTableContainer-root').boundingBox())!;
    const box = (await button.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(frame.y);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await button.click();
    await expect(page.getByRole('region', { name: 'Statistiques' })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });
});
