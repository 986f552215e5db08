import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolation, logInAsAdmin } from './support';

/** The demo customer's root organisation, which the subscription collects for. */
const DEMO_ORGANISATION = 'Liasse Démo';

const choose = async (page: Page, combobox: Locator, option: string) => {
  await expect(async () => {
    await combobox.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
    await expect(combobox).toHaveValue(option, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
};

/** A select of react-admin's: opened, then one of its options. */
const select = async (page: Page, name: string, option: string) => {
  await page.getByRole('combobox', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

test('the admin subscribes an IMAP account from the catalogue, finds it listed, opens it and saves it again without retyping its password', async ({
  page,
}) => {
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
  await expect(page.getByRole('textbox', { name: "L'expéditeur contient" })).toBeVisible();
  await expect(page.getByText('dossier où déplacer les messages collectés ; vide : marqués comme lus')).toBeVisible();
  await expectNoAxeViolation(page, '/collectors/create');

  await choose(page, page.getByRole('combobox', { name: /^Organisation/ }), DEMO_ORGANISATION);
  await page.getByRole('textbox', { name: /^Nom/ }).fill(name);
  await select(page, 'Type de document', 'Facture');
  await select(page, 'Fréquence de collecte', 'Tous les jours');
  await page.getByRole('textbox', { name: /^Hôte/ }).fill('127.0.0.1');
  await page.getByRole('spinbutton', { name: /^Port/ }).fill('1993');
  await page.getByRole('textbox', { name: /^Identifiant/ }).fill('factures');
  await page.getByLabel(/^Mot de passe/).fill('Boite-Factures-1');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page.getByText('Abonnement enregistré')).toBeVisible();
  await expect(page).toHaveURL(/\/collectors$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(DEMO_ORGANISATION);
  await expect(row).toContainText('Facture');

  await row.getByRole('cell').nth(1).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Modifier l'abonnement ${name}`);
  await expect(page.getByRole('textbox', { name: /^Hôte/ })).toHaveValue('127.0.0.1');
  // The password is never sent back: left blank, the stored one stays.
  await expect(page.getByLabel(/^Mot de passe/)).toHaveValue('');
  await expect(page.getByText('laisser vide pour garder le mot de passe enregistré')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Journal' })).toBeVisible();
  await expectNoAxeViolation(page, '/collectors/{id}');

  await page.getByRole('textbox', { name: "L'objet contient" }).fill('Facture');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Abonnement enregistré')).toBeVisible();
  await expect(page).toHaveURL(/\/collectors$/);

  await row.getByRole('button', { name: `Collecter maintenant « ${name} »` }).click();
  await expect(page.getByText('Collecte demandée')).toBeVisible();
});

test('the subscriptions needing attention each have their page, titled and under Collectors in the breadcrumb', async ({
  page,
}) => {
  await logInAsAdmin(page);
  await page.goto('/collectors');
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
