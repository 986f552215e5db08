import { z } from 'zod';
import {
  CAMPAIGN_DISPLAY_STATES,
  CAMPAIGN_STATUSES,
  CAMPAIGN_USER_EVENTS,
  DISPATCH_CHANNELS,
  DISPATCHED_DOC_STATUSES,
  NON_DISTRIBUTION_CAUSES,
} from '../campaignLifecycle';
import { CHORUS_DELIVERIES } from '../chorusStatuses';
import { DOC_TYPES } from '../docTypes';
import { ZUuid } from './ids';
import { dataOf, pagedSearchOf, pageOf, ZDayRange } from './paging';

/** A month, `YYYY-MM`. */
export const ZMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month' });

export * from '../campaignLifecycle';

/** Calls of dispatch campaigns (spec sections 3, 4, 5, 7; issue 13). */

/** The most files one campaign takes, and documents of the safe. */
export const CAMPAIGN_MAX_FILES = 20;
export const CAMPAIGN_MAX_DOCS = 500;
/** The most ids of one bulk call (delete dispatched documents). */
export const CAMPAIGN_MAX_BULK = 1000;

/** One file of the computer, named as its multipart part is, with its document type. */
export const ZCampaignFile = z
  .object({ name: z.string().min(1).max(255), docType: z.enum(DOC_TYPES) })
  .meta({ id: 'CampaignFile' });

/**
 * `POST dispatch` (the field `dispatch` of the multipart body, then one part per file, in the
 * order of `files`) and `POST dispatch/manual` (this JSON alone, documents of the safe only).
 *
 * - `detection` true: recipients are found in the pages (the files are split per employee); only
 *   the first document type counts; no recipients may be named.
 * - `detection` false: every document goes whole to every recipient named (employees, employee
 *   groups, partnerships, partnership groups), at least one.
 * - `review`: the campaign waits for validation before it dispatches, whatever the organisation's
 *   setting (WITH_VALIDATION always waits).
 * - `noDistribution`: the documents are filed in the safe (archive only), nobody is notified.
 * - `chorus`: every file is an invoice (FACT) to a public buyer, deposited in Chorus Pro by the
 *   emitting organisation's connection once each one's metadata is validated; no detection, no
 *   recipients (the buyer is each invoice's).
 */
export const ZCampaignCreate = z
  .object({
    name: z.string().trim().min(1).max(200),
    /** The emitting organisation: one the caller sees. */
    orgId: ZUuid,
    /** The emitter's SIRET as the wizard shows it; must be the organisation's. */
    siret: z.string().regex(/^\d{14}$/),
    detection: z.boolean(),
    review: z.boolean().default(false),
    noDistribution: z.boolean().default(false),
    chorus: z.boolean().default(false),
    /** With detection, the document type of every piece; else each file keeps its own. */
    docTypeCode: z.enum(DOC_TYPES).optional(),
    files: z.array(ZCampaignFile).max(CAMPAIGN_MAX_FILES).default([]),
    docIds: z.array(ZUuid).max(CAMPAIGN_MAX_DOCS).default([]),
    employeeIds: z.array(ZUuid).max(CAMPAIGN_MAX_BULK).default([]),
    groupIds: z.array(ZUuid).max(CAMPAIGN_MAX_BULK).default([]),
    /** Partnerships (spec: orgIds, the third-party organisations). */
    orgIds: z.array(ZUuid).max(CAMPAIGN_MAX_BULK).default([]),
    partnershipGroupIds: z.array(ZUuid).max(CAMPAIGN_MAX_BULK).default([]),
    /**
     * The emitter's signature code (spec section 3), when the emitting organisation's
     * configuration asks its campaigns to be confirmed by signature (`dispatchSignature`): the
     * caller's code of the signature books, counted toward the same lock.
     */
    codeSignature: z.string().max(64).optional(),
    /** The month the documents cover (`YYYY-MM`), which each dispatched document carries. */
    period: ZMonth.optional(),
  })
  .meta({ id: 'CampaignCreate' });
export type TCampaignCreate = z.infer<typeof ZCampaignCreate>;

/**
 * The 400 field codes of a refused campaign (in `fields`, translated by the wizard): `name`,
 * `files` (none at all: `required`), `files.N.docType`, `recipients` (`required` without detection;
 * `not_with_detection` with it), `docTypeCode` (`required` with detection), `siret`
 * (`not_the_organization`), `file` (a PdfRefusal code for the file `fileName`).
 */
export const CAMPAIGN_FIELD_ERRORS = [
  'required',
  'not_with_detection',
  'not_the_organization',
  'not_configured',
  'not_with_chorus',
  'not_invoice',
  'chorus_not_configured',
] as const;

export const CAMPAIGN_SORT_FIELDS = ['name', 'createdAt', 'dispatchedAt', 'status', 'documentsCount'] as const;

/** `POST dispatchs`: the paged list of campaigns. */
export const ZCampaignSearch = pagedSearchOf({
  sortFields: CAMPAIGN_SORT_FIELDS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    name: z.string().max(200).optional(),
    status: z.enum(CAMPAIGN_DISPLAY_STATES).optional(),
    orgId: ZUuid.optional(),
    createdAt: ZDayRange.optional(),
  },
}).meta({ id: 'CampaignSearch' });
export type TCampaignSearch = z.infer<typeof ZCampaignSearch>;

