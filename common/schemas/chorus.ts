import { z } from 'zod';
import { CHORUS_DELIVERIES, CHORUS_PORTAL_STATUSES } from '../chorusStatuses';
import { ZSiret } from '../siret';
import { INVOICE_FORMATS, INVOICE_KINDS, ZInvoiceDraft, ZInvoiceMeta, ZInvoiceViolation } from './chorusInvoice';
import { ZUuid } from './ids';
import { dataOf, pagedSearchOf, pageOf, ZDayRange } from './paging';

export const CHORUS_ENVIRONMENTS = ['SIMULATOR', 'SANDBOX', 'PRODUCTION'] as const;

/** Chorus Pro takes attachments of at most 10 MB. */
export const CHORUS_MAX_BYTES = 10 * 1024 * 1024;

/**
 * `POST guichet-cpp/configure`: an organisation's connection to Chorus Pro. The technical account
 * is the organisation's invoicing login and password: given here, they replace the stored ones;
 * left out, the stored ones are used. Secrets are write-only.
 */
export const ZChorusConfigure = z
  .object({
    orgId: ZUuid,
    environment: z.enum(CHORUS_ENVIRONMENTS),
    /** The PISTE application's; not asked for the built-in simulator. */
    clientId: z.string().trim().max(200).default(''),
    clientSecret: z.string().max(500).default(''),
    login: z.string().trim().max(200).optional(),
    password: z.string().max(200).optional(),
  })
  .meta({ id: 'ChorusConfigure' });
export type TChorusConfigure = z.infer<typeof ZChorusConfigure>;

export const ZChorusConnection = z
  .object({
    orgId: ZUuid,
    configured: z.boolean(),
    environment: z.enum(CHORUS_ENVIRONMENTS).nullable(),
    clientId: z.string().nullable(),
    login: z.string().nullable(),
    syncedUntil: z.string().nullable(),
    syncError: z.string().nullable(),
  })
  .meta({ id: 'ChorusConnection' });
export const ZChorusConnectionResponse = dataOf(ZChorusConnection);
export const ZOrgIdParams = z.object({ orgId: ZUuid });

/** `GET guichet-cpp/structure/{id}`: a public buyer by SIRET, asked through an organisation's connection. */
export const ZStructureParams = z.object({ id: ZSiret });
export const ZStructureQuery = z.object({ orgId: ZUuid });
export const ZChorusStructure = z
  .object({
    siret: z.string(),
    name: z.string(),
    serviceCodeRequired: z.boolean(),
    commitmentNumberRequired: z.boolean(),
    services: z.array(z.object({ code: z.string(), name: z.string() })),
  })
  .meta({ id: 'ChorusStructure' });
export const ZChorusStructureResponse = dataOf(ZChorusStructure);

const ZInvoiceRow = z.object({
  id: ZUuid,
  orgId: ZUuid,
  orgName: z.string(),
  side: z.enum(['SENT', 'RECEIVED']),
  format: z.enum(INVOICE_FORMATS),
  delivery: z.enum(CHORUS_DELIVERIES),
  kind: z.enum(INVOICE_KINDS),
  number: z.string().nullable(),
  issueDate: z.string().nullable(),
  supplierName: z.string().nullable(),
  supplierSiret: z.string().nullable(),
  buyerName: z.string().nullable(),
  buyerSiret: z.string().nullable(),
  serviceCode: z.string().nullable(),
  commitmentNumber: z.string().nullable(),
  totalExclTax: z.number().nullable(),
  totalInclTax: z.number().nullable(),
  netPayable: z.number().nullable(),
  currency: z.string(),
  chorusStatus: z.string().nullable(),
  chorusStatusAt: z.string().nullable(),
  chorusComment: z.string().nullable(),
  portalStatus: z.enum(CHORUS_PORTAL_STATUSES).nullable(),
  documentId: ZUuid.nullable(),
  /** The Chorus campaign it belongs to, if any. */
  campaignId: ZUuid.nullable(),
  createdAt: z.string(),
});
export const ZChorusInvoice = ZInvoiceRow.meta({ id: 'ChorusInvoice' });
export type TChorusInvoice = z.infer<typeof ZChorusInvoice>;

