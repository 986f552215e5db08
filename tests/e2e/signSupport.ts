import type { Page } from '@playwright/test';
import { signWorkflows } from '../../common/api/signWorkflows';
import { makePdf } from './gedSupport';
import { apiOf, rootOrganizationId, tokenOf } from './support';

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
  // The field `workflow` first, then the part `file0` its files name (application/pdf, named `${name}.pdf`).
  const body = new FormData();
  body.append('workflow', JSON.stringify(workflow));
  const pdf = await makePdf([`Avenant ${name}`]);
  body.append('file0', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `${name}.pdf`);
  const created = await (await apiOf(page)).ok(signWorkflows.upload, { body });
  return created.data.id;
};
