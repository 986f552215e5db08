import type { Insertable } from 'kysely';
import { campaigns as campaignCalls } from '../../../common/api/campaigns';
import type { TCampaign } from '../../../common/schemas/campaigns';
import type { Database } from '../../../server/db/database';
import type { CampaignTable, DispatchedDocTable } from '../../../server/db/schema';
import type { BlobStore } from '../../../server/storage/blobStore';
import { apiAs } from '../api';
import { campaignForm, type CampaignUpload } from '../campaigns';
import type { HttpServer } from '../testServer';

type Db = Database['db'];

/** A campaign created through `POST dispatch` by the session `token`, as the wizard does; throws on anything but 201. */
export const makeCampaign = async (
  server: HttpServer,
  token: string,
  dispatch: Record<string, unknown>,
  uploads: CampaignUpload[] = [],
): Promise<TCampaign> => {
  const body = campaignForm(dispatch, uploads);
  return (await apiAs(server, token).ok(campaignCalls.create, { body })).data;
};

let campaigns = 0;

/**
 * A campaign written straight into the database, in any status, with one file (a blob of the
 * test's, or none): for lists, access and actions without going through the creation.
 */
export const insertCampaign = async (
  db: Db,
  organization: { id: string; customer_id: string; siret: string | null },
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

let dispatchedDocs = 0;

/**
 * A dispatched document of a campaign made by `insertCampaign`, for an employee or a partnership;
 * the campaign counts it.
 */
export const insertDispatchedDoc = async (
  db: Db,
  campaign: { id: string; customer_id: string; fileId: string },
  fields: Partial<Omit<Insertable<DispatchedDocTable>, 'campaign_id' | 'customer_id' | 'file_id'>> = {},
) => {
  const number = ++dispatchedDocs;
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

// The split and dispatch jobs' tests build a campaign piece by piece: the row, its files, its documents.

let bareCampaigns = 0;

/**
 * A campaign row without files, as the wizard's call would leave it (the campaigns API is tested
 * on its own): detection on, SPLITTING, automatic distribution, unless told.
 */
export const insertBareCampaign = async (
  db: Db,
  organization: { id: string; customer_id: string },
  createdBy: string,
  fields: Partial<Omit<Insertable<CampaignTable>, 'id' | 'customer_id' | 'org_id' | 'created_by'>> = {},
) =>
  db
    .insertInto('campaigns')
    .values({
      customer_id: organization.customer_id,
      org_id: organization.id,
      created_by: createdBy,
      name: `Campagne ${++bareCampaigns}`,
      siret: '73282932000074',
      detection: true,
      doc_type: 'PAYE',
      distribution: 'AUTOMATIC',
      status: 'SPLITTING',
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** One of the campaign's source files, its bytes stored as a blob first (as the upload does). */
export const insertCampaignFile = async (
  db: Db,
  blobs: BlobStore,
  campaign: { id: string },
  bytes: Uint8Array,
  fields: { seq?: number; name?: string; docType?: 'PAYE' | 'WCNT' | 'CHIN' } = {},
) => {
  const key = await blobs.put(Buffer.from(bytes));
  return db
    .insertInto('campaign_files')
    .values({
      campaign_id: campaign.id,
      seq: fields.seq ?? 0,
      name: fields.name ?? 'bulletins.pdf',
      doc_type: fields.docType ?? 'PAYE',
      blob_key: key,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

/**
 * A document of the campaign ready to go (PENDING), as the split or a manual campaign leaves it:
 * from `file`, for an employee (`E:<id>`) or a partnership (`P:<id>`).
 */
export const insertPendingDoc = async (
  db: Db,
  campaign: { id: string; customer_id: string },
  file: { id: string },
  recipient: { employeeId: string } | { partnershipId: string },
  fields: Partial<Insertable<DispatchedDocTable>> = {},
) =>
  db
    .insertInto('dispatched_docs')
    .values({
      campaign_id: campaign.id,
      customer_id: campaign.customer_id,
      file_id: file.id,
      name: 'Bulletin de paie.pdf',
      ...('employeeId' in recipient
        ? { employee_id: recipient.employeeId, recipient_key: `E:${recipient.employeeId}` }
        : { partnership_id: recipient.partnershipId, recipient_key: `P:${recipient.partnershipId}` }),
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
