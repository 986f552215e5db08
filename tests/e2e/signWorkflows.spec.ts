import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Feature } from '../../common/features';
import { pdfsig } from '../support/pdfSignatures';
import { makePdf } from './gedSupport';
import { mailbox } from './mail';
import { account } from '../../common/api/account';
import { signatureCode } from '../../common/api/signWorkflows';
import { makeSignWorkflow } from './signSupport';
import {
  apiFor,
  chooseOption,
  DEMO_PASSWORD,
  logInAsAdmin,
  makeUserWithRule,
  openInApp,
  readMessage,
  rootOrganizationId,
  signIn,
} from './support';

/*
 * The signature books' walk (issue 14): a template of two steps, a book made from it with an
 * uploaded PDF, the first signatory signing with their code (a wrong one first) then changing it
 * in My profile (a wrong current code, then a recovery code), the second refusing one book and
 * signing another, and the signed book's PDF carrying both signatures. What the browser adds
 * nothing to is prepared through the API: the second book, the sessions (signIn), the second
 * signatory's code. Each session starts the app once; the screens after the first are reached
 * inside the running app, as a link does.
 */

const SIGNATORY_FEATURES: Feature[] = ['SIGN', 'SIGN_WORKFLOWS_LIST'];

/** A signatory of this run, placed at the demo's root; they sign in with the demo password. Answers their id. */
const makeSignatory = async (admin: Page, login: string) => {
  const root = await rootOrganizationId(admin);
  return makeUserWithRule(
    admin,
    { login, email: `${login}@demo.liasse.example`, userOrgId: root, visuOrgIds: [root] },
    SIGNATORY_FEATURES,
  );
};

/** A signatory's own browser, signed in, with their signature code chosen in My profile. */
const signatoryPage = async (browser: Browser, login: string, code: string) => {
  const page = await (await browser.newContext({ locale: 'fr-FR', acceptDownloads: true })).newPage();
  await signIn(page, login);
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible({ timeout: 30_000 });
  // The home counts what waits on them.
  await expect(page.getByRole('link', { name: /^2\s*parapheurs à signer$/ })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Mon profil' }).click();
  await expect(page.getByRole('heading', { name: 'Code de signature' })).toBeVisible();
  await expect(page.getByText("Vous n'avez pas encore de code de signature.")).toBeVisible();
  await page.getByLabel('Nouveau code de signature').fill(code);
  await page.getByLabel('Votre mot de passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le code' }).click();
  await readMessage(page, 'Votre code de signature est enregistré.');
  await expect(page.getByText('Vous avez un code de signature.')).toBeVisible();
  return page;
};

/** A signatory's own browser on `path`, signed in without the form, their code chosen through the API first. */
const signatoryWithCode = async (browser: Browser, login: string, code: string, path: string) => {
  const session = await apiFor()(account.login, { body: { login, password: DEMO_PASSWORD } });
  await apiFor(session.headers.get('set-authorization')!).ok(signatureCode.set, {
    body: { code, password: DEMO_PASSWORD },
  });
  const page = await (await browser.newContext({ locale: 'fr-FR', acceptDownloads: true })).newPage();
  await signIn(page, login, DEMO_PASSWORD, path);
  return page;
};