export const CHORUS_SORT_FIELDS = ['createdAt', 'issueDate', 'number', 'totalInclTax', 'chorusStatusAt'] as const;

/** `POST chorus/sent` and `POST chorus/received`: the paged lists, a filter per status. */
export const ZChorusSearch = pagedSearchOf({
  sortFields: CHORUS_SORT_FIELDS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    portalStatus: z.enum(CHORUS_PORTAL_STATUSES).optional(),
    delivery: z.enum(CHORUS_DELIVERIES).optional(),
    orgId: ZUuid.optional(),
    campaignId: ZUuid.optional(),
    number: z.string().max(50).optional(),
    issueDate: ZDayRange.optional(),
  },
}).meta({ id: 'ChorusSearch' });
export type TChorusSearch = z.infer<typeof ZChorusSearch>;
export const ZChorusSearchResponse = pageOf('invoices', ZChorusInvoice).meta({ id: 'ChorusSearchResponse' });

/** An invoice with what Chorus says of it: its history, the errors of its deposit, its metadata. */
export const ZChorusInvoiceDetail = ZInvoiceRow.extend({
  history: z.array(
    z.object({
      status: z.string(),
      portalStatus: z.enum(CHORUS_PORTAL_STATUSES),
      at: z.string(),
      comment: z.string().nullable(),
    }),
  ),
  /** Null when Chorus could not be reached: the screen says so and shows what the portal keeps. */
  historyUnavailable: z.boolean(),
  deliveryErrors: z.array(z.object({ code: z.string(), message: z.string() })),
  meta: ZInvoiceMeta.nullable(),
}).meta({ id: 'ChorusInvoiceDetail' });
export const ZChorusInvoiceDetailResponse = dataOf(ZChorusInvoiceDetail);

/** `POST guichet-cpp/upload` answers the draft invoice and what its file says. */
export const ZChorusUploaded = z
  .object({
    invoiceId: ZUuid,
    format: z.enum(INVOICE_FORMATS),
    /** Read from an electronic invoice; a plain PDF's is empty. */
    prefill: ZInvoiceDraft,
    violations: z.array(ZInvoiceViolation),
  })
  .meta({ id: 'ChorusUploaded' });
export const ZChorusUploadedResponse = dataOf(ZChorusUploaded);

/** `GET chorus/invoice/{id}/draft`: a draft read again from its file, to fill its form with. */
export const ZChorusDraft = ZChorusUploaded.extend({
  orgId: ZUuid,
  fileName: z.string(),
  campaignId: ZUuid.nullable(),
}).meta({ id: 'ChorusDraft' });
export const ZChorusDraftResponse = dataOf(ZChorusDraft);

/** `POST doc/{id}/chorusValidation {metaDatas}`: the metadata checked, then the invoice sent. */
export const ZChorusValidation = z
  .object({
    metaDatas: ZInvoiceMeta,
    /** A plain PDF goes as a Factur-X made of it, or as the PDF with its metadata when the buyer refuses Factur-X. */
    sendAs: z.enum(['FACTURX', 'PDF']).default('FACTURX'),
  })
  .meta({ id: 'ChorusValidation' });
export const ZChorusValidated = z
  .object({ invoiceId: ZUuid, violations: z.array(ZInvoiceViolation) })
  .meta({ id: 'ChorusValidated' });
export const ZChorusValidatedResponse = dataOf(ZChorusValidated);

/** A received invoice's processing; a reason is required to reject or suspend. */
export const ZChorusProcess = z
  .object({
    action: z.enum(['SERVICE_DONE', 'REJECTED', 'SUSPENDED', 'ACCOUNTING_AVAILABILITY']),
    reason: z.string().trim().max(255).default(''),
  })
  .meta({ id: 'ChorusProcess' });

/** A suspended invoice completed with a comment. */
export const ZChorusComplete = z.object({ comment: z.string().trim().min(1).max(255) }).meta({ id: 'ChorusComplete' });
