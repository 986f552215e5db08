import { z } from 'zod';
import { DOC_TYPES } from '../docTypes';
import { DEFAULT_LOCALE, LOCALES } from '../locales';
import {
  DOC_ARCHIVE_MAX,
  DOC_EVENT_KINDS,
  DOC_FILTER_KEYS,
  DOC_SORT_FIELDS,
  DOC_TEXT_STATUSES,
  FOLDER_LEVELS,
  MASK_LISTS,
} from '../documentFields';
import { ZUuid } from './ids';
import { emptyToNull, optionalText } from './optionalText';
import { dataOf, pagedSearchOf, pageOf, ZDay, ZDayRange } from './paging';

export * from '../documentFields';

/** A name/value pair of a document's metadata (spec: metaDatas). */
export const ZMetaData = z
  .object({ name: z.string().min(1).max(100), value: z.string().max(500) })
  .meta({ id: 'MetaData' });

/**
 * `POST docs`: the paged search. `search` is French full text over the name, description,
 * keywords and the text read from the file (mupdf, or OCR for scans).
 */
export const ZDocSearch = pagedSearchOf({
  sortFields: DOC_SORT_FIELDS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: {
    docType: z.enum(DOC_TYPES).optional(),
    /** This organisation and its descendants (one the caller sees; else nothing matches). */
    orgId: ZUuid.optional(),
    employeeId: ZUuid.optional(),
    /** Documents addressed to no employee (the folders menu's "no employee" folder). */
    noEmployee: z.boolean().optional(),
    thirdPartyId: ZUuid.optional(),
    /** The year of the period (else of the deposit): the folders menu's last level. */
    year: z.number().int().min(1900).max(2200).optional(),
    /** Documents whose period overlaps this range. */
    period: ZDayRange.optional(),
    /** Deposit day range, both ends included. */
    createdAt: ZDayRange.optional(),
    /** The depositing user (`GET docs/senders`). */
    senderId: ZUuid.optional(),
    /** Recipient name contains (employee or third party). */
    recipient: z.string().max(200).optional(),
    read: z.boolean().optional(),
    /** Documents carrying this keyword. */
    keywords: z.string().max(100).optional(),
    metadata: ZMetaData.optional(),
    /** File name contains. */
    fileName: z.string().max(200).optional(),
  },
})
  .extend({ ids: z.array(ZUuid).max(100).optional() })
  .meta({ id: 'DocSearch' });
export type TDocSearch = z.infer<typeof ZDocSearch>;
type FilterKey = keyof NonNullable<TDocSearch['filters']>;
const sameKeys: [FilterKey, (typeof DOC_FILTER_KEYS)[number]] extends [(typeof DOC_FILTER_KEYS)[number], FilterKey]
  ? true
  : never = true;
void sameKeys;

