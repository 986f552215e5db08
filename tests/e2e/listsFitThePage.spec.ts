import { expect, test } from '@playwright/test';
import { firstColumnOutOfSight, pageOverflow, WIDTHS } from './pageWidth';
import { expectNoAxeViolation, logInAsAdmin, settle } from './support';

/*
 * No list scrolls the page sideways, from a 360px phone to a 1366px laptop: every list the menu
 * leads to is measured at each width by the crawl of accessibility.spec.ts; here, the employees
 * list with its statistics panel or sheet open.
 */

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
