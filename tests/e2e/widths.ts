import type { Page } from '@playwright/test';

/*
 * No list scrolls the page sideways, from a 360px phone to a 1366px laptop: a table wider than its
 * frame scrolls in the frame, its first column (with the row's checkbox) staying in sight.
 */

export const LAPTOP = { width: 1366, height: 800 };
/** The phones every list of the menu is measured at, beside the laptop the crawl runs at. */
export const PHONES = [
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
