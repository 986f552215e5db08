import { expect, type Locator, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { SMTP_PEER_HTTP_URL } from '../../playwright.config';
import { tokenOf } from './support';

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
  const found = await page.request.post('/api/desk/organizations', {
    headers: await bearer(page),
    data: { search: name },
  });
  const { organizations } = (await found.json()) as { organizations: { id: string; name: string }[] };
  return organizations.find((org) => org.name === name)!.id;
};

/** An image that really drew (a blocked or broken one is visible too, 0 pixels wide inside). */
export const expectDrawn = async (image: Locator) => {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
};

/** The file names `POST docs` finds for this search, as the signed-in user. */
export const foundNames = async (page: Page, search: string) => {
  const response = await page.request.post('/api/desk/docs', {
    headers: await bearer(page),
    data: { search, limit: 100 },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { docs: { fileName: string }[] }).docs.map((doc) => doc.fileName);
};

/** The messages the SMTP peer received for this address. */
export const mailbox = async (to: string) =>
  (await (await fetch(`${SMTP_PEER_HTTP_URL}/messages?to=${encodeURIComponent(to)}`)).json()) as string[];

/**
 * An employee of the demo's Paris organisation with a finalised personal account of this run
 * (through the API: the letter's emailed code, then the finalisation); answers their id and login.
 */
export const makeEmployeeWithAccount = async (page: Page, surname: string, password: string) => {
  const headers = await bearer(page);
  const email = `${surname.toLowerCase()}@demo.liasse.example`;
  const paris = await organizationId(page, 'Liasse Démo Paris');
  const created = await page.request.post('/api/desk/employee', {
    headers,
    data: { firstName: 'Inès', lastName: surname, email, organizations: [{ orgId: paris }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const letters = await page.request.post('/api/desk/employees/activation-letters', { headers, data: { ids: [id] } });
  expect(letters.status()).toBe(200);
  await expect.poll(async () => (await mailbox(email)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const mail = (await mailbox(email)).at(-1)!;
  const code = /activation code\s: ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(mail)![1];
  const login = /Identifiant \/ login\s: (\S+)/.exec(mail)![1];
  const activated = await page.request.post('/api/user-directory/account/activate', { data: { login, code } });
  expect(activated.status(), await activated.text()).toBe(200);
  const finalized = await page.request.post('/api/user-directory/user/current/finalize', {
    headers: { authorization: `Bearer ${activated.headers()['set-authorization']}` },
    data: { password, confirmation: password, acceptTerms: true },
  });
  expect(finalized.status(), await finalized.text()).toBe(200);
  return { id, login, paris };
};

/** Deposits a PDF through the API, as the signed-in user (by default, one page saying its name). */
export const makeDocument = async (page: Page, document: Record<string, unknown>, name: string, file?: Buffer) => {
  const response = await page.request.post('/api/desk/doc/upload', {
    headers: await bearer(page),
    multipart: {
      document: JSON.stringify(document),
      file: { name, mimeType: 'application/pdf', buffer: file ?? (await makePdf([name])) },
    },
  });
  expect([200, 201], await response.text()).toContain(response.status());
};
