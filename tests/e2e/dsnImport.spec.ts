import { expect, test } from '@playwright/test';
import { dsnBuffer, nicOf, type DsnEmployee } from '../support/dsnGenerator';
import { makeNir } from '../support/nir';
import { makeSiret } from '../support/siret';
import { expectNoAxeViolation, logInAsAdmin, makeOrganization } from './support';

test('an administrator imports a DSN from the employees list, reads the preview, applies it and finds the employees', async ({
  page,
}) => {
  const run = Date.now();
  const siren = makeSiret().slice(0, 9);
  const nic = nicOf(siren, 1);
  const staff: DsnEmployee[] = [1, 2, 3].map((n) => ({
    nir: makeNir({ year: '90', department: '69' }),
    familyName: `IMPORTÉ${run}N${n}`,
    firstNames: 'LÉA',
    birthDay: '1990-03-01',
    town: 'LYON',
    postcode: '69002',
    registrationNumber: `E2E${run}-${n}`,
    contracts: [{ startDate: '2021-09-01' }],
  }));
  // The second has no NIR yet: the DSN gives their temporary number (NTT) instead.
  staff[1] = { ...staff[1]!, nir: undefined, temporaryNumber: `NTT${String(run).slice(-9)}` };
  // The third one is in an establishment the portal has no organisation for: an error line.
  const file = dsnBuffer({
    siren,
    month: '2026-10-01',
    establishments: [
      { nic, employees: staff.slice(0, 2) },
      { nic: nicOf(siren, 2), employees: staff.slice(2) },
    ],
  });
  await logInAsAdmin(page);
  await makeOrganization(page, `Établissement DSN ${run}`, `${siren}${nic}`);

  await page.getByRole('menuitem', { name: 'Salariés', exact: true }).click();
  await page.getByRole('button', { name: 'Importer une DSN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import de DSN' });
  await expectNoAxeViolation(page, 'the DSN dialog');
  await dialog.getByTestId('dsn-file').setInputFiles({ name: 'dsn-octobre.txt', mimeType: 'text/plain', buffer: file });

  await expect(page).toHaveURL(/\/employees\/dsn\/[0-9a-f-]+$/);
  await expect(page.getByText('Prêt à appliquer')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'À créer (2)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').filter({ hasText: staff[0]!.familyName! })).toContainText('1 90 05 ** *** *** **');
  // The pager speaks the portal's language, not MUI's English ('1–2 of 2').
  await expect(page.getByText('1-2 sur 2', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  await expectNoAxeViolation(page, 'the DSN preview');
  await page.getByRole('tab', { name: 'Erreurs (1)' }).click();
  await expect(page.getByRole('row').filter({ hasText: staff[2]!.familyName! })).toContainText(
    'Établissement (SIRET) inconnu',
  );
  await expectNoAxeViolation(page, "the DSN preview's errors");

  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page).toHaveURL(/\/employees(\?.*)?$/);
  await expect(page.getByText('Import appliqué : 2 salariés créés ou modifiés')).toBeVisible();
  await page.getByRole('textbox', { name: 'Rechercher', exact: true }).fill(`IMPORTÉ${run}`);
  await expect(page.getByRole('row').filter({ hasText: `IMPORTÉ${run}` })).toHaveCount(2);
  // A click landing while the list redraws after its search is lost: clicked again until it opens the page.
  const noNir = page.getByRole('row').filter({ hasText: staff[1]!.familyName! }).getByText(staff[1]!.familyName!);
  await expect(async () => {
    await noNir.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/employees\/[0-9a-f-]+\/show$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Numéro technique temporaire (NTT)')).toBeVisible();
  await expect(page.getByText(staff[1]!.temporaryNumber!)).toBeVisible();
});

test('a file that is no DSN is refused in the dialog, in the user’s language', async ({ page }) => {
  await logInAsAdmin(page, '/employees');
  await page.getByRole('button', { name: 'Importer une DSN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import de DSN' });
  await dialog
    .getByTestId('dsn-file')
    .setInputFiles({ name: 'salaries.csv', mimeType: 'text/csv', buffer: Buffer.from('Nom;Prénom\nDurand;Léa\n') });
  await expect(
    dialog.getByText("Ce fichier n'est pas une DSN : sa première ligne doit être une rubrique S10."),
  ).toBeVisible();
});
