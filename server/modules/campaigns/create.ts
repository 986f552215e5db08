import type { Kysely } from 'kysely';
import type { DocType } from '../../../common/docTypes';
import { ZCampaignCreate, type TCampaign, type TCampaignCreate } from '../../../common/schemas/campaigns';
import { documentReaderOf, visibleDocumentIds } from '../../access/documentAccess';
import type { Access } from '../../access/requestAccess';
import { visibleOrganizations } from '../../access/visibility';
import { queueCampaignDispatch, queueCampaignSplit } from './queues';
import { moveCampaign } from './transitions';
import type { AppContext } from '../../context';
import { storedFileName } from '../../db/controlCharacters';
import type { DB } from '../../db/schema';
import { AppError, notFound } from '../../http/errors';
import { parseWithSchema } from '../../http/multipartUpload';
import { putBackIfSwept } from '../../storage/sweptBlobs';
import { readVerifiedBytes } from '../../storage/verifiedBlob';
import { checkSignatureCode, consumeRecoveryCode } from '../signWorkflows/codeTries';
import { hasChorusConnection, readCampaignInvoices, writeCampaignInvoices } from '../chorus/campaignInvoices';
import { expandToDispatchedDocs, recipientRows, recipientsVisible } from './recipients';
import { campaignDetail } from './service';

export const invalidCampaign = (fields: Record<string, string>, message = 'This campaign cannot be created') =>
  new AppError(400, 'VALIDATION_ERROR', message, fields);

/** The request as JSON, checked with its schema (field codes as the other calls give them). */
export const parseCampaign = (json: unknown): TCampaignCreate =>
  parseWithSchema(ZCampaignCreate, json, 'dispatch', invalidCampaign);

/** The rules the request alone decides (spec section 5). */
const requestErrors = (input: TCampaignCreate): Record<string, string> => {
  const fields: Record<string, string> = {};
  if (input.files.length === 0 && input.docIds.length === 0) fields.files = 'required';
  const named = [input.employeeIds, input.groupIds, input.orgIds, input.partnershipGroupIds].some((ids) => ids.length);
  if (input.chorus) {
    // The recipients are each invoice's public buyer.
    if (named) fields.recipients = 'not_with_chorus';
    if (input.detection) fields.detection = 'not_with_chorus';
    if (input.noDistribution) fields.noDistribution = 'not_with_chorus';
    input.files.forEach((file, index) => {
      if (file.docType !== 'FACT') fields[`files.${index}.docType`] = 'not_invoice';
    });
    return fields;
  }
  if (input.detection && named) fields.recipients = 'not_with_detection';
  if (!input.detection && !named) fields.recipients = 'required';
  if (input.detection && !input.docTypeCode) fields.docTypeCode = 'required';
  return fields;
};

export type CheckedCampaign = TCampaignCreate & {
  distribution: 'AUTOMATIC' | 'WITH_VALIDATION';
  /** Confirmed with the emitter's signature code (its organisation asks it): with a recovery code to use up, if one was given. */
  signature: { recoveryId: string | null } | null;
  /** The documents of the safe, in the order of docIds. */
  documents: { id: string; file_name: string; doc_type: string; blob_key: string; pages: number }[];
};

/**
 * Everything but the files' bytes, checked before a byte of them is read: the emitting
 * organisation (404 unless visible), its SIRET and document types, the recipients and the
 * documents of the safe, each one the caller sees (else 400 naming the field).
 */
export const checkCampaign = async (
  ctx: AppContext,
  caller: Access,
  input: TCampaignCreate,
): Promise<CheckedCampaign> => {
  const { db } = ctx.database;
  const fields = requestErrors(input);
  if (Object.keys(fields).length) throw invalidCampaign(fields);
  const organization = await visibleOrganizations(db, caller)
    .select([
      'organizations.siret',
      'organizations.doc_types',
      'organizations.distribution',
      'organizations.dispatch_signature',
    ])
    .where('organizations.id', '=', input.orgId)
    .executeTakeFirst();
  if (!organization) throw notFound('Organization');
  if (organization.siret !== input.siret) fields.siret = 'not_the_organization';
  // A Chorus campaign's invoices go to Chorus Pro, whatever types the organisation files itself.
  if (input.chorus && !(await hasChorusConnection(ctx, input.orgId))) fields.orgId = 'chorus_not_configured';
  input.files.forEach((file, index) => {
    if (!input.chorus && !organization.doc_types.includes(file.docType))
      fields[`files.${index}.docType`] = 'not_configured';
  });
  if (input.docTypeCode && !organization.doc_types.includes(input.docTypeCode)) fields.docTypeCode = 'not_configured';
  if (!(await recipientsVisible(db, caller, input))) fields.recipients = 'not_found';
  const documents = await readableDocuments(db, caller, input.docIds);
  if (!documents) fields.docIds = 'not_found';
  else if (input.chorus && documents.some((document) => document.doc_type !== 'FACT')) fields.docIds = 'not_invoice';
  if (organization.dispatch_signature && !input.codeSignature) fields.codeSignature = 'required';
  if (Object.keys(fields).length) throw invalidCampaign(fields);
  // Last, once everything else holds: a code is tried (and counted) only for a campaign that can go.
  // The signature books' check and lock: a wrong code here counts toward the same five.
  const signature = organization.dispatch_signature
    ? await checkSignatureCode(db, caller.userId, input.codeSignature!)
    : null;
  const distribution =
    input.review || organization.distribution === 'WITH_VALIDATION' ? 'WITH_VALIDATION' : 'AUTOMATIC';
  return { ...input, distribution, signature, documents: documents! };
};

