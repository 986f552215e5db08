import { expect, test, type Page } from '@playwright/test';
import { organizations } from '../../common/api/organizations';
import { signatureCode } from '../../common/api/signWorkflows';
import { makeSiret } from '../support/siret';
import {
  bulkPayslipFile,
  makePartnership,
  makePayrollEmployee,
  setPayrollFields,
  type PayrollEmployee,
} from './campaignSupport';
import { makeDocument, makeEmployeeWithAccount, makePdf, organizationId } from './gedSupport';
import { apiOf, logIn, logInAsAdmin, makeOrganization, makeUserWithRule } from './support';

const PARIS = 'Liasse Démo Paris';
const PARIS_SIRET = '84123456700029';

/** Chooses an option of an autocomplete by typing part of it. */
const choose = async (page: Page, label: string | RegExp, text: string, option = text) => {
  await page.getByRole('combobox', { name: label, exact: typeof label === 'string' }).fill(text);
  await page.getByRole('option', { name: option }).click();
};

const next = (page: Page) => page.getByRole('button', { name: 'Suivant' }).click();

/** The emitter step: organisation, name, and whether the campaign waits for a validation. */
const fillEmitter = async (page: Page, organization: string, name: string, review: boolean) => {
  await choose(page, /^Organisation émettrice/, organization);
  await expect(page.getByRole('textbox', { name: /^SIRET de l'émetteur/ })).not.toHaveValue('');
  await page.getByRole('textbox', { name: /^Nom du mailing/ }).fill(name);
  if (review) await page.getByLabel('Demander une validation avant la distribution').check();
  await next(page);
};

test('the wizard refuses a campaign without documents, a file without a type, and manual recipients left empty, each on its step', async ({
  page,
}) => {
  await logInAsAdmin(page, '/');
  await page.getByRole('link', { name: 'Nouveau mailing' }).click();
  await expect(page).toHaveURL(/\/campaigns\/create$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveau mailing');

  await next(page);
  await expect(page.getByText('Ajoutez au moins un fichier ou un document du coffre')).toBeVisible();
  await expect(page.getByText('Cette étape est à corriger')).toBeVisible();

  await page.getByTestId('campaign-files').setInputFiles({
    name: 'lot.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf(['Lot de bulletins']),
  });
  await next(page);
  await expect(page.getByText('Choisissez le type de chaque fichier')).toBeVisible();
  await page.getByRole('combobox', { name: 'Type de lot.pdf' }).click();
  await page.getByRole('option', { name: 'Bulletin de paie' }).click();
  await next(page);

  await next(page);
  await expect(page.getByText('Ce champ est requis').first()).toBeVisible();
  await fillEmitter(page, PARIS, 'Refusé', false);

  await page.getByLabel('Détection automatique des destinataires').uncheck();
  await expect(page.getByText(/chaque document est envoyé entier à tous les destinataires/)).toBeVisible();
  await next(page);
  await expect(page.getByText('Choisissez au moins un destinataire').first()).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/create$/);
});

test('the documents step drops its messages as soon as it is right, without another click on Next', async ({
  page,
}) => {
  await logInAsAdmin(page, '/campaigns/create');
  await next(page);
  const noDocuments = page.getByText('Ajoutez au moins un fichier ou un document du coffre');
  const stepWrong = page.getByText('Cette étape est à corriger');
  await expect(noDocuments).toBeVisible();
  await expect(stepWrong).toBeVisible();

  await page.getByTestId('campaign-files').setInputFiles({
    name: 'lot.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf(['Lot de bulletins']),
  });
  // A file is there: that message goes; the step still wants its type.
  await expect(noDocuments).toBeHidden();
  await expect(page.getByText('Choisissez le type de chaque fichier')).toBeVisible();
  await expect(stepWrong).toBeVisible();
  await page.getByRole('combobox', { name: 'Type de lot.pdf' }).click();
  await page.getByRole('option', { name: 'Bulletin de paie' }).click();
  await expect(page.getByText('Choisissez le type de chaque fichier')).toBeHidden();
  await expect(stepWrong).toBeHidden();
});

test('a file the server refuses brings the wizard back to the documents step, with the reason under the files', async ({
  page,
}) => {
  await logInAsAdmin(page, '/campaigns/create');
  await page.getByTestId('campaign-files').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Ceci est un texte, pas un PDF.'),
  });
  await page.getByRole('combobox', { name: 'Type de notes.pdf' }).click();
  await page.getByRole('option', { name: 'Bulletin de paie' }).click();
  await next(page);
  await fillEmitter(page, PARIS, 'Pas un PDF', false);
  await next(page);
  await page.getByRole('button', { name: 'Créer le mailing' }).click();
  await expect(page.getByText("Ce fichier n'est pas un PDF.")).toBeVisible();
  await expect(page.getByText('Cette étape est à corriger')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choisir dans le coffre' })).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/create$/);
  // The refused file replaced by a readable one: the reason and the step's mark go.
  await page.getByRole('button', { name: 'Retirer notes.pdf' }).click();
  await page.getByTestId('campaign-files').setInputFiles({
    name: 'lot.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf(['Lot de bulletins']),
  });
  await page.getByRole('combobox', { name: 'Type de lot.pdf' }).click();
  await page.getByRole('option', { name: 'Bulletin de paie' }).click();
  await expect(page.getByText("Ce fichier n'est pas un PDF.")).toBeHidden();
  await expect(page.getByText('Cette étape est à corriger')).toBeHidden();
});

test('a manual campaign sends a document of the safe to a partnership, after its validation', async ({ page }) => {
  const run = Date.now().toString(36);
  const organization = `Mailing partenaire ${run}`;
  const partnership = `Partenaire ${run}`;
  const campaign = `Contrats ${run}`;
  const document = `contrat-${run}.pdf`;
  await logInAsAdmin(page);
  const orgId = await makeOrganization(page, organization, makeSiret());
  await makePartnership(page, orgId, partnership);
  await makeDocument(page, { orgId, docType: 'WCNT', keywords: [run] }, document);

  await page.goto('/campaigns/create');
  await page.getByRole('button', { name: 'Choisir dans le coffre' }).click();
  const safe = page.getByRole('dialog', { name: 'Documents du coffre' });
  await safe.getByRole('textbox', { name: 'Rechercher' }).fill(document);
  await safe.getByRole('row').filter({ hasText: document }).getByRole('checkbox').check();
  await safe.getByRole('button', { name: 'Ajouter la sélection' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: document })).toBeVisible();
  await next(page);

  await fillEmitter(page, organization, campaign, true);
  await page.getByLabel('Détection automatique des destinataires').uncheck();
  await choose(page, 'Partenariats', partnership);
  await next(page);
  await expect(page.getByText('1 destinataire choisi')).toBeVisible();
  await page.getByRole('button', { name: 'Créer le mailing' }).click();

  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Mailing ${campaign}`);
  await expect(page.getByText('À valider', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: document });
  await expect(row.getByRole('cell', { name: partnership })).toBeVisible();
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Le mailing est validé : sa distribution commence')).toBeVisible();
  await expect(page.getByText('À valider', { exact: true })).toHaveCount(0);
  // The partnership waits for its contact: the document is not dispatched, and can be retried once it is.
  await expect(row.getByRole('cell', { name: 'Partenariat inactif' })).toBeVisible({ timeout: 60_000 });
  await row.getByRole('button', { name: `Relancer ${document}` }).click();
  await expect(page.getByText('Le document est relancé')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('link', { name: /^\d+ mailings?$/ })).toBeVisible();
  await page.getByRole('link', { name: /^\d+ mailings?$/ }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(campaign);
  await expect(
    page.getByRole('row').filter({ hasText: campaign }).getByRole('cell', { name: organization }),
  ).toBeVisible();
});

test("an organisation that asks it has each campaign confirmed with the emitter's signature code: a wrong one says the tries left", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const organization = `Mailing signé ${run}`;
  const document = `charte-${run}.pdf`;
  await logInAsAdmin(page);
  const orgId = await makeOrganization(page, organization, makeSiret());
  const conf = await (
    await apiOf(page)
  )(organizations.updateConf, {
    params: { id: orgId },
    body: { dispatchSignature: true },
  });
  expect(conf.status, JSON.stringify(conf.body)).toBe(200);
  await makePartnership(page, orgId, `Partenaire signé ${run}`);
  await makeDocument(page, { orgId, docType: 'CHIN', keywords: [run] }, document);
  const login = `emetteur${run}`;
  await makeUserWithRule(page, { login, userOrgId: orgId, visuOrgIds: [orgId] }, [
    'CAMPAIGNS_EDIT',
    'CAMPAIGNS_LIST',
    'DOCUMENTS_LIST',
    'PARTNERSHIPS_LIST',
    'ORGANIZATIONS_LIST',
    'SIGN',
  ]);
  const emitter = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await logIn(emitter, login);
  await expect(emitter.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
  const code = await (
    await apiOf(emitter)
  )(signatureCode.set, {
    body: { password: 'Liasse-Demo-1', code: '864209' },
  });
  expect(code.status, JSON.stringify(code.body)).toBe(204);

  await emitter.goto('/campaigns/create');
  await emitter.getByRole('button', { name: 'Choisir dans le coffre' }).click();
  const safe = emitter.getByRole('dialog', { name: 'Documents du coffre' });
  await safe.getByRole('textbox', { name: 'Rechercher' }).fill(document);
  await safe.getByRole('row').filter({ hasText: document }).getByRole('checkbox').check();
  await safe.getByRole('button', { name: 'Ajouter la sélection' }).click();
  await next(emitter);
  await fillEmitter(emitter, organization, `Charte ${run}`, false);
  await emitter.getByLabel('Détection automatique des destinataires').uncheck();
  await choose(emitter, 'Partenariats', `Partenaire signé ${run}`);
  await next(emitter);
  const codeInput = emitter.getByLabel('Votre code de signature');
  await expect(codeInput).toBeVisible();
  await emitter.getByRole('button', { name: 'Créer le mailing' }).click();
  await expect(emitter.getByText('Ce champ est requis')).toBeVisible();
  await codeInput.fill('111111');
  await emitter.getByRole('button', { name: 'Créer le mailing' }).click();
  await expect(emitter.getByText('Code de signature erroné\u00a0: 4 essais restants')).toBeVisible();
  await codeInput.fill('864209');
  await emitter.getByRole('button', { name: 'Créer le mailing' }).click();
  await expect(emitter).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
  await expect(emitter.getByText('Confirmé par code de signature le')).toBeVisible();
  await emitter.context().close();
});

test('a 40-page bulk payslip file is split per employee, validated and dispatched: the account holder reads their payslip, the employee without BPE agreement goes to the paper batch', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const password = 'Mailing-Paie-2026!';
  const campaign = `Paie novembre ${run}`;
  await logInAsAdmin(page);
  const paris = await organizationId(page, PARIS);
  const person = (index: number, pages = 3): PayrollEmployee => ({
    registrationNumber: `M${run}${String(index).padStart(2, '0')}`.toUpperCase(),
    firstName: `Prénom${index}`,
    // As the employees module stores it: upper case.
    lastName: `PAIE${run.toUpperCase()}${String.fromCharCode(65 + index)}`,
    birthDay: `198${index % 10}-0${(index % 9) + 1}-1${index % 10}`,
    pages,
  });
  // Twelve employees on 38 pages, and a cover and a summary page nobody owns: 40 pages.
  const employees = Array.from({ length: 12 }, (_, index) => person(index, index < 2 ? 4 : 3));
  const withAccount = employees[0]!;
  const withoutAgreement = employees[1]!;
  const account = await makeEmployeeWithAccount(page, withAccount.lastName, password);
  await setPayrollFields(
    page,
    account.id,
    paris,
    withAccount,
    `${withAccount.lastName.toLowerCase()}@demo.liasse.example`,
  );
  await makePayrollEmployee(page, paris, withoutAgreement, false);
  for (const employee of employees.slice(2)) await makePayrollEmployee(page, paris, employee);
  const file = await bulkPayslipFile(PARIS, PARIS_SIRET, employees);
  expect(file.pages).toBe(40);

  await page.goto('/campaigns');
  await page.getByRole('link', { name: 'Nouveau mailing' }).click();
  await page
    .getByTestId('campaign-files')
    .setInputFiles({ name: `paie-${run}.pdf`, mimeType: 'application/pdf', buffer: file.buffer });
  await page.getByRole('combobox', { name: `Type de paie-${run}.pdf` }).click();
  await page.getByRole('option', { name: 'Bulletin de paie' }).click();
  // A payslip campaign asks its month, read in the pages ("Période : novembre 2026").
  await expect(page.getByLabel('Période des bulletins (mois)')).toHaveValue('2026-11');
  await expect(page.getByText('Lu dans les pages\u00a0: vérifiez-le.')).toBeVisible();
  await next(page);
  await fillEmitter(page, PARIS, campaign, true);
  await expect(page.getByLabel('Détection automatique des destinataires')).toBeChecked();
  await next(page);
  await expect(page.getByText('Destinataires trouvés dans les pages')).toBeVisible();
  await expect(page.getByText('novembre 2026')).toBeVisible();
  await page.getByRole('button', { name: 'Créer le mailing' }).click();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);

  // The split ends, the page refreshing itself: one document per employee, the pages of nobody apart.
  await expect(page.getByText('À valider', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: `Pages ignorées (${file.ignored})` })).toBeVisible();
  for (const employee of employees)
    await expect(
      page.getByRole('cell', { name: `${employee.lastName} ${employee.firstName}`, exact: true }),
    ).toHaveCount(1);
  const ignored = page.waitForEvent('download');
  await page.getByRole('button', { name: `Pages ignorées (${file.ignored})` }).click();
  expect((await ignored).suggestedFilename()).toBe('ignored-pages.zip');

  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByText('Le mailing est validé : sa distribution commence')).toBeVisible();
  const paperRow = page
    .getByRole('row')
    .filter({ hasText: `${withoutAgreement.lastName} ${withoutAgreement.firstName}` });
  await expect(paperRow.getByText('Lot papier')).toBeVisible({ timeout: 90_000 });
  await expect(paperRow.getByText(/Pas d’accord BPE/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Documents au statut' }).click();
  await page.getByRole('option', { name: 'Lot papier' }).click();
  const merged = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le PDF fusionné' }).click();
  expect((await merged).suggestedFilename()).toBe('paper_dispatched.pdf');

  // A document filed in the safe opens in the safe's window.
  const filed = page.getByRole('row').filter({ hasText: `${withAccount.lastName} ${withAccount.firstName}` });
  await filed.getByRole('cell').nth(1).click();
  await expect(page.getByRole('dialog', { name: /^Document Bulletin de paie/ })).toBeVisible();
  // It carries the campaign's month.
  await expect(page.getByRole('dialog').getByText('01/11/2026 – 30/11/2026')).toBeVisible();
  await page.getByRole('button', { name: 'Fermer' }).click();

  const employee = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await logIn(employee, account.login, password);
  await expect(employee).toHaveURL(/\/my-documents$/);
  await expect(employee.getByRole('row').filter({ hasText: withAccount.lastName })).toHaveCount(1);
  await employee.context().close();
});
