import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

/*
 * axe-core run in the page through its own API. The source goes into a document once, not at every
 * audit (a screen reached inside the app keeps it), and axe gathers the violations only: the passes
 * it would also list cost as much again, and nothing reads them.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Violation = { rule: string; impact: string; targets: string[]; help: string };

/**
 * What axe finds on the page as it stands. A notification fading in is half transparent, and axe
 * reads its text as low contrast: the page is audited as a user who asked for less motion sees it,
 * every element at rest (src/custom/layout/theme.ts).
 */
export const axeViolations = async (page: Page): Promise<Violation[]> => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      help: violation.help,
    }));
  });
};