/** Opens a book from the list's "to sign" tab, reached inside the running app. */
const openToSign = async (page: Page, name: string) => {
  await openInApp(page, '/sign-workflow');
  await page.getByRole('tab', { name: 'À signer' }).click();
  await expect(page.getByRole('tab', { name: 'À signer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/toSign/);
  await page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/sign-workflow\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
};

const sign = async (page: Page, name: string, code: string) => {
  await page.getByRole('button', { name: 'Signer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Signer « ${name} »` });
  await dialog.getByLabel('Code de signature').fill(code);
  await dialog.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await readMessage(page, 'Code valide : votre signature est apposée.');
};

test('a template of two signatories, a book made from it with an uploaded PDF, another beside it, signed with the code after a wrong one, the code changed in My profile with a recovery code, one refused and one signed with a recovery code by e-mail, filed as signed with both signatures', async ({
  page,
  browser,
}) => {
  // Two sessions, two books, a wrong code, two recovery codes by mail: over 4 minutes on a busy 2-core machine.
  test.setTimeout(360_000);
  const stamp = Date.now();
  const first = `signe-a-${stamp}`;
  const second = `signe-b-${stamp}`;
  const template = `Avenants ${stamp}`;
  const refused = `Avenant refusé ${stamp}`;
  const signed = `Avenant signé ${stamp}`;
  await signIn(page, 'admin', DEMO_PASSWORD, '/sign-workflow/templates/create');
  const firstId = await makeSignatory(page, first);
  const secondId = await makeSignatory(page, second);

  // The template: a step left without its signatory is refused before the server.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveau modèle de parapheur', {
    timeout: 30_000,
  });
  await page.getByRole('textbox', { name: /^Nom/ }).fill(template);
  await chooseOption(page, page.getByRole('combobox', { name: /^Organisation/ }), 'Liasse Démo');
  await chooseOption(page, page.getByRole('combobox', { name: /^Signataire/ }).first(), first);
  await page.getByRole('button', { name: 'Ajouter' }).click();
  await page.getByRole('checkbox', { name: 'Bulletin de paie' }).check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Chaque étape doit avoir exactement un signataire')).toBeVisible();
  await expect(page).toHaveURL(/\/templates\/create$/);
  await chooseOption(page, page.getByRole('combobox', { name: /^Signataire/ }).nth(1), second);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Le modèle est enregistré.')).toBeVisible();
  const templateRow = page.getByRole('row').filter({ hasText: template });
  await expect(templateRow).toContainText(`${first} → ${second}`);
  await expect(templateRow).toContainText('Bulletin de paie');

  // A book from the template needs the template's payslip: none is refused on the page, one uploaded is sent.
  await openInApp(page, '/sign-workflow/create');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveau parapheur');
  await page.getByRole('textbox', { name: /^Nom/ }).fill(refused);
  await chooseOption(page, page.getByRole('combobox', { name: /^Organisation/ }), 'Liasse Démo');
  await chooseOption(page, page.getByRole('combobox', { name: /^Modèle/ }), template);
  await expect(page.getByText('Les étapes viennent du modèle choisi.')).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer en signature' }).click();
  await expect(page.getByText('Ajoutez au moins un document')).toBeVisible();
  await page.getByTestId('sign-files').setInputFiles({
    name: `${refused}.pdf`,
    mimeType: 'application/pdf',
    buffer: await makePdf([`Avenant ${refused}`]),
  });
  await expect(page.getByRole('combobox', { name: `Type de ${refused}.pdf` })).toHaveText('Bulletin de paie');
  await page.getByRole('button', { name: 'Envoyer en signature' }).click();
  await expect(page.getByText('Le parapheur est envoyé en signature.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-workflow\/[0-9a-f-]{36}$/);
  await expect(page.getByText('En cours de signature').first()).toBeVisible();
  const refusedId = page.url().split('/').pop()!;
  const signedId = await makeSignWorkflow(page, signed, [firstId, secondId]);

  // The first signatory: a wrong code says so, in French; the right one signs.
  const one = await signatoryPage(browser, first, '246810');
  await openToSign(one, refused);
  await one.getByRole('button', { name: 'Signer', exact: true }).click();
  const dialog = one.getByRole('dialog', { name: `Signer « ${refused} »` });
  await dialog.getByLabel('Code de signature').fill('135791');
  await dialog.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Code de signature incorrect : encore 4 essais.');
  await dialog.getByLabel('Code de signature').fill('246810');
  await dialog.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The snackbar shows one message at a time: this one may wait for the wrong code's to go.
  await readMessage(one, 'Code valide : votre signature est apposée.');
  await openToSign(one, signed);
  await sign(one, signed, '246810');

  // Changing the code in My profile takes the current one (a wrong one counts as a try), or for a
  // forgotten one a recovery code sent to the signatory's own address.
  await one.getByRole('menuitem', { name: 'Mon profil' }).click();
  await expect(one.getByText('Vous avez un code de signature.')).toBeVisible();
  await one.getByLabel('Code de signature actuel').fill('135791');
  await one.getByLabel('Nouveau code de signature').fill('112358');
  await one.getByLabel('Votre mot de passe').fill(DEMO_PASSWORD);
  await one.getByRole('button', { name: 'Enregistrer le code' }).click();
  await expect(one.getByText('Code de signature actuel incorrect')).toBeVisible();
  await readMessage(one, 'Code de signature incorrect : encore 4 essais.');
  await one.getByRole('button', { name: 'Code oublié ?' }).click();
  const forgotten = one.getByRole('dialog', { name: 'Code de signature oublié' });
  await expect(forgotten.getByText(/saisissez-le ci-dessous avec votre nouveau code/)).toBeVisible();
  await forgotten.getByRole('radio', { name: 'E-mail' }).check();
  await forgotten.getByLabel('Votre adresse e-mail').fill(`${first}@demo.liasse.example`);
  await forgotten.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(forgotten).toBeHidden();
  await readMessage(one, 'Un code de récupération vous a été envoyé');
  await expect(one.getByLabel('Code de signature actuel')).toHaveCount(0);
  let profileRecovery = '';
  await expect
    .poll(
      async () => {
        profileRecovery =
          /usage unique\s: (\d{6})/.exec((await mailbox(`${first}@demo.liasse.example`)).join('\n'))?.[1] ?? '';
        return profileRecovery;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/);
  await one.getByLabel('Code de récupération').fill(profileRecovery);
  await one.getByLabel('Nouveau code de signature').fill('112358');
  await one.getByLabel('Votre mot de passe').fill(DEMO_PASSWORD);
  await one.getByRole('button', { name: 'Enregistrer le code' }).click();
  await readMessage(one, 'Votre code de signature est enregistré.');
  await expect(one.getByLabel('Code de signature actuel')).toBeVisible();

  // The second signatory refuses one book with a reason, and signs the other.
  const two = await signatoryWithCode(browser, second, '975310', `/sign-workflow/${refusedId}`);
  await expect(two.getByRole('heading', { name: refused, exact: true })).toBeVisible({ timeout: 30_000 });
  // What they are to sign downloads first, with the signature already given.
  const [before] = await Promise.all([
    two.waitForEvent('download'),
    two.getByRole('button', { name: `Télécharger ${refused}.pdf` }).click(),
  ]);
  expect((await pdfsig(await readFile((await before.path())!))).length).toBe(1);
  await two.getByRole('button', { name: 'Refuser', exact: true }).click();
  const refusal = two.getByRole('dialog', { name: `Refuser « ${refused} »` });
  await refusal.getByRole('button', { name: 'Refuser', exact: true }).click();
  await expect(refusal.getByText('Ce champ est requis')).toBeVisible();
  await refusal.getByLabel('Motif du refus').fill('Le montant est faux');
  await refusal.getByRole('button', { name: 'Refuser', exact: true }).click();
  await expect(refusal).toBeHidden();
  await readMessage(two, 'Vous avez refusé de signer ce parapheur.');
  await expect(two.getByText('Motif du refus : Le montant est faux')).toBeVisible();
  // The other book with a recovery code: a wrong address is refused in words, the right one gets the code.
  await openInApp(two, `/sign-workflow/${signedId}`);
  await expect(two.getByRole('heading', { name: signed, exact: true })).toBeVisible();
  await two.getByRole('button', { name: 'Code oublié ?', exact: true }).click();
  const recovery = two.getByRole('dialog', { name: 'Code de signature oublié' });
  await recovery.getByRole('radio', { name: 'E-mail' }).check();
  await recovery.getByLabel('Votre adresse e-mail').fill(`autre-${stamp}@demo.liasse.example`);
  await recovery.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(recovery.getByText("Ce n'est pas l'adresse ou le numéro enregistré sur votre compte")).toBeVisible();
  await expect(
    two.getByText("Le code de récupération n'a pas pu être envoyé : vérifiez vos coordonnées."),
  ).toBeVisible();
  await recovery.getByLabel('Votre adresse e-mail').fill(`${second}@demo.liasse.example`);
  await recovery.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(recovery).toBeHidden();
  // It may wait for the failure's message to go.
  await readMessage(two, 'Un code de récupération vous a été envoyé ; il est valable 10 minutes, une seule fois.');
  let recoveryCode = '';
  await expect
    .poll(
      async () => {
        const mails = await mailbox(`${second}@demo.liasse.example`);
        recoveryCode = /usage unique\s: (\d{6})/.exec(mails.join('\n'))?.[1] ?? '';
        return recoveryCode;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/);
  await sign(two, signed, recoveryCode);
  await expect(two.locator('[data-state="SIGNED"]')).toBeVisible();

  // The signed one lands in the signed list, the refused one in its own tab, never among the signed;
  // the signed PDF holds the two signatures, valid.
  await openInApp(page, '/sign-workflow/done');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parapheurs signés');
  await expect(page.getByRole('row').filter({ hasText: signed }).locator('[data-state="SIGNED"]')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: refused })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Refusés' }).click();
  await expect(page.getByRole('row').filter({ hasText: refused }).locator('[data-state="REFUSED"]')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: signed })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Signés' }).click();
  await page.getByRole('row').filter({ hasText: signed }).getByRole('cell').nth(1).click();
  await expect(page.getByRole('heading', { name: signed, exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    // The book made through the API names its file by its part in the upload.
    page.getByRole('button', { name: 'Télécharger file0' }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(bytes.toString('latin1').match(/\/Type\s*\/Sig\b/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  const signatures = await pdfsig(bytes);
  expect(signatures.length).toBeGreaterThanOrEqual(2);
  expect(signatures.every((signature) => signature.valid)).toBe(true);

  await one.context().close();
  await two.context().close();
});

test('a book saved as a draft is renamed, sent for signature, then deleted after a confirmation', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Brouillon ${Date.now()}`;
  await logInAsAdmin(page);
  await page.getByRole('link', { name: 'Nouveau parapheur' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouveau parapheur');
  await page.getByRole('textbox', { name: /^Nom/ }).fill(name);
  await chooseOption(page, page.getByRole('combobox', { name: /^Organisation/ }), 'Liasse Démo');
  await page.getByTestId('sign-files').setInputFiles({
    name: `${name}.pdf`,
    mimeType: 'application/pdf',
    buffer: await makePdf([name]),
  });
  // Its one step has no signatory yet: refused on the page.
  await page.getByRole('button', { name: 'Enregistrer en brouillon' }).click();
  await expect(page.getByText('Chaque étape doit avoir exactement un signataire')).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: /^Signataire/ }), 'Camille Martin');
  await page.getByRole('button', { name: 'Enregistrer en brouillon' }).click();
  await readMessage(page, 'Le parapheur est créé.');
  await expect(page.locator('[data-state="PENDING"]')).toHaveText('En attente');

  await page.getByRole('textbox', { name: /^Nom/ }).fill(`${name} bis`);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await readMessage(page, 'Le parapheur est enregistré.');
  await expect(page.getByRole('heading', { name: `${name} bis`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Envoyer en signature' }).click();
  await readMessage(page, 'Le parapheur est envoyé en signature.');
  await expect(page.locator('[data-state="RUNNING"]')).toHaveText('En cours de signature');
  await expect(page.getByRole('button', { name: 'Signer', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Supprimer' }).click();
  const confirm = page.getByRole('dialog', { name: `Supprimer le parapheur « ${name} bis » ?` });
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/\/sign-workflow$/);
  await expect(page.getByText('Le parapheur est supprimé.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