/** The documents of the safe the caller reads, with bytes, in the order asked; null when one is not. */
const readableDocuments = async (db: Kysely<DB>, caller: Access, docIds: string[]) => {
  const ids = [...new Set(docIds)];
  if (ids.length === 0) return [];
  const readable = await visibleDocumentIds(db, await documentReaderOf(db, caller), ids);
  if (readable.length !== ids.length) return null;
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'file_name', 'doc_type', 'blob_key', 'pages'])
    .where('id', 'in', ids)
    .where('blob_key', 'is not', null)
    .execute();
  if (rows.length !== ids.length) return null;
  const byId = new Map(rows.map((row) => [row.id, { ...row, blob_key: row.blob_key! }]));
  return ids.map((id) => byId.get(id)!);
};

/** A file of the computer, stored and checked: its blob, bytes and page count. */
export type StoredFile = { key: string; pages: number; bytes: Buffer };

/** A Chorus campaign's invoices, in the order of its files: those of the computer, then of the safe. */
const invoiceFilesOf = async (ctx: AppContext, input: CheckedCampaign, stored: StoredFile[]) => [
  ...input.files.map((file, index) => ({
    name: storedFileName(file.name, 'facture.pdf'),
    key: stored[index]!.key,
    bytes: stored[index]!.bytes,
  })),
  ...(await Promise.all(
    input.documents.map(async (document) => ({
      name: document.file_name,
      key: document.blob_key,
      bytes: await readVerifiedBytes(ctx.blobs, document.blob_key),
    })),
  )),
];

/**
 * Writes the campaign in one transaction: its row, its files (those of the computer first, then
 * those of the safe) and named recipients. With detection it is SPLITTING and its split queued;
 * a Chorus campaign has an invoice per file (read beforehand) and waits for their metadata;
 * otherwise its documents exist at once, one per file and recipient, and it waits for validation
 * or its dispatch is queued.
 */
export const writeCampaign = async (
  ctx: AppContext,
  caller: Access,
  input: CheckedCampaign,
  stored: StoredFile[],
): Promise<TCampaign> => {
  const { db } = ctx.database;
  const invoiceFiles = input.chorus ? await invoiceFilesOf(ctx, input, stored) : [];
  const invoices = await readCampaignInvoices(ctx, invoiceFiles);
  const id = await db.transaction().execute(async (trx) => {
    if (input.signature?.recoveryId)
      await consumeRecoveryCode(trx, caller.userId, input.signature.recoveryId, 'codeSignature');
    const { id } = await trx
      .insertInto('campaigns')
      .values({
        customer_id: caller.customerId,
        org_id: input.orgId,
        created_by: caller.userId,
        name: input.name,
        siret: input.siret,
        detection: input.detection,
        review: input.review,
        no_distribution: input.noDistribution,
        chorus: input.chorus,
        doc_type: input.detection ? input.docTypeCode! : null,
        distribution: input.distribution,
        status: input.detection ? 'SPLITTING' : 'SPLITTED',
        period: input.period ? `${input.period}-01` : null,
        signed_at: input.signature ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const files = [
      ...input.files.map((file, index) => ({
        ...file,
        name: storedFileName(file.name, 'document.pdf'),
        blobKey: stored[index]!.key,
        pages: stored[index]!.pages,
        sourceDocumentId: null,
      })),
      ...input.documents.map((document) => ({
        name: document.file_name,
        docType: document.doc_type as DocType,
        blobKey: document.blob_key,
        pages: document.pages,
        sourceDocumentId: document.id,
      })),
    ];
    await trx
      .insertInto('campaign_files')
      .values(
        files.map((file, seq) => ({
          campaign_id: id,
          seq,
          name: file.name,
          doc_type: file.docType,
          blob_key: file.blobKey,
          pages: file.pages,
          source_document_id: file.sourceDocumentId,
        })),
      )
      .execute();
    if (input.detection) {
      await queueCampaignSplit(trx, ctx.boss, id);
      return id;
    }
    if (input.chorus) {
      const campaign = { id, customerId: caller.customerId, orgId: input.orgId, createdBy: caller.userId };
      await writeCampaignInvoices(trx, campaign, invoiceFiles, invoices);
      await moveCampaign(trx, id, 'chorusInfosNeeded');
      return id;
    }
    await trx.insertInto('campaign_recipients').values(recipientRows(id, input)).execute();
    await expandToDispatchedDocs(trx, id);
    if (input.distribution === 'WITH_VALIDATION') {
      await moveCampaign(trx, id, 'needsValidation');
      return id;
    }
    await moveCampaign(trx, id, 'readyToDispatch');
    await queueCampaignDispatch(trx, ctx.boss, id);
    return id;
  });
  await putBackIfSwept(ctx.blobs, stored);
  return campaignDetail(db, caller, id);
};
