import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { documentLinks } from '../../common/api/documents';
import { pathOf } from '../support/api';
import { hugeImagePdf } from '../support/hostilePdfs';
import { expectDrawn, foundNames, makeDocument, makeEmployeeWithAccount, makePdf, organizationId } from './gedSupport';
import { mailbox } from './mail';
import { logIn, logInAsAdmin } from './support';

/** Picks the organisation of the upload dialog by typing its name. */
const chooseOrganization = async (page: Page, name: string) => {
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: /^Organisation/ })
    .fill(name);
  await page.getByRole('option', { name, exact: true }).click();
};

test('an administrator sends two PDFs, finds one by a word inside it, opens, reads and downloads it, zips both and browses the folders', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const payslip = `bulletin-${stamp}.pdf`;
  const contract = `contrat-${stamp}.pdf`;
  const files = [
    { name: payslip, mimeType: 'application/pdf', buffer: await makePdf(['Bulletin de paie décembre', 'Page deux']) },
    { name: contract, mimeType: 'application/pdf', buffer: await makePdf(['Contrat de travail']) },
  ];
  await logInAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Dossiers', exact: true }).click();
  await expect(page).toHaveURL(/\/ged/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents');

  await page.getByRole('button', { name: 'Envoyer des documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer des documents' });
  await chooseOrganization(page, 'Liasse Démo Lyon');
  // Days typed as the page's language writes them.
  await dialog.getByRole('group', { name: 'Début de période' }).getByRole('spinbutton', { name: 'Jour' }).click();
  await page.keyboard.type('01122026');
  await dialog.getByRole('group', { name: 'Fin de période' }).getByRole('spinbutton', { name: 'Jour' }).click();
  await page.keyboard.type('31122026');
  await expect(dialog.getByRole('group', { name: 'Fin de période' })).toContainText('31/12/2026');
  await dialog.getByRole('combobox', { name: 'Mots-clés' }).fill(`lot${stamp}`);
  await dialog.getByRole('combobox', { name: 'Mots-clés' }).press('Enter');
  await dialog.getByTestId('ged-files').setInputFiles(files);
  // Each file has its type: the organisation's first by default, another chosen.
  await expect(dialog.getByRole('combobox', { name: `Type de ${payslip}` })).toHaveText('Bulletin de paie');
  await dialog.getByRole('combobox', { name: `Type de ${contract}` }).click();
  await page.getByRole('option', { name: 'Contrat de travail' }).click();
  await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  // Each file's progress ends in its own 'sent'.
  await expect(dialog.getByText('Envoyé', { exact: true })).toHaveCount(2);
  await expect(page.getByText('2 documents envoyés')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  const payslipRow = page.getByRole('row').filter({ hasText: payslip });
  const contractRow = page.getByRole('row').filter({ hasText: contract });
  await expect(payslipRow).toHaveCount(1);
  await expect(contractRow).toHaveCount(1);
  await expect(payslipRow.getByRole('cell').nth(2)).toHaveText('Bulletin de paie');
  await expect(contractRow.getByRole('cell').nth(2)).toHaveText('Contrat de travail');
  // Unread: bold, and a dot that says so.
  await expect(payslipRow.getByRole('img', { name: 'Non lu' })).toBeVisible();

  // The text is read from the file in a job: once the server finds it, so does the list.
  await expect.poll(() => foundNames(page, 'decembre'), { timeout: 60_000 }).toContain(payslip);
  const search = page.getByRole('textbox', { name: 'Rechercher', exact: true });
  await search.fill('decembre');
  await expect(payslipRow).toHaveCount(1);
  await expect(contractRow).toHaveCount(0);

  // The document's modal: its pages, its details, and it is read from now on.
  await payslipRow.getByRole('cell').nth(1).click();
  const detail = page.getByRole('dialog', { name: `Document ${payslip}` });
  await expectDrawn(detail.getByRole('img', { name: `Page 1 sur 2 de ${payslip}` }));
  await detail.getByRole('button', { name: 'Page suivante' }).click();
  await expectDrawn(detail.getByRole('img', { name: `Page 2 sur 2 de ${payslip}` }));
  const pane = detail.getByRole('region', { name: 'Détails' });
  await expect(pane.getByText('Empreinte SHA-256')).toBeVisible();
  await expect(pane.getByText('Liasse Démo Lyon').first()).toBeVisible();
  await expect(pane.getByText(/^Dépôt le .* par Camille Martin/)).toBeVisible();
  await detail.getByRole('button', { name: 'Masquer les détails' }).click();
  await expect(pane).toBeHidden();
  await detail.getByRole('button', { name: 'Afficher les détails' }).click();
  const pdfDownload = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(payslip);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  const attestationDownload = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Attestation de dépôt' }).click();
  expect((await readFile((await (await attestationDownload).path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  // Staff email a direct download link.
  const recipient = `lien-${stamp}@demo.liasse.example`;
  await detail.getByRole('button', { name: 'Envoyer un lien par e-mail' }).click();
  await detail.getByLabel('Adresse e-mail (vide : celle du salarié)').fill(recipient);
  await detail.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByText('Le lien de téléchargement a été envoyé')).toBeVisible();
  await expect.poll(async () => (await mailbox(recipient)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await detail.getByRole('button', { name: 'Fermer' }).click();
  await expect(detail).toBeHidden();
  await expect(payslipRow.getByRole('img', { name: 'Non lu' })).toHaveCount(0);
  await expect(payslipRow.getByRole('cell').nth(7)).toHaveText('Lu');

  // Both, by their keyword, as one zip.
  await expect.poll(() => foundNames(page, `lot${stamp}`)).toHaveLength(2);
  await search.fill(`lot${stamp}`);
  await expect(contractRow).toHaveCount(1);
  await expect(payslipRow).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: 'Sélectionner cette ligne' })).toHaveCount(2);
  await payslipRow.getByRole('checkbox').check();
  await contractRow.getByRole('checkbox').check();
  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger (zip)' }).click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  expect((await readFile((await zip.path())!)).subarray(0, 2).toString()).toBe('PK');
  await expect(page.getByText('2 documents téléchargés')).toBeVisible();

  // The folders: organisation, then no employee, then the type, then the year.
  await search.fill('');
  const folders = page.getByRole('navigation', { name: 'Dossiers' });
  await folders.getByRole('button', { name: 'Ouvrir le dossier Liasse Démo', exact: true }).click();
  await folders.getByRole('button', { name: 'Ouvrir le dossier Liasse Démo Lyon' }).click();
  // Lyon's subtree: its documents addressed to no employee, their payslips, the year of their period.
  const lyon = folders
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Fermer le dossier Liasse Démo Lyon' }) })
    // The innermost: the top organisation's item holds Lyon's too.
    .last();
  await lyon.getByRole('button', { name: 'Ouvrir le dossier Sans salarié' }).click();
  await lyon.getByRole('button', { name: 'Ouvrir le dossier Bulletin de paie' }).click();
  const year = lyon.getByRole('button', { name: /^2026/ });
  await year.click();
  await expect(year).toHaveAttribute('aria-current', 'true');
  await search.fill(`lot${stamp}`);
  await expect(payslipRow).toHaveCount(1);
  await expect(contractRow).toHaveCount(0);
  await folders.getByRole('button', { name: 'Tous les documents' }).click();
  await expect(contractRow).toHaveCount(1);
});

test('a file that is no PDF, though named .pdf, is refused with a translated reason, and nothing is listed', async ({
  page,
}) => {
  const name = `faux-${Date.now()}.pdf`;
  await logInAsAdmin(page);
  // The home page counts the unread documents and opens the upload from its quick link.
  await expect(page.getByRole('link', { name: /documents? non lus?$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Envoyer un document' }).click();
  await expect(page).toHaveURL(/\/ged$/);
  const dialog = page.getByRole('dialog', { name: 'Envoyer des documents' });
  await chooseOrganization(page, 'Liasse Démo Lyon');
  await dialog
    .getByTestId('ged-files')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('Bonjour, je ne suis pas un PDF.\n') });
  await expect(dialog.getByRole('combobox', { name: `Type de ${name}` })).toHaveText('Bulletin de paie');
  await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(dialog.getByText("Ce fichier n'est pas un PDF.")).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  expect(await foundNames(page, '')).not.toContain(name);
});

test('a send where one file of two is refused says so in the message, and brings the refusal into view', async ({
  page,
}) => {
  const stamp = Date.now();
  const good = `bon-${stamp}.pdf`;
  const bad = `faux-${stamp}.pdf`;
  // A short window: the files' list runs below the fold.
  await page.setViewportSize({ width: 1280, height: 600 });
  await logInAsAdmin(page, '/ged');
  await page.getByRole('button', { name: 'Envoyer des documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer des documents' });
  await chooseOrganization(page, 'Liasse Démo Lyon');
  await dialog.getByTestId('ged-files').setInputFiles([
    { name: good, mimeType: 'application/pdf', buffer: await makePdf(['Un vrai PDF']) },
    { name: bad, mimeType: 'application/pdf', buffer: Buffer.from('Pas un PDF du tout.\n') },
  ]);
  await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await expect(page.getByText('1 document envoyé, 1 refusé')).toBeVisible();
  await expect(page.getByText(/documents envoyés/)).toHaveCount(0);
  await expect(dialog.getByText("Ce fichier n'est pas un PDF.")).toBeInViewport();
});

test("an employee's personal account lists only their own documents, opens one without staff actions and downloads it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const surname = `Coffre${Date.now()}`;
  const password = 'Mon-Coffre-2026!';
  await logInAsAdmin(page);
  const { id, login, paris } = await makeEmployeeWithAccount(page, surname, password);
  const mine = `fiche-${surname}.pdf`;
  const other = `autre-${surname}.pdf`;
  await makeDocument(page, { orgId: paris, docType: 'PAYE', employeeId: id, periodStart: '2026-11-01' }, mine);
  await makeDocument(page, { orgId: paris, docType: 'PAYE' }, other);

  const employee = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await logIn(employee, login, password);
  await expect(employee).toHaveURL(/\/my-documents$/);
  await expect(employee.getByRole('heading', { level: 1 })).toHaveText('Mes documents');
  const rows = employee.getByRole('checkbox', { name: 'Sélectionner cette ligne' });
  await expect(rows).toHaveCount(1);
  const row = employee.getByRole('row').filter({ hasText: mine });
  await expect(row.getByRole('img', { name: 'Non lu' })).toBeVisible();
  await expect(employee.getByText(other)).toHaveCount(0);

  await row.getByRole('cell').nth(1).click();
  const detail = employee.getByRole('dialog', { name: `Document ${mine}` });
  await expectDrawn(detail.getByRole('img', { name: `Page 1 sur 1 de ${mine}` }));
  await expect(detail.getByRole('button', { name: 'Envoyer un lien par e-mail' })).toHaveCount(0);
  await expect(detail.getByText('Empreinte SHA-256')).toBeVisible();
  await expect(detail.getByText('Historique')).toHaveCount(0);
  await detail.getByRole('button', { name: 'Fermer' }).click();
  await expect(row.getByRole('img', { name: 'Non lu' })).toHaveCount(0);

  const download = employee.waitForEvent('download');
  await row.getByRole('button', { name: `Télécharger ${mine}` }).click();
  expect((await download).suggestedFilename()).toBe(mine);
  await employee.context().close();
});

test('a page too heavy to draw is announced in the viewer instead of its image, and the document still downloads', async ({
  page,
}) => {
  const name = `lourd-${Date.now()}.pdf`;
  await logInAsAdmin(page);
  // A 5 KB file whose one page holds a grey image of 40,000 × 40,000 pixels.
  await makeDocument(
    page,
    { orgId: await organizationId(page, 'Liasse Démo Lyon'), docType: 'WCNT' },
    name,
    hugeImagePdf(),
  );
  await page.getByRole('menuitem', { name: 'Dossiers', exact: true }).click();
  await page.getByRole('textbox', { name: 'Rechercher', exact: true }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('cell').nth(1).click();
  const detail = page.getByRole('dialog', { name: `Document ${name}` });
  await expect(
    detail.getByText('Cette page est trop lourde pour être affichée en aperçu : téléchargez le document pour la lire.'),
  ).toBeVisible();
  await expect(detail.getByRole('img', { name: /^Page 1 sur 1/ })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Télécharger le PDF' }).click();
  expect((await download).suggestedFilename()).toBe(name);
});

test('an expired or invalid direct link asks for a new one, and says the same whatever the token', async ({ page }) => {
  // A link that names no document goes to the page that renews it.
  await page.goto(pathOf(documentLinks.open, { params: { token: 'not-a-real-token' } }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lien de téléchargement expiré');
  await expect(page).toHaveTitle('Lien de téléchargement expiré · Liasse');
  // The token leaves the address bar.
  await expect(page).toHaveURL(/\/renew-direct-doc-download-link$/);
  await expect(
    page.getByText("Ce lien de téléchargement a expiré ou n'est pas valide.", { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Recevoir un nouveau lien' }).click();
  await expect(
    page.getByText("Si ce lien était valide, un nouveau lien vient d'être envoyé à son adresse."),
  ).toBeVisible();
});

test('a user saves the column filters as a mask, applies it again later, and deletes it', async ({ page }) => {
  const stamp = Date.now();
  const payslip = `masque-bulletin-${stamp}.pdf`;
  const contract = `masque-contrat-${stamp}.pdf`;
  await logInAsAdmin(page);
  const lyon = await organizationId(page, 'Liasse Démo Lyon');
  await makeDocument(page, { orgId: lyon, docType: 'PAYE', keywords: [`lot${stamp}`] }, payslip);
  await makeDocument(
    page,
    { orgId: lyon, docType: 'WCNT', keywords: [`lot${stamp}`], metaDatas: [{ name: 'service', value: 'RH' }] },
    contract,
  );
  await expect.poll(() => foundNames(page, `lot${stamp}`)).toHaveLength(2);
  await page.goto('/ged');
  const payslipRow = page.getByRole('row').filter({ hasText: payslip });
  const contractRow = page.getByRole('row').filter({ hasText: contract });
  await page.getByRole('textbox', { name: 'Rechercher', exact: true }).fill(`lot${stamp}`);
  await expect(payslipRow).toHaveCount(1);
  await expect(contractRow).toHaveCount(1);

  // The unread contracts.
  await page.getByRole('button', { name: 'Rechercher par colonne' }).click();
  await page.getByLabel('Rechercher par Type').selectOption('WCNT');
  await page.getByLabel('Rechercher par Lecture').selectOption('false');
  await expect(contractRow).toHaveCount(1);
  await expect(payslipRow).toHaveCount(0);
  await page.getByRole('button', { name: 'Masques' }).click();
  await page.getByRole('menuitem', { name: 'Enregistrer les filtres…' }).click();
  await page.getByRole('textbox', { name: 'Nom du masque' }).fill(`Contrats ${stamp}`);
  await page
    .getByRole('dialog', { name: 'Enregistrer les filtres comme masque' })
    .getByRole('button', { name: 'Enregistrer' })
    .click();
  await expect(page.getByText(`Masque « Contrats ${stamp} » enregistré`)).toBeVisible();
  await page.getByLabel('Rechercher par Type').selectOption('');
  await page.getByLabel('Rechercher par Lecture').selectOption('');
  await expect(payslipRow).toHaveCount(1);
  await page.getByRole('button', { name: 'Masques' }).click();
  await page.getByRole('menuitem', { name: `Contrats ${stamp}` }).click();
  await expect(page.getByLabel('Rechercher par Type')).toHaveValue('WCNT');
  await expect(payslipRow).toHaveCount(0);
  await expect(contractRow).toHaveCount(1);
  await page.getByRole('button', { name: 'Masques' }).click();
  await page.getByRole('button', { name: `Supprimer le masque Contrats ${stamp}` }).click();
  await expect(page.getByText(`Masque « Contrats ${stamp} » supprimé`)).toBeVisible();
  // The menu kept the focus when the mask's row went: Escape closes it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Enregistrer les filtres…' })).toHaveCount(0);

  // The metadata filter: a name and its value.
  await page.getByLabel('Rechercher par Type').selectOption('');
  await page.getByLabel('Rechercher par Lecture').selectOption('');
  await expect(payslipRow).toHaveCount(1);
  await page.getByLabel('Nom de la métadonnée').fill('service');
  await page.getByLabel('Valeur de la métadonnée').fill('RH');
  await expect(payslipRow).toHaveCount(0);
  await expect(contractRow).toHaveCount(1);
});
