// Plain constants of the document safe, without zod, so the front end's calls can import them
// (common/schemas/documents.ts builds the schemas from them).

import type { DocType } from './docTypes';

/** The fields the document search sorts on. */
export const DOC_SORT_FIELDS = [
  'createdAt',
  'fileName',
  'docType',
  'periodStart',
  'senderName',
  'recipientName',
] as const;
export type DocSortField = (typeof DOC_SORT_FIELDS)[number];

/** The document search's per-column filters. */
export const DOC_FILTER_KEYS = [
  'docType',
  'orgId',
  'employeeId',
  'noEmployee',
  'thirdPartyId',
  'year',
  'period',
  'createdAt',
  'senderId',
  'recipient',
  'read',
  'keywords',
  'metadata',
  'fileName',
] as const;

/** Where a document's text stands: extraction queued, read, waiting for OCR (no text layer), failed. */
export const DOC_TEXT_STATUSES = ['PENDING', 'DONE', 'OCR_PENDING', 'FAILED'] as const;
export type DocTextStatus = (typeof DOC_TEXT_STATUSES)[number];

/** What the audit of a document records (REFILED: moved to another employee, or to none). */
export const DOC_EVENT_KINDS = ['DEPOSIT', 'VIEW', 'DOWNLOAD', 'LINK_SENT', 'LINK_RENEWED', 'REFILED'] as const;
export type DocEventKind = (typeof DOC_EVENT_KINDS)[number];

/** The levels of the folders menu: organisation → employee → document type → year. */
export const FOLDER_LEVELS = ['ORGANIZATION', 'EMPLOYEE', 'DOC_TYPE', 'YEAR'] as const;
export type FolderLevel = (typeof FOLDER_LEVELS)[number];

/** The lists a mask (a saved filter) belongs to. */
export const MASK_LISTS = ['docs'] as const;

/** Upload limits: default size (configurable on the server by `DOC_MAX_BYTES`), files per dialog. */
export const DOC_DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
export const DOC_MAX_FILES_PER_UPLOAD = 20;
/** An archive holds at most this many documents. */
export const DOC_ARCHIVE_MAX = 500;

/** Why `POST doc/upload` refuses a file (`error.fields.file`), each translated by the front end. */
export const DOC_FILE_REFUSALS = [
  'not_pdf',
  'encrypted',
  'truncated',
  'malformed',
  'no_pages',
  'too_large',
  'incomplete',
  'no_file',
] as const;
export type DocFileRefusal = (typeof DOC_FILE_REFUSALS)[number];

/**
 * Why `GET doc/{id}/preview/{x}` draws no image of a page (422 PREVIEW_TOO_HEAVY, `error.fields.page`):
 * its images would decode to more pixels than the server allows, or drawing it ran past its time
 * limit. The file itself is intact: it is downloaded to be read.
 */
export const PREVIEW_REFUSALS = ['pixel_budget', 'draw_limit'] as const;
export type PreviewRefusal = (typeof PREVIEW_REFUSALS)[number];

/** The field code of a 409 on `POST mask`: the caller already has a mask of this name for this list. */
export const MASK_NAME_TAKEN = 'mask_name_taken';

/** The types whose file prints the employee it is for: the upload checks that it names the chosen one. */
export const DOC_TYPES_NAMING_EMPLOYEE: readonly DocType[] = ['PAYE'];
