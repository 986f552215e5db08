import type { Insertable } from 'kysely';
import type { TCampaign } from '../../common/schemas/campaigns';
import type { Database } from '../../server/db/database';
import type { CampaignTable, DispatchedDocTable } from '../../server/db/schema';
import type { TestServer } from './testServer';

/** A file of the computer for a campaign: its name (as in `files`) and bytes. */
export type CampaignUpload = { name: string; bytes: Buffer };

/** The multipart body of `POST dispatch`: the field `dispatch`, then one part per file. */
export const campaignForm = (dispatch: Record<string, unknown>, uploads: CampaignUpload[] = []) => {
  const form = new FormData();
  form.append('dispatch', JSON.stringify(dispatch));
  for (const { name, bytes } of uploads)
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  return form;
};

export const postCampaign = (
  server: TestServer,
  token: string,
  dispatch: Record<string, unknown>,
  uploads: CampaignUpload[] = [],
) =>
  fetch(`${server.url}/api/desk/dispatch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: campaignForm(dispatch, uploads),
  });

/** Creates a campaign through `POST dispatch` and answers it; throws on anything but 201. */
export const createCampaign = async (
  server: TestServer,
  token: string,
  dispatch: Record<string, unknown>,
  uploads: CampaignUpload[] = [],
): Promise<TCampaign> => {
  const response = await postCampaign(server, token, dispatch, uploads);
  if (response.status !== 201) throw new Error(`createCampaign: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: TCampaign }).data;
};

type OrganizationRow = { id: string; customer_id: string; siret: string | null };

let campaigns = 0;

/**
 * A campaign written straight into the database, in any status, with one file (a blob of the
 * test's, or none): for lists, access and actions without going through the creation.
 */
export const insertCampaign = async (
  db: Database['db'],
  organization: OrganizationRow,
  createdBy: string,
  fields: Partial<Omit<Insertable<CampaignTable>, 'customer_id' | 'org_id' | 'created_by'>> & {
    blobKey?: string | null;
    pages?: number;
  } = {},
) => {
  const { blobKey = null, pages = 1, ...columns } = fields;
  const campaign = await db
    .insertInto('campaigns')
    .values({
      customer_id: organization.customer_id,
      org_id: organization.id,
      created_by: createdBy,
      name: `Campagne ${++campaigns}`,
      siret: organization.siret ?? '00000000000000',
      detection: false,
      distribution: 'AUTOMATIC',
      status: 'DISPATCHED',
      ...columns,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const file = await db
    .insertInto('campaign_files')
    .values({ campaign_id: campaign.id, seq: 0, name: 'source.pdf', doc_type: 'PAYE', blob_key: blobKey, pages })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...campaign, fileId: file.id };
};

let docs = 0;

/** A dispatched document of a campaign made by `insertCampaign`, for an employee or a partnership. */
export const insertDispatchedDoc = async (
  db: Database['db'],
  campaign: { id: string; customer_id: string; fileId: string },
  fields: Partial<Omit<Insertable<DispatchedDocTable>, 'campaign_id' | 'customer_id' | 'file_id'>> = {},
) => {
  const number = ++docs;
  const recipientKey = fields.employee_id
    ? `E:${fields.employee_id}`
    : fields.partnership_id
      ? `P:${fields.partnership_id}`
      : 'NONE';
  const doc = await db
    .insertInto('dispatched_docs')
    .values({
      campaign_id: campaign.id,
      customer_id: campaign.customer_id,
      file_id: campaign.fileId,
      page_from: number,
      page_to: number,
      name: `Document ${String(number).padStart(5, '0')}.pdf`,
      recipient_key: recipientKey,
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .updateTable('campaigns')
    .set((eb) => ({ documents_count: eb('documents_count', '+', 1) }))
    .where('id', '=', campaign.id)
    .execute();
  return doc;
};
