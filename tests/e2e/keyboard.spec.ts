import { expect, test, type Page } from '@playwright/test';
import { logInAsAdmin } from './support';

/** What has the focus: its name, and whether it is drawn with a visible outline or ring. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none' ||
      element.matches(':focus-visible') ||
      element.classList.contains('Mui-focusVisible');
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName;
    const box = element.getBoundingClientRect();
    return { label, ring, visible: box.width > 0 && box.height > 0 };
  });

test('every action of the organisations list is reached by Tab, each with a visible focus', async ({ page }) => {
  await logInAsAdmin(page, '/organizations');
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeAttached();
  const reached = new Set<string>();
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (!now) continue;
    expect(now.ring, `focus on "${now.label}" is visible`).toBe(true);
    reached.add(now.label);
  }
  for (const action of ['Organisations', 'Colonnes', 'Créer', 'Actions']) {
    expect(
      [...reached].some((label) => label.includes(action)),
      `${action} is reached by Tab`,
    ).toBe(true);
  }
});

test('the column chooser dialog keeps the focus inside and gives it back to its button on close', async ({ page }) => {
  await logInAsAdmin(page, '/organizations');
  const opener = page.getByRole('button', { name: 'Colonnes', exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Colonnes à afficher' });
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
