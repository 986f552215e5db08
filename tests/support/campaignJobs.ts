import type { Insertable } from 'kysely';
import type { Database } from '../../server/db/database';
import type { CampaignTable, DispatchedDocTable } from '../../server/db/schema';
import type { BlobStore } from '../../server/storage/blobStore';

type Db = Database['db'];
type OrganizationRow = { id: string; customer_id: string };

let campaigns = 0;

/**
 * A campaign written straight into the database, as the wizard's call would leave it (the
 * campaigns API is tested on its own): detection on, SPLITTING, automatic distribution, unless told.
 */
export const insertCampaign = async (
  db: Db,
  organization: OrganizationRow,
  createdBy: string,
  fields: Partial<Omit<Insertable<CampaignTable>, 'id' | 'customer_id' | 'org_id' | 'created_by'>> = {},
) =>
  db
    .insertInto('campaigns')
    .values({
      customer_id: organization.customer_id,
      org_id: organization.id,
      created_by: createdBy,
      name: `Campagne ${++campaigns}`,
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
 * for an employee (`E:<id>`) or a partnership (`P:<id>`), its bytes stored as a blob unless `blobKey` is given.
 */
export const insertDispatchedDoc = async (
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