export const ZCampaignSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    orgId: z.string(),
    /** The emitter: the organisation's name. */
    emitter: z.string(),
    siret: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    /** The status, or NO_DISTRIBUTION for an archive-only campaign. */
    state: z.enum(CAMPAIGN_DISPLAY_STATES),
    detection: z.boolean(),
    noDistribution: z.boolean(),
    chorus: z.boolean(),
    docTypeCode: z.enum(DOC_TYPES).nullable(),
    /** AUTOMATIC or WITH_VALIDATION: the organisation's setting, or WITH_VALIDATION with review. */
    distribution: z.enum(['AUTOMATIC', 'WITH_VALIDATION']),
    documentsCount: z.number().int(),
    /** Distinct recipients of its dispatched documents the caller may see. */
    recipientsCount: z.number().int(),
    createdAt: z.string(),
    dispatchedAt: z.string().nullable(),
    /** The month its documents cover (`YYYY-MM`), or null. */
    period: z.string().nullable(),
  })
  .meta({ id: 'CampaignSummary' });
export type TCampaignSummary = z.infer<typeof ZCampaignSummary>;

export const ZCampaignPage = pageOf('dispatchs', ZCampaignSummary).meta({ id: 'CampaignPage' });

/** A file of the campaign: its pages and how far the split went. */
export const ZCampaignFileState = z
  .object({
    id: z.string(),
    name: z.string(),
    docType: z.enum(DOC_TYPES),
    pages: z.number().int(),
    splitPages: z.number().int(),
  })
  .meta({ id: 'CampaignFileState' });

/** `GET dispatch/{id}`: the summary, with progress, counts per status and the actions allowed. */
export const ZCampaign = ZCampaignSummary.extend({
  review: z.boolean(),
  createdBy: z.string(),
  /** When the emitter confirmed it with their signature code, if their organisation asks it. */
  signedAt: z.string().nullable(),
  /** Of the running job (split or dispatch), 0 to 100. */
  progress: z.number().int(),
  errorCode: z.string().nullable(),
  ignoredPages: z.number().int(),
  files: z.array(ZCampaignFileState),
  counts: z.record(z.enum(DISPATCHED_DOC_STATUSES), z.number().int()),
  /** A Chorus campaign's invoices by where they stand (all zero for another campaign). */
  invoices: z.record(z.enum(CHORUS_DELIVERIES), z.number().int()),
  actions: z.array(z.enum(CAMPAIGN_USER_EVENTS)),
}).meta({ id: 'Campaign' });
export type TCampaign = z.infer<typeof ZCampaign>;
export const ZCampaignData = dataOf(ZCampaign).meta({ id: 'CampaignData' });

export const DISPATCHED_DOC_SORT_FIELDS = ['name', 'recipient', 'status'] as const;

/** `POST dispatch/{id}/dispatched-docs`: the paged list of one campaign's documents. */
export const ZDispatchedDocSearch = pagedSearchOf({
  sortFields: DISPATCHED_DOC_SORT_FIELDS,
  defaultSort: { field: 'name', order: 'ASC' },
  filters: {
    name: z.string().max(200).optional(),
    recipient: z.string().max(200).optional(),
    status: z.enum(DISPATCHED_DOC_STATUSES).optional(),
    errorCause: z.enum(NON_DISTRIBUTION_CAUSES).optional(),
  },
}).meta({ id: 'DispatchedDocSearch' });
export type TDispatchedDocSearch = z.infer<typeof ZDispatchedDocSearch>;

export const ZDispatchedDoc = z
  .object({
    id: z.string(),
    /** The document's name, e.g. `Bulletin 2026-11 - DURAND Marie.pdf`. */
    name: z.string(),
    sender: z.string(),
    /** "Last First" of the employee, or the partnership's name; null when nobody was found. */
    recipient: z.string().nullable(),
    recipientKind: z.enum(['EMPLOYEE', 'PARTNERSHIP']).nullable(),
    status: z.enum(DISPATCHED_DOC_STATUSES),
    channel: z.enum(DISPATCH_CHANNELS).nullable(),
    errorCause: z.enum(NON_DISTRIBUTION_CAUSES).nullable(),
    /** Pages of the source file (1-based, both included), for split documents. */
    pageFrom: z.number().int().nullable(),
    pageTo: z.number().int().nullable(),
    /** The document filed in the safe, once dispatched (readable through the GED calls). */
    documentId: z.string().nullable(),
  })
  .meta({ id: 'DispatchedDoc' });
export type TDispatchedDoc = z.infer<typeof ZDispatchedDoc>;

export const ZDispatchedDocPage = pageOf('dispatchedDocs', ZDispatchedDoc).meta({ id: 'DispatchedDocPage' });

/** `DELETE dispatched-docs`: only documents not dispatched yet or failed (else 409). */
export const ZDispatchedDocIds = z
  .object({ dispatchedDocIds: z.array(ZUuid).min(1).max(CAMPAIGN_MAX_BULK) })
  .meta({ id: 'DispatchedDocIds' });

/** `POST dispatch/{id}/dispatched-docs/merged`: one PDF of the documents in this status. */
export const ZMergedRequest = z
  .object({ status: z.enum(DISPATCHED_DOC_STATUSES) })
  .meta({ id: 'DispatchedDocsMerged' });

/** `GET dispatchs/stats` (ours; the spec shows no call for the home counts). */
export const ZCampaignStats = z
  .object({
    /** Campaigns of the visible organisations per display state (absent: none). */
    byState: z.record(z.enum(CAMPAIGN_DISPLAY_STATES), z.number().int()),
    /** Those waiting on a user: NEEDS_VALIDATION, IN_ERROR, NOT_DISPATCHED. */
    needingAction: z.number().int(),
  })
  .meta({ id: 'CampaignStats' });

/** `POST dispatch/period`: the month the first pages of a file name, to prefill the wizard (null: none). */
export const ZCampaignPeriodData = dataOf(z.object({ period: z.string().nullable() })).meta({
  id: 'CampaignPeriodData',
});
