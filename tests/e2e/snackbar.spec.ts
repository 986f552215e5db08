import { expect, test } from '@playwright/test';

// The snackbar shows one message at a time for 5 s; hovering pauses it and leaving resumes it
// with the time that was left.
test('messages queue one at a time, and hovering one pauses its timer', async ({ page }) => {
  await page.goto('/login');
  const login = page.getByLabel("Nom d'utilisateur");
  await login.fill('admin');
  await page.getByLabel('Mot de passe').first().fill('wrong-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const first = page.getByText("Nom d'utilisateur ou mot de passe incorrect");
  await first.hover();

  // A login far over the length limit: the server refuses it, and that message waits its turn.
  await login.fill('a'.repeat(250));
  await login.press('Enter');
  const second = page.getByText('Veuillez vérifier les informations saisies');

  await page.waitForTimeout(6000);
  await expect(first).toBeVisible();
  await expect(second).toHaveCount(0);

  // Almost all of the 5 s were left when the pointer arrived; MUI alone would resume with 2.5 s.
  await page.mouse.move(5, 5);
  await page.waitForTimeout(3500);
  await expect(first).toBeVisible();
  await expect(first).toHaveCount(0, { timeout: 5000 });
  await expect(second).toBeVisible();
  await expect(second).toHaveCount(0, { timeout: 8000 });
});
