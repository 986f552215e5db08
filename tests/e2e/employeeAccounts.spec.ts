import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { employees } from '../../common/api/employees';
import { organizations } from '../../common/api/organizations';
import { standardFontStrings } from '../support/pdfText';
import { axeViolations } from './axe';
import { lastMail } from './mail';
import { apiOf, logIn, logInAsAdmin } from './support';

const CODE = /activation code\s: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/;
const LOGIN = /Identifiant \/ login\s: (\S+)/;

/** Two employees of the demo's Paris organisation, one with an email, under a surname of this run. */
const makeEmployees = async (page: Page, surname: string, email: string) => {
  const api = await apiOf(page);
  const { organizations: found } = await api.ok(organizations.search, { body: { search: 'Liasse Démo Paris' } });
  const paris = found.find((org) => org.name === 'Liasse Démo Paris')!.id;
  for (const [firstName, mail] of [
    ['Élodie', email],
    ['Noël', null],
  ] as const) {
    await api.ok(employees.create, {
      body: {
        firstName,
        lastName: surname,
        email: mail,
        address: '8 rue des Écoles',
        zipCode: '75005',
        city: 'Paris',
        organizations: [{ orgId: paris }],
      },
    });
  }
};

test('HR prints the activation letters of selected employees; one activates with the emailed code and lands on their documents', async ({
  page,
  browser,
}) => {
  const surname = `Activation${Date.now()}`;
  const email = `${surname.toLowerCase()}@demo.liasse.example`;
  await logInAsAdmin(page);
  await makeEmployees(page, surname, email);

  await page.goto('/employees');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(surname);
  await expect(page.getByRole('cell', { name: 'Élodie', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Noël', exact: true })).toBeVisible();
  const letters = page.getByRole('button', { name: "Lettres d'activation" });
  await expect(letters).toHaveCount(0);
  // The search applies after a pause: until then the list still shows the demo's employee too.
  const rows = page.getByRole('checkbox', { name: 'Sélectionner cette ligne' });
  await expect(rows).toHaveCount(2);
  await rows.nth(0).check();
  await rows.nth(1).check();
  const download = page.waitForEvent('download');
  await letters.click();
  const pdf = new Uint8Array(await readFile((await (await download).path())!));
  expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  const codes = (await standardFontStrings(pdf)).flat();
  expect(codes).toHaveLength(2);
  await expect(page.getByText("2 lettres d'activation téléchargées", { exact: false })).toBeVisible();

  // The employee with an email receives the same code as their letter, with their login.
  const mail = await lastMail(email);
  const code = CODE.exec(mail)![1];
  const login = LOGIN.exec(mail)![1];
  expect(codes).toContain(code);

  const employee = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await employee.goto('/login');
  await employee.getByRole('link', { name: "J'ai reçu un code d'activation" }).click();
  await expect(employee).toHaveTitle('Activer mon compte · Liasse');
  await expect(employee.getByRole('heading', { level: 1 })).toHaveText('Activer mon compte');
  await employee.getByLabel('Identifiant').fill(login);
  await employee.getByLabel("Code d'activation").fill('ZZZZ-ZZZZ-ZZZZ');
  await employee.getByRole('button', { name: 'Activer' }).click();
  await expect(employee.getByText("Cet identifiant et ce code d'activation ne correspondent pas")).toBeVisible();
  await employee.getByLabel("Code d'activation").fill(code.toLowerCase());
  await employee.getByRole('button', { name: 'Activer' }).click();

  await expect(employee).toHaveURL(/\/your-files$/);
  await employee.getByRole('textbox', { name: 'Votre mot de passe', exact: true }).fill('Mes-Fiches-2026!');
  await employee.getByLabel('Confirmez votre mot de passe').fill('Mes-Fiches-2026!');
  await employee.getByLabel("J'accepte les conditions d'utilisation").check();
  await employee.getByRole('button', { name: 'Finaliser mon compte' }).click();
  await expect(employee).toHaveURL(/\/my-documents$/);
  await expect(employee.getByRole('heading', { level: 1 })).toHaveText('Mes documents');
  await expect(employee.getByText("Vous n'avez encore aucun document.")).toBeVisible();
  await expect(employee.getByRole('menuitem')).toHaveText(["Retour à l'accueil", 'Mes documents', 'Mon profil']);

  // From then on they sign in with their password, and land on their documents again.
  await employee.context().clearCookies();
  await employee.evaluate(() => localStorage.clear());
  await logIn(employee, login, 'Mes-Fiches-2026!');
  await expect(employee).toHaveURL(/\/my-documents$/);
  // Their account shows finalised on the employees list.
  await page.reload();
  await expect(page.getByRole('row', { name: /Élodie/ }).getByText('Finalisé', { exact: false })).toBeVisible();
});

test('the activation page speaks the browser’s language and names itself in the tab', async ({ browser }) => {
  const page = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  await page.goto('/activate');
  await expect(page).toHaveTitle('Mein Konto aktivieren · Liasse');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Konto aktivieren');
  await expect(page.getByLabel('Aktivierungscode')).toBeVisible();
  const violations = await axeViolations(page);
  expect(violations.filter((violation) => ['critical', 'serious'].includes(violation.impact))).toEqual([]);
});
