import { expect, type Page } from '@playwright/test';
import { bearer, makePdf } from './gedSupport';
import { rootOrganizationId, tokenOf } from './support';

// The signature books' test data, through the API as the signed-in user.

/** The signed-in user's id: their access token's subject. */
export const myUserId = async (page: Page) => {
  const payload = (await tokenOf(page)).split('.')[1]!;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
};

/** A book of the demo's root organisation with one uploaded payslip, out for signature by these users in order. */
export const makeSignWorkflow = async (page: Page, name: string, signatoryIds: string[]) => {
  const orgId = await rootOrganizationId(page);
  const workflow = {
    name,
    orgId,
    steps: signatoryIds.map((id) => ({ signatoryIds: [id] })),
    files: [{ name: 'file0', docTypeCode: 'PAYE' }],
  };
  const response = await page.request.post('/api/desk/sign-workflow/upload', {
    headers: await bearer(page),
    multipart: {
      workflow: JSON.stringify(workflow),
      file0: { name: `${name}.pdf`, mimeType: 'application/pdf', buffer: await makePdf([`Avenant ${name}`]) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
};
