import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_BUYERS,
  DEMO_LOGIN,
  DEMO_PASSWORD as CHORUS_DEMO_PASSWORD,
} from '../../server/modules/chorus/simulator/demoSeed';
import { invoiceNumber, makeFacturX } from '../support/chorusInvoices';
import { chooseOption, expectNoAxeViolation, logInAsAdmin } from './support';

/** The demo organisation whose structure the simulator's technical account belongs to (its SIRET is the supplier's). */
const DEMO_ORGANISATION = 'Liasse Démo';

/** The demo organisation's intra-community VAT number (FR, its key, its SIREN). */
const SUPPLIER_VAT_ID = 'FR05841234567';

/** The demo organisation connected to the built-in simulator, through the lists' connection dialog. */
const configureSimulator = async (page: Page) => {
  await page.goto('/chorus/sent');
  await page.getByRole('button', { name: 'Connexion Chorus Pro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connexion Chorus Pro' });
  await chooseOption(page, dialog.getByRole('combobox', { name: /^Organisation/ }), DEMO_ORGANISATION);
  await dialog.getByRole('radio', { name: 'Simulateur intégré' }).check();
  await expect(dialog.getByText('Simulateur intégré : les factures ne partent pas vers Chorus Pro')).toBeVisible();
  await expect(dialog.getByLabel(/Client ID PISTE/)).toHaveCount(0);
  await dialog.getByLabel('Identifiant du compte technique').fill(DEMO_LOGIN);
  await dialog.getByLabel('Mot de passe du compte technique').fill(CHORUS_DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Enregistrer et vérifier' }).click();
  await expect(page.getByText('La connexion à Chorus Pro est enregistrée.')).toBeVisible();
};

test('a Factur-X deposited on /chorus/add is read into the form, validated, sent, and listed among the sent invoices', async ({
  page,
}) => {
  const number = invoiceNumber();
  await logInAsAdmin(page);
  await configureSimulator(page);

  await page.getByRole('link', { name: 'Déposer une facture' }).click();
  await expect(page).toHaveURL(/\/chorus\/add$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Déposer une facture');
  await chooseOption(page, page.getByRole('combobox', { name: /^Organisation émettrice/ }), DEMO_ORGANISATION);
  await page.getByTestId('chorus-invoice-file').setInputFiles({
    name: `${number}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makeFacturX({ number, buyerSiret: DEMO_BUYERS.town })),
  });

  // Prefilled from the file's XML, the buyer found among Chorus Pro's structures.
  await expect(page.getByText(`Fichier : ${number}.pdf (Factur-X)`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Numéro', exact: true })).toHaveValue(number);
  await expect(page.getByRole('textbox', { name: /^SIRET du débiteur/ })).toHaveValue(DEMO_BUYERS.town);
  await expect(page.getByRole('spinbutton', { name: /^Montant TTC/ })).toHaveValue('1200');
  await expect(page.getByText('Structure Chorus : COMMUNE DE DEMOVILLE')).toBeVisible();
  // A required date says so once, as every other required field.
  await expect(page.locator('label').filter({ hasText: "Date d'émission" })).toHaveText(/^Date d'émission\s*\*$/);
  // The test's invoice has no VAT breakdown nor seller VAT number of its own (BR-S-02): they are typed in.
  await page.getByRole('spinbutton', { name: /^Base HT/ }).fill('1000');
  await page.getByRole('spinbutton', { name: /^TVA/ }).fill('200');
  await page.getByRole('textbox', { name: 'N° TVA du fournisseur' }).fill(SUPPLIER_VAT_ID);

  await page.getByRole('button', { name: 'Valider et envoyer' }).click();
  await expect(page.getByText('Le document a été validé avec succès')).toBeVisible();
  await expect(page).toHaveURL(/\/chorus\/sent/);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row.getByText(/1\s200,00\s€/).first()).toBeVisible();
});

test('a wrong total is refused with the exact message and the rule under its field', async ({ page }) => {
  const number = invoiceNumber();
  await logInAsAdmin(page);
  await configureSimulator(page);
  await page.goto('/chorus/add');
  await chooseOption(page, page.getByRole('combobox', { name: /^Organisation émettrice/ }), DEMO_ORGANISATION);
  await page.getByTestId('chorus-invoice-file').setInputFiles({
    name: `${number}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makeFacturX({ number, buyerSiret: DEMO_BUYERS.town })),
  });
  await expect(page.getByRole('textbox', { name: 'Numéro', exact: true })).toHaveValue(number);
  await page.getByRole('spinbutton', { name: /^Base HT/ }).fill('1000');
  await page.getByRole('spinbutton', { name: /^TVA/ }).fill('200');
  await page.getByRole('spinbutton', { name: /^Montant TTC/ }).fill('1300');

  await page.getByRole('button', { name: 'Valider et envoyer' }).click();
  await expect(
    page.getByText("Le document n'a pas été validé, veuillez vérifier les informations saisies"),
  ).toBeVisible();
  await expect(page.getByText('Le montant TTC doit être le montant HT plus la TVA.')).toBeVisible();
  await expect(page).toHaveURL(/\/chorus\/add$/);
});

test('a received invoice is opened from the list and processed; rejecting one asks its reason', async ({ page }) => {
  // The sync may be busy with the other tests' organisations for a while on a loaded machine.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await logInAsAdmin(page);
  await configureSimulator(page);
  await page.goto('/chorus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Factures reçues');
  // The organisation's sync brings the simulator's received invoices in.
  const waiting = page.getByRole('row').filter({ has: page.locator('[data-status="MADE_AVAILABLE"]') });
  await expect(async () => {
    await page.reload();
    await expect(waiting.first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  // Chorus's own status reads in the user's words, and where invoices stand shows without scrolling sideways.
  await expect(waiting.first()).toContainText('Mise à disposition du destinataire');
  await expect(waiting.first()).not.toContainText('MISE_A_DISPOSITION');
  for (const column of [/^Statut au guichet/, /^Statut(?! au)/]) {
    const box = await page.getByRole('columnheader', { name: column }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(1366);
  }

  await waiting.first().getByRole('cell').nth(1).click();
  const detail = page.getByRole('dialog', { name: /^Facture / });
  await expect(detail.getByRole('heading', { name: 'Historique' })).toBeVisible();
  await expect(detail).toContainText('Mise à disposition du destinataire');
  await expect(detail).not.toContainText('MISE_A_DISPOSITION');

  await detail.getByRole('button', { name: 'Rejeter' }).click();
  const reject = page.getByRole('dialog', { name: /^Rejeter la facture/ });
  await reject.getByRole('button', { name: 'Rejeter' }).click();
  await expect(reject.getByText('Ce champ est requis')).toBeVisible();
  await reject.getByRole('button', { name: 'Annuler' }).click();

  await detail.getByRole('button', { name: 'Service fait' }).click();
  await expect(page.getByText('Le traitement a été transmis à Chorus Pro.')).toBeVisible();
});

test('a campaign of invoices waits for each one’s Chorus information, typed in from the sent list, then deposits them once validated', async ({
  page,
}) => {
  test.setTimeout(180_000); // three axe audits on the way, and a campaign through two validations
  const number = invoiceNumber();
  const file = `${number}.pdf`;
  await logInAsAdmin(page);
  await configureSimulator(page);

  await page.goto('/campaigns/create');
  await page.getByTestId('campaign-files').setInputFiles({
    name: file,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await makeFacturX({ number, buyerSiret: DEMO_BUYERS.town })),
  });
  await page.getByRole('combobox', { name: `Type de ${file}` }).click();
  await page.getByRole('option', { name: 'Facture', exact: true }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await chooseOption(page, page.getByRole('combobox', { name: /^Organisation émettrice/ }), DEMO_ORGANISATION);
  await page.getByRole('textbox', { name: /^Nom du mailing/ }).fill(`Factures ${number}`);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Factures à déposer sur Chorus Pro').check();
  await expect(page.getByText(/complétez les informations Chorus de chaque facture/)).toBeVisible();
  await expect(page.getByLabel('Détection automatique des destinataires')).toHaveCount(0);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Créer le mailing' }).click();

  await expect(page.getByText('En attente des informations Chorus')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Factures par étape' })).toContainText('Brouillon : 1');
  await expectNoAxeViolation(page, 'a campaign of invoices');
  await page.getByRole('link', { name: 'Compléter et suivre les factures' }).click();
  await expect(page).toHaveURL(/\/chorus\/sent/);
  await expect(page.getByText("Factures d'un mailing")).toBeVisible();
  await expectNoAxeViolation(page, "the sent list of a campaign's invoices");
  const row = page.getByRole('row').filter({ hasText: number });
  await row.getByRole('cell').nth(1).click();
  await page.getByRole('link', { name: 'Saisir ses informations Chorus' }).click();

  await expect(page.getByRole('textbox', { name: 'Numéro', exact: true })).toHaveValue(number);
  await expect(page.getByText('Structure Chorus : COMMUNE DE DEMOVILLE')).toBeVisible();
  await expectNoAxeViolation(page, "a campaign invoice's form");
  await page.getByRole('spinbutton', { name: /^Base HT/ }).fill('1000');
  await page.getByRole('spinbutton', { name: /^TVA/ }).fill('200');
  await page.getByRole('textbox', { name: 'N° TVA du fournisseur' }).fill(SUPPLIER_VAT_ID);
  await page.getByRole('button', { name: 'Valider et envoyer' }).click();
  await expect(page.getByText('Le document a été validé avec succès')).toBeVisible();

  // Back on its campaign, which now waits for its own validation.
  await expect(page.getByText('En attente de la validation Chorus')).toBeVisible();
  await page.getByRole('button', { name: 'Valider' }).click();
  // Each reload is given time to draw: on a loaded machine (PGlite beside two browsers) it takes seconds.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Distribué').first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
});
