import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Moves the page's clock on a tenth of a second at a time until `message` is gone (its closing
 * runs on timers, each set once the one before has fired); answers how far it moved.
 */
const runUntilGone = async (page: Page, message: Locator) => {
  let moved = 0;
  while ((await message.count()) > 0) {
    if (moved >= 2000) throw new Error('the message stayed 2 s longer than expected');
    await page.clock.runFor(100);
    moved += 100;
  }
  return moved;
};

// The snackbar shows one message at a time for 5 s; hovering pauses it and leaving resumes it
// with the time that was left. The page's clock stands still from the first message on and the
// test moves it, so a slow machine cannot eat into the 5 s.
test('messages queue one at a time, and hovering one pauses its timer', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  const login = page.getByLabel("Nom d'utilisateur");
  await login.fill('admin');
  await page.getByLabel('Mot de passe').first().fill('wrong-password');
  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const first = page.getByText("Nom d'utilisateur ou mot de passe incorrect");
  await first.hover();

  // A login far over the length limit: the server refuses it, and that message waits its turn.
  await login.fill('a'.repeat(250));
  const refused = page.waitForResponse((response) => response.url().endsWith('/login'));
  await login.press('Enter');
  await refused;
  const second = page.getByText('Veuillez vérifier les informations saisies');

  await page.clock.runFor(6000);
  await expect(first).toBeVisible();
  await expect(second).toHaveCount(0);

  // All of the 5 s were left when the pointer arrived; MUI alone would resume with 2.5 s.
  await page.mouse.move(5, 5);
  await page.clock.runFor(4900);
  await expect(first).toBeVisible();
  expect(await runUntilGone(page, first)).toBeLessThanOrEqual(1000);

  await expect(second).toBeVisible();
  await page.clock.runFor(4900);
  await expect(second).toBeVisible();
  expect(await runUntilGone(page, second)).toBeLessThanOrEqual(1000);
});
