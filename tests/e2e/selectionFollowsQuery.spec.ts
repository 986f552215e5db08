import { expect, test, type Page } from '@playwright/test';
import { employees } from '../../common/api/employees';
import { organizationId } from './gedSupport';
import { apiOf, expectNoAxeViolation, logInAsAdmin } from './support';

/*
 * A selection is made on the rows in sight: another search, filter or page shows other rows, and
 * the selection goes with the rows it was made on, so that a bulk action never acts on rows the
 * user no longer sees. Cards (the grid view) are selected as rows are.
 */

const COUNT = 7;

/** Employees of this run, each with a matricule of its own; answers their common surname and matricules. */
const makeEmployees = async (page: Page) => {
  const surname = `Selection${Date.now().toString(36)}`;
  const api = await apiOf(page);
  const paris = await organizationId(page, 'Liasse Démo Paris');
  const matricules: string[] = [];
  for (let index = 1; index <= COUNT; index++) {
    const registrationNumber = `${surname.slice(-6).toUpperCase()}M${index}`;
    await api.ok(employees.create, {
      body: {
        firstName: `Prénom ${index}`,
        lastName: surname,
        registrationNumber,
        organizations: [{ orgId: paris }],
      },
    });
    matricules.push(registrationNumber);
  }
  return { surname, matricules };
};

const search = (page: Page) => page.getByRole('textbox', { name: 'Rechercher', exact: true });
const bulkActions = (page: Page) => page.getByRole('toolbar', { name: /sélectionné/ });

test('five shift-selected employees are unselected when a matricule search shows other rows: no count, no bulk action; a row still in sight stays selected', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const { surname, matricules } = await makeEmployees(page);
  await page.goto('/employees');
  await search(page).fill(surname);
  const rows = page.getByRole('checkbox', { name: 'Sélectionner cette ligne' });
  await expect(rows).toHaveCount(COUNT);
  await expect(bulkActions(page)).toHaveCount(0);
  // In matricule order, the five first rows are M1 to M5, and M7 is not among them.
  await page.getByRole('button', { name: 'Trier par Matricule' }).click();
  await expect(page.getByRole('row').filter({ has: rows }).first()).toContainText(matricules[0]);

  await rows.nth(0).click();
  await rows.nth(4).click({ modifiers: ['Shift'] });
  await expect(page.getByText('5 sélectionnés')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Désactiver' })).toBeEnabled();

  await search(page).fill(matricules[COUNT - 1]);
  await expect(page.getByRole('cell', { name: matricules[COUNT - 1], exact: true })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByText('5 sélectionnés')).toHaveCount(0);
  await expect(bulkActions(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Désactiver' })).toHaveCount(0);
  await expect(rows.first()).not.toBeChecked();

  // A row still in sight stays selected (the same rows sorted otherwise); hidden by a search, it goes.
  await search(page).fill(surname);
  await expect(rows).toHaveCount(COUNT);
  await page.getByRole('row').filter({ hasText: matricules[0] }).getByRole('checkbox').click();
  await expect(page.getByText('1 sélectionné', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Trier par Prénom' }).click();
  await expect(page.getByText('1 sélectionné', { exact: true })).toBeVisible();
  await search(page).fill(matricules[COUNT - 1]);
  await expect(rows).toHaveCount(1);
  await expect(bulkActions(page)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a card is selected with its checkbox, a shift-click selects a range of cards, and the bulk actions act on them', async ({
    page,
  }) => {
    await logInAsAdmin(page);
    const { surname } = await makeEmployees(page);
    await page.goto('/employees');
    await search(page).fill(surname);
    await expect(page.getByRole('checkbox', { name: 'Sélectionner cette ligne' })).toHaveCount(COUNT);
    await page.getByRole('button', { name: 'Cartes' }).click();
    const cards = page.getByRole('checkbox', { name: 'Sélectionner cette carte' });
    await expect(cards).toHaveCount(COUNT);

    await cards.nth(0).click();
    await expect(page.getByText('1 sélectionné', { exact: true })).toBeVisible();
    await cards.nth(2).click({ modifiers: ['Shift'] });
    await expect(page.getByText('3 sélectionnés')).toBeVisible();
    for (const index of [0, 1, 2]) await expect(cards.nth(index)).toBeChecked();
    await expect(cards.nth(3)).not.toBeChecked();
    // react-admin's top bar, with the page's title, slides away while a phone page is scrolled down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoAxeViolation(page, '/employees as cards, three selected');

    await page.getByRole('button', { name: 'Désactiver' }).click();
    await expect(page.getByText('3 salariés modifiés')).toBeVisible();
    await expect(cards).toHaveCount(COUNT - 3);
    await expect(bulkActions(page)).toHaveCount(0);
  });
});
