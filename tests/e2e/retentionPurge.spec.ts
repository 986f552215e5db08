import { expect, test } from '@playwright/test';
import { retention } from '../../common/api/retention';
import { makeSiret } from '../support/siret';
import { makeDocument } from './gedSupport';
import { apiOf, expectNoAxeViolation, logInAsAdmin, makeOrganization } from './support';

test('an administrator sees which documents the purge will reach, holds one with its reason, runs the purge, then releases the hold', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const run = Date.now().toString(36);
  const orgId = await makeOrganization(page, `Purge ${run}`, makeSiret());
  const policy = await (
    await apiOf(page)
  )(retention.update, {
    params: { id: orgId },
    body: { policies: [{ docType: 'CHIN', rule: 'AFTER_DEPOSIT', years: 1, age: null }] },
  });
  expect(policy.status, JSON.stringify(policy.body)).toBe(200);
  const fileName = `charte-${run}.pdf`;
  await makeDocument(page, { orgId, docType: 'CHIN' }, fileName);

  await page.goto('/retention');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents à purger');
  await page.getByRole('combobox', { name: 'Échéance' }).click();
  await page.getByRole('option', { name: 'Dans les 5 ans' }).click();
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(fileName);
  const row = page.getByRole('row').filter({ hasText: fileName });
  const inAYear = new Date();
  inAYear.setFullYear(inAYear.getFullYear() + 1);
  await expect(row).toContainText(inAYear.toLocaleDateString('fr-FR'));
  await expectNoAxeViolation(page, 'the upcoming purges');

  await row.getByRole('button', { name: `Retenir ${fileName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Retenir le document ${fileName}` });
  await dialog.getByRole('textbox', { name: 'Motif' }).fill('Contrôle URSSAF');
  await expectNoAxeViolation(page, 'the hold dialog');
  await dialog.getByRole('button', { name: 'Retenir' }).click();
  await expect(page.getByText('Document retenu')).toBeVisible();
  await expect(row.getByText('Retenu', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Purger maintenant' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Purger maintenant' }).click();
  await expect(page.getByText('La purge est lancée : chaque suppression est consignée')).toBeVisible();
  // Not due for a year: the purge leaves it.
  await expect(row).toBeVisible();

  // The hold is listed with what it holds and why, and released there once confirmed.
  await page.getByRole('menuitem', { name: 'Retenues légales' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retenues légales');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(fileName);
  const hold = page.getByRole('row').filter({ hasText: fileName });
  await expect(hold).toContainText('Contrôle URSSAF');
  await expect(hold).toContainText('Active');
  await expectNoAxeViolation(page, 'the legal holds');
  await hold.getByRole('button', { name: `Lever la retenue sur ${fileName}` }).click();
  await page
    .getByRole('dialog', { name: `Lever la retenue sur ${fileName}\u202f?` })
    .getByRole('button', { name: 'Lever' })
    .click();
  await expect(page.getByText('Retenue levée')).toBeVisible();
  await expect(hold).toContainText(`Levée le ${new Date().toLocaleDateString('fr-FR')} par`);

  await page.getByRole('menuitem', { name: 'Documents à purger' }).click();
  await page.getByRole('combobox', { name: 'Échéance' }).click();
  await page.getByRole('option', { name: 'Dans les 5 ans' }).click();
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(fileName);
  await expect(row.getByRole('button', { name: `Retenir ${fileName}` })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Journal des purges' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal des purges');
  await expectNoAxeViolation(page, 'the purge log');
});
