import { expect, test, type Page } from '@playwright/test';
import { account } from '../../common/api/account';
import { documentLinks } from '../../common/api/documents';
import { partnerships } from '../../common/api/partnerships';
import { pathOf } from '../support/api';

/**
 * The public pages whose calls the server throttles per client address tell the visitor to try
 * again later when it answers 429. The 429 is the server's own shape, given here by the browser:
 * a real one would take twenty requests from the address every other spec shares.
 */
const TOO_MANY = 'Trop de tentatives, veuillez réessayer plus tard';

const answerTooMany = (page: Page, path: string) =>
  page.route(`**${path}`, (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '600' },
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'TOO_MANY_REQUESTS', message: 'Too many requests from this address' } }),
    }),
  );

test('a forgotten password asked too often from one address says to try again later', async ({ page }) => {
  await answerTooMany(page, pathOf(account.reinitPassword));
  await page.goto('/forgotten-password');
  await page.getByLabel("Nom d'utilisateur").fill('hr');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(TOO_MANY)).toBeVisible();
  await expect(page.getByText('Si ce compte existe')).toHaveCount(0);
});

test('a reset link tried after too many made-up ones says to try again later', async ({ page }) => {
  await answerTooMany(page, pathOf(account.resetPassword));
  await page.goto('/reset-password?token=made-up');
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Nouveau-Pass-1');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('Nouveau-Pass-1');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText(TOO_MANY)).toBeVisible();
});

test('a direct link renewed too often from one address says so, not that a link was sent', async ({ page }) => {
  await answerTooMany(page, pathOf(documentLinks.renew));
  await page.goto('/renew-direct-doc-download-link?token=made-up');
  await page.getByRole('button', { name: 'Recevoir un nouveau lien' }).click();
  await expect(page.getByRole('alert').filter({ hasText: TOO_MANY })).toBeVisible();
  await expect(page.getByText("un nouveau lien vient d'être envoyé", { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Recevoir un nouveau lien' })).toBeEnabled();
});

test('a partnership link confirmed after too many wrong ones says to try again later, not that it is invalid', async ({
  page,
}) => {
  // Whatever the partnership (`*` as its id: encodeURIComponent keeps it).
  await answerTooMany(page, pathOf(partnerships.validatingMail, { params: { id: '*' } }));
  const id = crypto.randomUUID();
  await page.goto(`/partnership-validation?id=${id}&email=contact%40tiers.example&reference=made-up`);
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page.getByRole('alert').filter({ hasText: TOO_MANY })).toBeVisible();
  await expect(page.getByText('Ce lien de validation est invalide', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Confirmer mon adresse' })).toBeEnabled();
});

test('single sign-on refused for too many failures from the address says to try again later', async ({ page }) => {
  await page.goto('/login?sso=throttled');
  await expect(page.getByRole('alert').filter({ hasText: TOO_MANY })).toBeVisible();
});
