import { expect, test } from '@playwright/test';
import { organizations } from '../../common/api/organizations';
import { pathOf } from '../support/api';
import { makeSiret } from '../support/siret';
import { logInAsAdmin, makeOrganization } from './support';

test('a save pressed while a lookup is still loading goes out: a background request never covers the page', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const name = `Atelier ${Date.now().toString(36)}`;
  const id = await makeOrganization(page, name, makeSiret('6'));

  // The parent picker's lookup stays in flight until the save has gone out.
  let releaseLookup!: () => void;
  const lookupHeld = new Promise<void>((resolve) => (releaseLookup = resolve));
  // The lookup whatever the organisation moved: `**` as its id (encodeURIComponent keeps `*`).
  const lookupPattern = `**${pathOf(organizations.searchOutsideSubtree, { params: { orgID: '**' } })}`;
  await page.route(lookupPattern, async (route) => {
    await lookupHeld;
    await route.continue();
  });
  const lookup = page.waitForRequest(lookupPattern);
  await page.goto(`/organizations/${id}`);
  await lookup;
  await page.getByLabel('Nom *').fill(`${name} bis`);
  // The page says it is still loading (where a full-page backdrop used to open)…
  await expect(page.getByRole('progressbar', { name: 'Chargement…' })).toBeVisible();

  // …yet nothing lies over the Save button, and pressing it sends the save.
  const save = page.getByRole('button', { name: 'Enregistrer' });
  const box = (await save.boundingBox())!;
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe('Enregistrer');
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith(pathOf(organizations.update, { params: { id } })),
  );
  await save.click();
  await saved;

  releaseLookup();
  await expect(page).toHaveURL(/\/show$/);
  await expect(page.getByText(`${name} bis`).first()).toBeVisible();
});
