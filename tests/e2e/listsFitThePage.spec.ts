import { expect, test } from '@playwright/test';
import { expectNoAxeViolation, logInAsAdmin, settle } from './support';
import { firstColumnOutOfSight, LAPTOP, pageOverflow } from './widths';

/*
 * The employees list with its statistics panel, at a laptop's and a phone's width. Every list of the
 * menu is measured at 1366, 390 and 360px by the accessibility crawl (accessibility.spec.ts).
 */

test('at 1366px, the employees list with its statistics panel open fits the page, its table scrolling in its frame', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await logInAsAdmin(page, '/employees');
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
    await logInAsAdmin(page, '/employees');
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
