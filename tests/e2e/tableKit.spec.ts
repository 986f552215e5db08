import { expect, test, type Page } from '@playwright/test';
import { account } from '../../common/api/account';
import { organizations } from '../../common/api/organizations';
import { pathOf } from '../support/api';
import { makeSiret as makeAnySiret } from '../support/siret';
import { apiFor, DEMO_PASSWORD, logInAsAdmin } from './support';

const makeSiret = () => makeAnySiret('7');

// The list shows every organisation the admin sees; the tests narrow it with the quick search.
const PREFIX = `Kit ${Date.now().toString(36)}`;
const COUNT = 23;
const nameOf = (index: number) => `${PREFIX} ${String(index).padStart(2, '0')}`;
/** The one organisation without a city, for the cards' 'Non renseigné'. */
const NO_CITY = nameOf(3);

/** The administrator's API client, signed in through the login call (the hook has no page). */
const asAdmin = async () => {
  const login = await apiFor()(account.login, { body: { login: 'admin', password: DEMO_PASSWORD } });
  expect(login.status >= 200 && login.status < 300).toBe(true);
  return apiFor(login.headers.get('set-authorization') ?? undefined);
};

test.beforeAll(async () => {
  const api = await asAdmin();
  const roots = await api.ok(organizations.search, { body: { search: 'Liasse Démo', limit: 100 } });
  const parentId = roots.organizations.find((org) => org.name === 'Liasse Démo')!.id;
  for (let index = 1; index <= COUNT; index++) {
    const name = nameOf(index);
    const address = name === NO_CITY ? {} : { city: `Ville ${index}`, zipCode: '69001' };
    const created = await api(organizations.create, {
      body: { name, siret: makeSiret(), parentId, address },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  const found = await api.ok(organizations.search, { body: { search: PREFIX, limit: 100 } });
  expect(found.organizations.map((org) => org.name).sort()).toEqual(
    Array.from({ length: COUNT }, (_, i) => nameOf(i + 1)),
  );
  expect(found.count).toBe(COUNT);
});

const openList = async (page: Page) => {
  await logInAsAdmin(page);
  await page.goto(`/organizations?filter=${encodeURIComponent(JSON.stringify({ q: PREFIX }))}`);
  await expect(page.getByRole('cell', { name: nameOf(1), exact: true })).toBeVisible();
};

const rowOf = (page: Page, index: number) => page.getByRole('row').filter({ hasText: nameOf(index) });
const checkboxOf = (page: Page, index: number) => rowOf(page, index).getByRole('checkbox');
const header = (page: Page, name: string) => page.getByRole('columnheader', { name, exact: true });

test('clicking one row and shift-clicking another selects every row between them', async ({ page }) => {
  await openList(page);
  await checkboxOf(page, 2).click();
  await checkboxOf(page, 6).click({ modifiers: ['Shift'] });
  for (const index of [2, 3, 4, 5, 6]) await expect(checkboxOf(page, index)).toBeChecked();
  for (const index of [1, 7]) await expect(checkboxOf(page, index)).not.toBeChecked();

  await page.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de cette page' }).click();
  for (const index of [1, 7, 20]) await expect(checkboxOf(page, index)).toBeChecked();
  await page.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de cette page' }).click();
  await expect(checkboxOf(page, 4)).not.toBeChecked();
});

test('a hidden column loses its header and cells, comes back 100px wide, and the choice survives a reload', async ({
  page,
}) => {
  await openList(page);
  await expect(header(page, 'Ville')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ville 1', exact: true })).toBeVisible();

  // Widen the column first, so that showing it again visibly resets it.
  const grip = page.getByRole('separator', { name: 'Redimensionner la colonne Ville' });
  const box = (await grip.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await header(page, 'Ville').boundingBox())?.width).toBeGreaterThan(200);

  await page.getByRole('button', { name: 'Colonnes' }).click();
  const chooser = page.getByRole('dialog', { name: 'Colonnes à afficher' });
  await chooser.getByRole('checkbox', { name: 'Ville' }).uncheck();
  await expect(header(page, 'Ville')).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Ville 1', exact: true })).toHaveCount(0);

  await chooser.getByRole('checkbox', { name: 'Ville' }).check();
  await chooser.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('cell', { name: 'Ville 1', exact: true })).toBeVisible();
  await expect.poll(async () => (await header(page, 'Ville').boundingBox())?.width).toBe(100);

  await page.getByRole('button', { name: 'Colonnes' }).click();
  await chooser.getByRole('checkbox', { name: 'SIRET' }).uncheck();
  await chooser.getByRole('button', { name: 'Fermer' }).click();
  await page.reload();
  await expect(page.getByRole('cell', { name: nameOf(1), exact: true })).toBeVisible();
  await expect(header(page, 'SIRET')).toHaveCount(0);
  await expect.poll(async () => (await header(page, 'Ville').boundingBox())?.width).toBe(100);
});

test('the column search filters on a creation date range and the other columns, Enter applying them', async ({
  page,
}) => {
  await openList(page);
  const dayFirst = (date: Date) => date.toISOString().slice(0, 10).split('-').reverse().join('');
  const today = dayFirst(new Date());
  const tomorrow = dayFirst(new Date(Date.now() + 86_400_000));
  await page.getByRole('button', { name: 'Rechercher par colonne' }).click();

  const from = page.getByRole('group', { name: 'Créée le : du' });
  const to = page.getByRole('group', { name: 'Créée le : au' });
  // A day is typed day first into the field's sections; an empty text clears them.
  const typeDay = async (field: typeof from, digits: string) => {
    await field.getByRole('spinbutton', { name: 'Jour' }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    if (digits) await page.keyboard.type(digits);
  };
  await typeDay(from, today);
  await typeDay(to, today);
  await page.keyboard.press('Enter');
  await expect(page.getByText('23 résultats')).toBeVisible();
  await expect(page.getByRole('cell', { name: nameOf(1), exact: true })).toBeVisible();

  await typeDay(to, '');
  await typeDay(from, tomorrow);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Aucun résultat')).toBeVisible();
  await expect(page.getByRole('cell', { name: nameOf(1), exact: true })).toHaveCount(0);

  await typeDay(from, '');
  await typeDay(to, today);
  await page.getByRole('textbox', { name: 'Rechercher par Ville' }).fill('Ville 12');
  await page.keyboard.press('Enter');
  await expect(page.getByText('1 résultat', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: nameOf(12), exact: true })).toBeVisible();
  // The quick search stayed: the city search alone would not narrow to this test's organisations.
  await expect(page.getByRole('textbox', { name: 'Rechercher', exact: true })).toHaveValue(PREFIX);

  // A select applies as soon as it changes; these organisations are all children.
  const kind = page.getByRole('combobox', { name: 'Rechercher par Type' });
  await expect(kind.locator('option').first()).toHaveText('Sélectionnez un filtre');
  await kind.selectOption('root');
  await expect(page.getByText('Aucun résultat')).toBeVisible();
  await kind.selectOption('child');
  await expect(page.getByRole('cell', { name: nameOf(12), exact: true })).toBeVisible();
});

test('the card view shows each column, "Non renseigné" for an empty city, and turns over to the actions', async ({
  page,
}) => {
  await openList(page);
  await page.getByRole('button', { name: 'Cartes' }).click();
  const card = page.getByRole('article', { name: NO_CITY });
  await expect(card.getByText('Nom', { exact: true })).toBeVisible();
  await expect(card.getByText(NO_CITY, { exact: true })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: 'Non renseigné' })).toHaveCount(2);
  await expect(page.getByRole('article', { name: nameOf(4) }).getByText('Ville 4')).toBeVisible();

  await card.getByRole('button', { name: 'Retourner la carte' }).click();
  await expect(card.getByRole('heading', { name: 'Détails' })).toBeVisible();
  await expect(card.getByText('Sous-organisation').or(card.getByText('Liasse Démo', { exact: true }))).toBeVisible();
  await expect(card.getByRole('link', { name: 'Afficher' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Éditer' })).toBeVisible();
  await card.getByRole('button', { name: 'Revenir au recto' }).click();
  await expect(card.getByRole('link', { name: 'Afficher' })).toHaveCount(0);
  await expect(card.getByText(NO_CITY, { exact: true })).toBeVisible();

  // The view is kept, and clicking the current view changes nothing.
  await page.reload();
  await expect(page.getByRole('article', { name: NO_CITY })).toBeVisible();
  await page.getByRole('button', { name: 'Cartes' }).click();
  await expect(page.getByRole('article', { name: NO_CITY })).toBeVisible();
  await page.getByRole('button', { name: 'Liste' }).click();
  await expect(page.getByRole('cell', { name: NO_CITY, exact: true })).toBeVisible();
});

test('ten a page, the last page is page 3 of 3 with next and last disabled', async ({ page }) => {
  await openList(page);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText('23 résultats')).toBeVisible();
  await expect(pages.getByText('Page 1 sur 2')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Première page' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: 'Page précédente' })).toBeDisabled();

  await pages.getByLabel('Par page').selectOption('10');
  await expect(pages.getByText('Page 1 sur 3')).toBeVisible();
  await pages.getByRole('button', { name: 'Dernière page' }).click();
  await expect(pages.getByText('Page 3 sur 3')).toBeVisible();
  await expect(page.getByRole('cell', { name: nameOf(23), exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: nameOf(20), exact: true })).toHaveCount(0);
  await expect(pages.getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: 'Dernière page' })).toBeDisabled();
  await expect(pages.getByRole('button', { name: 'Première page' })).toBeEnabled();

  await pages.getByRole('button', { name: 'Page précédente' }).click();
  await expect(pages.getByText('Page 2 sur 3')).toBeVisible();
  await expect(page.getByRole('cell', { name: nameOf(11), exact: true })).toBeVisible();
});

test('a list that fails to load shows no rows, on one page', async ({ page }) => {
  await openList(page);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByLabel('Par page').selectOption('10');
  await pages.getByRole('button', { name: 'Page suivante' }).click();
  await expect(pages.getByText('Page 2 sur 3')).toBeVisible();

  await page.route(`**${pathOf(organizations.search)}`, (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL_ERROR', message: 'down' } } }),
  );
  await page.getByRole('button', { name: 'Trier par Ville' }).click();
  await expect(page.getByRole('cell', { name: 'Aucun résultat' })).toBeVisible();
  await expect(pages.getByText('Page 1 sur 1')).toBeVisible();
  await expect(pages.getByText('0 résultat', { exact: true })).toBeVisible();
});
