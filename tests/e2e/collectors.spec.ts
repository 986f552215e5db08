import { expect, test, type Page } from '@playwright/test';
import { collectors } from '../../common/api/collectors';
import { startImapPeer, type ImapPeer } from '../support/collectorPeers/imapPeer';
import { messageWithPdfs } from '../support/collectorPeers/mailMessages';
import { textPdf } from '../support/documentFiles';
import { apiOf, expectNoAxeViolation, logInAsAdmin, readMessage } from './support';

/** A real mailbox on loopback (Debian's dovecot) holding one supplier invoice, for the portal to collect. */
let mailbox: ImapPeer;
const INVOICE = `facture-${Date.now().toString(36)}.pdf`;
test.beforeAll(async () => {
  mailbox = await startImapPeer({ login: 'factures', password: 'Boite-Factures-1' });
  await mailbox.deliver(
    await messageWithPdfs({
      from: 'ventes@papeterie.test',
      subject: 'Votre facture',
      attachments: [{ name: INVOICE, bytes: await textPdf(['Papeterie Martin', 'Facture PM-118']) }],
    }),
  );
});
test.afterAll(() => mailbox?.close());

/** The demo customer's root organisation, which the subscription collects for. */
const DEMO_ORGANISATION = 'Liasse Démo';

/** A select of react-admin's: opened, then one of its options. */
const select = async (page: Page, name: string, option: string) => {
  await page.getByRole('combobox', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('the admin links a mailbox from the catalogue, collects it, and finds its invoice in the safe; saving again keeps the password', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Boîte factures ${Date.now().toString(36)}`;
  await logInAsAdmin(page);

  await page.getByRole('menuitem', { name: 'Collecteurs' }).click();
  await expect(page).toHaveURL(/\/collectors$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collecteurs');
  await expect(page.getByRole('heading', { name: 'Boîte mail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Serveur de fichiers' })).toBeVisible();
  for (const collector of ['IMAP', 'SFTP', 'WebDAV']) {
    await expect(page.getByRole('heading', { name: collector, exact: true })).toBeVisible();
  }
  await expectNoAxeViolation(page, '/collectors');

  await page.getByRole('link', { name: 'Ajouter un compte IMAP' }).click();
  await expect(page).toHaveURL(/\/collectors\/create\?collectorId=imap$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nouvel abonnement');
  await expect(page.getByRole('combobox', { name: /^Collecteur/ })).toHaveText('IMAP');
  // The account starts on IMAP's own port, with a mailbox's folder and its sender and subject filters.
  await expect(page.getByRole('spinbutton', { name: /^Port/ })).toHaveValue('993');
  await expect(page.getByRole('textbox', { name: 'Dossier IMAP' })).toBeVisible();
  // Every label is read whole, none cut off by a field narrower than its words.
  const maxAge = page.locator('label').filter({ hasText: 'Âge maximal (jours)' });
  expect(await maxAge.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  await expect(page.getByRole('textbox', { name: "L'expéditeur contient" })).toBeVisible();
  await expect(page.getByText('dossier où déplacer les messages collectés ; vide : marqués comme lus')).toBeVisible();
  await expectNoAxeViolation(page, '/collectors/create');
  // An account's inputs wrap: the form never scrolls the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );

  // The user's own organisation is offered first.
  await expect(page.getByRole('combobox', { name: /^Organisation/ })).toHaveValue(DEMO_ORGANISATION);
  await page.getByRole('textbox', { name: /^Nom/ }).fill(name);
  await select(page, 'Type de document', 'Facture');
  await select(page, 'Fréquence de collecte', 'Tous les jours');
  await page.getByRole('textbox', { name: /^Hôte/ }).fill('127.0.0.1');
  await page.getByRole('spinbutton', { name: /^Port/ }).fill(String(mailbox.port));
  await page.getByRole('switch', { name: 'Connexion chiffrée (TLS)' }).uncheck();
  await page.getByRole('textbox', { name: /^Identifiant/ }).fill('factures');
  await page.getByLabel(/^Mot de passe/).fill('Boite-Factures-1');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await readMessage(page, 'Abonnement enregistré');
  await expect(page).toHaveURL(/\/collectors$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(DEMO_ORGANISATION);
  await expect(row).toContainText('Facture');

  await row.getByRole('cell').nth(1).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Modifier l'abonnement ${name}`);
  const id = /\/collectors\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
  await expect(page.getByRole('textbox', { name: /^Hôte/ })).toHaveValue('127.0.0.1');
  // The password is never sent back: left blank, the stored one stays.
  await expect(page.getByLabel(/^Mot de passe/)).toHaveValue('');
  await expect(page.getByText('laisser vide pour garder le mot de passe enregistré')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Journal' })).toBeVisible();
  await expectNoAxeViolation(page, '/collectors/{id}');

  await page.getByRole('textbox', { name: "L'objet contient" }).fill('Facture');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await readMessage(page, 'Abonnement enregistré');
  await expect(page).toHaveURL(/\/collectors$/);

  await row.getByRole('button', { name: `Collecter maintenant « ${name} »` }).click();
  await expect(page.getByText('Collecte demandée')).toBeVisible();
  // The job collects within a few seconds (on a loaded machine a remote that answered too late is
  // tried again a second later: COLLECTOR_RETRY_SECONDS); the subscription's journal then names the
  // invoice, which opens from the safe.
  const api = await apiOf(page);
  await expect
    .poll(
      async () =>
        (await api.ok(collectors.items, { params: { id }, body: {} })).items.find((item) => item.remoteName === INVOICE)
          ?.documentId,
      { timeout: 60_000 },
    )
    .toBeTruthy();
  await row.getByRole('cell').nth(1).click();
  const open = page.getByRole('button', { name: `Ouvrir le document ${INVOICE}` });
  await open.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: INVOICE })).toBeVisible();
  await expect(dialog).toContainText(`remoteName : ${INVOICE}`);
  // No processed folder was given: the message stays, flagged, and is not read again.
  expect(await mailbox.messageFlags('INBOX')).toEqual([expect.arrayContaining(['\\Seen', '$Collected'])]);
});

test('the subscriptions needing attention each have their page, titled and under Collectors in the breadcrumb', async ({
  page,
}) => {
  await logInAsAdmin(page, '/collectors');
  const summary = page.getByRole('navigation', { name: 'Abonnements à surveiller' });
  const breadcrumb = page.getByRole('navigation', { name: 'Vous êtes ici' });
  for (const [label, path] of [
    ['Collecteurs non abonnés', 'not-subcribed'],
    ['Identifiants erronés', 'wrong-identifiers'],
    ['Erreurs de collecte', 'collect-error'],
  ] as const) {
    await summary.getByRole('link', { name: new RegExp(`^${label}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/collectors/${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
    await expect(breadcrumb).toHaveText(`Accueil/Collecteurs/${label}`);
    await expect(page.getByRole('table')).toBeVisible();
    await breadcrumb.getByRole('link', { name: 'Collecteurs' }).click();
    await expect(page).toHaveURL(/\/collectors$/);
  }
});
