import { expect, type Locator, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { account } from '../../common/api/account';
import { documentFiles, documents } from '../../common/api/documents';
import { employeeAccounts, employees } from '../../common/api/employees';
import { organizations } from '../../common/api/organizations';
import { uploadForm } from '../support/documentFiles';
import { lastMail } from './mail';
import { apiFor, apiOf, tokenOf } from './support';

// The document safe's test data, through the API as the signed-in user.

/** A PDF of these pages, each with its line of text (Helvetica: accents as WinAnsi). */
export const makePdf = async (pages: string[]) => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) pdf.addPage([595, 842]).drawText(text, { x: 60, y: 760, size: 18, font });
  return Buffer.from(await pdf.save());
};

export const bearer = async (page: Page) => ({ authorization: `Bearer ${await tokenOf(page)}` });

export const organizationId = async (page: Page, name: string) => {
  const { organizations: found } = await (await apiOf(page)).ok(organizations.search, { body: { search: name } });
  return found.find((org) => org.name === name)!.id;
};

/** An image that really drew (a blocked or broken one is visible too, 0 pixels wide inside). */
export const expectDrawn = async (image: Locator) => {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
};

/** The file names `POST docs` finds for this search, as the signed-in user. */
export const foundNames = async (page: Page, search: string) => {
  const { docs } = await (await apiOf(page)).ok(documents.search, { body: { search, limit: 100 } });
  return docs.map((doc) => doc.fileName);
};

/**
 * An employee of the demo's Paris organisation with a finalised personal account of this run
 * (through the API: the letter's emailed code, then the finalisation); answers their id and login.
 */
export const makeEmployeeWithAccount = async (page: Page, surname: string, password: string) => {
  const api = await apiOf(page);
  const email = `${surname.toLowerCase()}@demo.liasse.example`;
  const paris = await organizationId(page, 'Liasse Démo Paris');
  const created = await api.ok(employees.create, {
    body: { firstName: 'Inès', lastName: surname, email, organizations: [{ orgId: paris }] },
  });
  const { id } = created.data;
  await api.ok(employeeAccounts.activationLetters, { body: { ids: [id] } });
  const mail = await lastMail(email);
  const code = /activation code\s: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail)![1];
  const login = /Identifiant \/ login\s: (\S+)/.exec(mail)![1];
  const activated = await apiFor()(account.activate, { body: { login, code } });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  await apiFor(activated.headers.get('set-authorization') ?? undefined).ok(account.finalize, {
    body: { password, confirmation: password, acceptTerms: true },
  });
  return { id, login, paris };
};

/** Deposits a PDF through the API, as the signed-in user (by default, one page saying its name). */
export const makeDocument = async (page: Page, document: Record<string, unknown>, name: string, file?: Buffer) => {
  // The fields `document` then `file` (application/pdf, named `name`), as the route reads them.
  const body = uploadForm(document, file ?? (await makePdf([name])), name);
  await (await apiOf(page)).ok(documentFiles.upload, { body });
};
