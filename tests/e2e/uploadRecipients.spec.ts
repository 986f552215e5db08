import { expect, test, type Page } from '@playwright/test';
import { documents } from '../../common/api/documents';
import { employees } from '../../common/api/employees';
import { makeDocument, makeEmployeeWithAccount, makePdf, organizationId } from './gedSupport';
import { apiOf, logIn, logInAsAdmin } from './support';

/** An employee of the demo's Paris organisation with this matricule, through the API. */
const makeParisEmployee = async (page: Page, firstName: string, lastName: string, registrationNumber: string) => {
  const created = await (
    await apiOf(page)
  ).ok(employees.create, {
    body: {
      firstName,
      lastName,
      registrationNumber,
      organizations: [{ orgId: await organizationId(page, 'Liasse Démo Paris') }],
    },
  });
  return created.data.id;
};

/** The employee each of these file names was filed to, as the signed-in user finds them. */
const filedTo = async (page: Page, search: string) => {
  const { docs } = await (await apiOf(page)).ok(documents.search, { body: { search, limit: 10 } });
  return Object.fromEntries(docs.map((doc) => [doc.fileName, doc.employeeId]));
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("one employee chosen for a batch never gets another's payslip: the file that names someone else waits for the user", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    await logInAsAdmin(page);
    const lea = await makeParisEmployee(page, 'Léa', `Petit${stamp}`, `LP${stamp}`);
    const chloe = await makeParisEmployee(page, 'Chloé', `Garnier${stamp}`, `CG${stamp}`);
    const leaFile = `paie-lea-${stamp}.pdf`;
    const chloeFile = `paie-chloe-${stamp}.pdf`;

    await page.goto('/ged');
    await page.getByRole('button', { name: 'Envoyer des documents' }).click();
    const dialog = page.getByRole('dialog', { name: 'Envoyer des documents' });
    await dialog.getByRole('combobox', { name: /^Organisation/ }).fill('Liasse Démo Paris');
    await page.getByRole('option', { name: 'Liasse Démo Paris', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Salarié (facultatif)' }).fill(`Petit${stamp}`);
    await page.getByRole('option', { name: `Petit${stamp} Léa` }).click();
    await dialog.getByTestId('ged-files').setInputFiles([
      {
        name: leaFile,
        mimeType: 'application/pdf',
        buffer: await makePdf([`Bulletin de paie - Matricule : LP${stamp}`]),
      },
      {
        name: chloeFile,
        mimeType: 'application/pdf',
        buffer: await makePdf([`Bulletin de paie - Matricule : CG${stamp}`]),
      },
    ]);

    await expect(dialog.getByText(`Ce document nomme Petit${stamp} Léa`, { exact: true })).toBeVisible();
    const warning = dialog.getByTestId('recipient-warning');
    await expect(warning).toHaveCount(1);
    await expect(warning).toContainText(`Ce document nomme Garnier${stamp} Chloé, pas Petit${stamp} Léa.`);
    await expect(
      page.getByRole('status').filter({ hasText: '1 document attend la vérification de son destinataire' }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Envoyer', exact: true })).toBeDisabled();

    await warning.getByRole('button', { name: `Déposer pour Garnier${stamp} Chloé` }).click();
    await expect(warning).toHaveCount(0);
    await expect(dialog.getByText(`Sera déposé pour Garnier${stamp} Chloé`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await expect(page.getByText('2 documents envoyés')).toBeVisible();
    await expect
      .poll(() => filedTo(page, String(stamp)))
      .toEqual({
        [leaFile]: lea,
        [chloeFile]: chloe,
      });
  });
});

test('a document filed to the wrong employee is moved to the right one, and leaves the wrong account at once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 800 });
  const surname = `Mauvais${Date.now()}`;
  const password = 'Mon-Coffre-2026!';
  await logInAsAdmin(page);
  const wrong = await makeEmployeeWithAccount(page, surname, password);
  const right = await makeParisEmployee(page, 'Chloé', `Bonne${surname}`, `R${surname}`);
  const file = `fiche-${surname}.pdf`;
  await makeDocument(page, { orgId: wrong.paris, docType: 'PAYE', employeeId: wrong.id }, file);

  const employee = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  await logIn(employee, wrong.login, password);
  await expect(employee.getByRole('row').filter({ hasText: file })).toHaveCount(1);

  await page.goto('/ged');
  await page.getByRole('textbox', { name: 'Rechercher', exact: true }).fill(file);
  await page.getByRole('row').filter({ hasText: file }).getByRole('cell').nth(1).click();
  const detail = page.getByRole('dialog', { name: `Document ${file}` });
  await detail.getByRole('button', { name: 'Changer de salarié' }).click();
  await detail.getByRole('combobox', { name: 'Nouveau salarié' }).fill(`Bonne${surname}`);
  await page.getByRole('option', { name: `Bonne${surname} Chloé` }).click();
  await detail.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`Document classé pour Bonne${surname} Chloé`)).toBeVisible();
  await expect(detail.getByText(/^Changement de salarié le .* par Camille Martin/)).toBeVisible();
  await expect(detail.getByText(`Bonne${surname} Chloé`).first()).toBeVisible();
  await expect.poll(() => filedTo(page, file)).toEqual({ [file]: right });

  await employee.reload();
  await expect(employee.getByRole('heading', { level: 1 })).toHaveText('Mes documents');
  await expect(employee.getByText(file)).toHaveCount(0);
  await employee.context().close();
});