/** One row of the documents list. */
export const ZDocSummary = z
  .object({
    id: z.string(),
    fileName: z.string(),
    docType: z.enum(DOC_TYPES),
    orgId: z.string(),
    orgName: z.string(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
    /** The deposit date. */
    createdAt: z.string(),
    senderId: z.string().nullable(),
    senderName: z.string().nullable(),
    employeeId: z.string().nullable(),
    thirdPartyId: z.string().nullable(),
    /** Recipient: the employee's last name (or the third party's name) and first name. */
    recipientName: z.string().nullable(),
    recipientFirstName: z.string().nullable(),
    description: z.string().nullable(),
    keywords: z.array(z.string()),
    metaDatas: z.array(ZMetaData),
    invoiceNumber: z.string().nullable(),
    invoiceDate: z.string().nullable(),
    size: z.number().int(),
    pages: z.number().int(),
    /** Whether the caller opened it. */
    read: z.boolean(),
    textStatus: z.enum(DOC_TEXT_STATUSES),
  })
  .meta({ id: 'DocSummary' });
export type TDocSummary = z.infer<typeof ZDocSummary>;
export const ZDocPage = pageOf('docs', ZDocSummary)
  .extend({
    /** The count is a floor: there are more matches than `count`, which were not all counted. */
    countCapped: z.boolean(),
  })
  .meta({ id: 'DocPage' });
export type TDocPage = z.infer<typeof ZDocPage>;

/** One line of a document's audit. */
export const ZDocEvent = z
  .object({
    kind: z.enum(DOC_EVENT_KINDS),
    at: z.string(),
    userName: z.string().nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
  })
  .meta({ id: 'DocEvent' });

/** `GET doc/{id}`: the row, its location and its audit (oldest first). */
export const ZDoc = ZDocSummary.extend({
  sha256: z.string(),
  path: z.string(),
  /** The day (YYYY-MM-DD) from which its retention policy lets it be purged; null: kept. */
  retainUntil: z.string().nullable(),
  events: z.array(ZDocEvent),
}).meta({ id: 'Doc' });
export type TDoc = z.infer<typeof ZDoc>;
export const ZDocResponse = dataOf(ZDoc);

/** `GET doc/{id}/location`: where the document sits in the folders (spec: orgName, empName, docType, year). */
export const ZDocLocation = z
  .object({
    orgId: z.string(),
    orgName: z.string(),
    employeeId: z.string().nullable(),
    empName: z.string().nullable(),
    docType: z.enum(DOC_TYPES),
    year: z.number().int(),
    path: z.string(),
  })
  .meta({ id: 'DocLocation' });
export const ZDocLocationResponse = dataOf(ZDocLocation);

/**
 * `POST folders`: one level of the folders menu at a time, under the folder given (none: the
 * organisations at the top of what the caller sees). Counts are of the documents the caller sees.
 */
export const ZFolderRequest = z
  .object({
    orgId: ZUuid.optional(),
    employeeId: ZUuid.optional(),
    /** The documents of the organisation addressed to no employee. */
    noEmployee: z.boolean().optional(),
    docType: z.enum(DOC_TYPES).optional(),
  })
  .meta({ id: 'FolderRequest' });
export type TFolderRequest = z.infer<typeof ZFolderRequest>;
export const ZFolder = z
  .object({
    /** Unique in the tree: the filters joined. */
    id: z.string(),
    name: z.string(),
    level: z.enum(FOLDER_LEVELS),
    count: z.number().int(),
    /** What to send to `POST folders` for its children, and to `POST docs` as filters for its documents. */
    filters: z.object({
      /** Absent for a personal account or a contact, whose menu starts at their document types. */
      orgId: z.string().optional(),
      employeeId: z.string().optional(),
      noEmployee: z.boolean().optional(),
      docType: z.enum(DOC_TYPES).optional(),
      year: z.number().int().optional(),
    }),
    hasChildren: z.boolean(),
  })
  .meta({ id: 'Folder' });
export type TFolder = z.infer<typeof ZFolder>;
export const ZFolderResponse = dataOf(z.array(ZFolder));

/** `GET docs/senders`: who deposited documents the caller sees. */
export const ZDocSendersResponse = dataOf(z.array(z.object({ id: z.string(), name: z.string() })));

/** `GET docs/stats`: of the documents the caller sees. */
export const ZDocStats = z
  .object({
    total: z.number().int(),
    unread: z.number().int(),
    byType: z.array(z.object({ docType: z.enum(DOC_TYPES), count: z.number().int() })),
  })
  .meta({ id: 'DocStats' });
export const ZDocStatsResponse = dataOf(ZDocStats);

/**
 * `POST doc/upload` (multipart): the field `document` (this JSON) then the field `file` (a PDF,
 * checked by its bytes). One file per request, so each file has its type and its own progress.
 */
export const ZDocUpload = z
  .object({
    orgId: ZUuid,
    docType: z.enum(DOC_TYPES),
    employeeId: z.preprocess(emptyToNull, ZUuid.nullable().default(null)),
    thirdPartyId: z.preprocess(emptyToNull, ZUuid.nullable().default(null)),
    periodStart: z.preprocess(emptyToNull, ZDay.nullable().default(null)),
    periodEnd: z.preprocess(emptyToNull, ZDay.nullable().default(null)),
    description: optionalText(2000),
    keywords: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    metaDatas: z.array(ZMetaData).max(50).default([]),
  })
  .refine((doc) => !doc.periodStart || !doc.periodEnd || doc.periodStart <= doc.periodEnd, {
    path: ['periodEnd'],
    message: 'period_end_before_start',
  })
  .meta({ id: 'DocUpload' });
export type TDocUpload = z.infer<typeof ZDocUpload>;
export const ZDocUploadResponse = dataOf(ZDocSummary);

/** `POST doc/identify` (multipart): the field `document` names the organisation, then the field `file`. */
export const ZDocIdentify = z.object({ orgId: ZUuid }).meta({ id: 'DocIdentify' });
/**
 * Whom a file's text names, among the organisation's employees the caller sees: by matricule, or
 * by name with birth date (as a campaign's split finds them); null when none or several fit.
 * `textFound` false: the file has no text layer to read (a scan).
 */
export const ZDocIdentifyResponse = dataOf(
  z.object({
    textFound: z.boolean(),
    employee: z
      .object({
        id: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        registrationNumber: z.string().nullable(),
      })
      .nullable(),
  }),
).meta({ id: 'DocIdentifyResponse' });
export type TDocIdentified = z.infer<typeof ZDocIdentifyResponse>['data'];

/** `PUT doc/{id}/employee`: files the document to another employee of its organisation, or to none. */
export const ZDocRefile = z.object({ employeeId: ZUuid.nullable() }).meta({ id: 'DocRefile' });

/** `POST doc/pdf/archive`: a zip of these documents (those the caller may not see are refused: 404). */
export const ZDocArchiveRequest = z
  .object({ ids: z.array(ZUuid).min(1).max(DOC_ARCHIVE_MAX) })
  .meta({ id: 'DocArchiveRequest' });

/** `GET docs/mine/archive`: the language of the index's type labels. */
export const ZMyArchiveQuery = z.object({ locale: z.enum(LOCALES).default(DEFAULT_LOCALE) });

/** `GET doc/{id}/preview/{x}`: page x (from 1) as PNG, `width` pixels wide. */
export const ZDocPreviewParams = z.object({ id: ZUuid, x: z.coerce.number().int().min(1).max(100_000) });
export const ZDocPreviewQuery = z.object({ width: z.coerce.number().int().min(100).max(2000).default(800) });

/** `POST doc/{id}/link`: emails a direct download link (to the employee recipient when no address is given). */
export const ZDocLinkRequest = z
  .object({ email: z.preprocess(emptyToNull, z.email().max(320).nullable().default(null)) })
  .meta({ id: 'DocLinkRequest' });

/** `POST regenerate-direct-doc-download {token}`: the answer is the same whatever the token. */
export const ZRegenerateLinkRequest = z
  .object({ token: z.string().min(1).max(200) })
  .meta({ id: 'RegenerateLinkRequest' });

/** `GET doc-types/{id}`: a document type and how campaigns treat it. */
export const ZDocTypeInfo = z
  .object({
    code: z.enum(DOC_TYPES),
    /** Campaigns can find each page's employee (payslips). */
    autoDetection: z.boolean(),
    /** Documents of this type cover a period. */
    periodic: z.boolean(),
  })
  .meta({ id: 'DocTypeInfo' });
export const ZDocTypeInfoResponse = dataOf(ZDocTypeInfo);

/** Masks: list filters a user saved under a name (`GET mask`, `POST mask`, `DELETE mask/{id}`). */
export const ZMask = z
  .object({
    id: z.string(),
    list: z.enum(MASK_LISTS),
    name: z.string(),
    filters: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: 'Mask' });
export type TMask = z.infer<typeof ZMask>;
export const ZMasksResponse = dataOf(z.array(ZMask));
export const ZMaskWrite = z
  .object({
    list: z.enum(MASK_LISTS).default('docs'),
    name: z.string().trim().min(1).max(100),
    filters: ZDocSearch.shape.filters,
  })
  .meta({ id: 'MaskWrite' });
export const ZMaskResponse = dataOf(ZMask);
