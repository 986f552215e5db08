import { expect, type Page } from '@playwright/test';
import { settle } from './support';

/** From a 1366px laptop to a 360px phone: no page scrolls sideways at any of these. */
export const WIDTHS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

/** How much wider than the window the page is (0 when it fits). */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Scrolls each table frame wider than its content area to its far end, and answers, per frame, how
 * far the first column's header sits outside the frame (0 when it is wholly in sight).
 */
export const firstColumnOutOfSight = (page: Page) =>
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

/**
 * The list on screen, at each width: the page does not scroll sideways, and a table wider than its
 * frame scrolls in the frame with its first column (the row's checkbox) in sight. Answers how many
 * frames scrolled, width by width; the window is left at the first width.
 */
export const expectListFitsEveryWidth = async (page: Page, path: string) => {
  const scrolled: number[] = [];
  for (const viewport of [...WIDTHS.slice(1), WIDTHS[0]]) {
    await page.setViewportSize(viewport);
    await settle(page);
    expect(await pageOverflow(page), `${path} is wider than the window at ${viewport.width}px`).toBeLessThanOrEqual(0);
    const outOfSight = await firstColumnOutOfSight(page);
    expect(outOfSight, `${path}: the first column left the frame at ${viewport.width}px`).toEqual(
      outOfSight.map(() => 0),
    );
    scrolled.push(outOfSight.length);
  }
  return scrolled;
};
