import { expect, test } from '@playwright/test';
import { makeEmployeeWithAccount } from './gedSupport';
import { expectNoAxeViolation, logIn, logInAsAdmin, rootOrganizationId } from './support';

// The notice shows on every screen of the demo customer while it stands: this test withdraws it
// at once, and the other tests find nothing of it but a banner.

/** A day some months from now, as typed into a French date field (ddmmyyyy), and as shown. */
const inMonths = (months: number) => {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const shown = date.toLocaleDateString('fr-FR', { timeZone: 'UTC' });
  return { typed: shown.replaceAll('/', ''), shown };
};

test('the administrator announces the closure three months ahead; an employee sees it and reaches their documents; it is withdrawn', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await logInAsAdmin(page);
  const surname = `Fermeture${Date.now().toString(36)}`;
  const { login } = await makeEmployeeWithAccount(page, surname, 'Fermeture-Compte-1');
  await page.goto(`/organizations/${await rootOrganizationId(page)}/show/retention`);
  const section = page.getByRole('region', { name: 'Fermeture du service' });
  await expect(section).toContainText('Aucune fermeture n’est annoncée.');
  await expectNoAxeViolation(page, 'the closure notice section');

  const day = section.getByRole('group', { name: 'Dernier jour du service' });
  const typeDay = async (typed: string) => {
    await day.getByRole('spinbutton', { name: 'Jour' }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(typed);
  };
  await typeDay(inMonths(2).typed);
  await section.getByRole('button', { name: 'Annoncer la fermeture' }).click();
  await expect(section.getByText('Au moins trois mois après aujourd’hui')).toHaveCSS(
    'color',
    /^rgb\((1[5-9]\d|2\d\d), /,
  );
  await expect(page.locator('.MuiAlert-root').filter({ hasText: 'Le service fermera' })).toHaveCount(0);

  const closes = inMonths(4);
  await typeDay(closes.typed);
  try {
    await section.getByRole('button', { name: 'Annoncer la fermeture' }).click();
    await expect(
      page.getByText('Fermeture annoncée : chaque titulaire de compte en est informé par courriel'),
    ).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: `Le service fermera le ${closes.shown}.` });
    await expect(banner).toBeVisible();
    await expect(section).toContainText('Annoncée le');

    const employee = await (
      await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } })
    ).newPage();
    await logIn(employee, login, 'Fermeture-Compte-1');
    const theirs = employee.getByRole('status').filter({ hasText: `Le service fermera le ${closes.shown}.` });
    await expect(theirs).toBeVisible();
    await expectNoAxeViolation(employee, 'the closure banner on a phone');
    expect(await employee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await theirs.getByRole('link', { name: 'Télécharger tous mes documents' }).click();
    await expect(employee).toHaveURL(/\/my-documents$/);
    await expect(employee.getByRole('heading', { level: 1 })).toHaveText('Mes documents');
    await employee.context().close();
  } finally {
    await page.goto(`/organizations/${await rootOrganizationId(page)}/show/retention`);
    await section.getByRole('button', { name: 'Retirer l’annonce' }).click();
  }
  await expect(page.getByText('Annonce retirée')).toBeVisible();
  await expect(section).toContainText('Aucune fermeture n’est annoncée.');
});
