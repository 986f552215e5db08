import { z } from 'zod';
import { ZUuid } from './ids';
import { dataOf } from './paging';

/** Calls of the DSN import (issue 10; the spec does not show them): upload, preview, apply. */

export const DSN_IMPORT_STATUSES = ['PREVIEWING', 'READY', 'REJECTED', 'APPLYING', 'APPLIED', 'FAILED'] as const;
export type DsnImportStatus = (typeof DSN_IMPORT_STATUSES)[number];

/** The preview's lists: to create, to update (old → new), unchanged, leaving (to deactivate), errors. */
export const DSN_ROW_KINDS = ['CREATE', 'UPDATE', 'UNCHANGED', 'LEAVING', 'ERROR'] as const;
export type DsnRowKind = (typeof DSN_ROW_KINDS)[number];

/** Why a whole file is refused (the reader's DsnFileErrorCode, and the upload's own). */
export const DSN_FILE_ERRORS = [
  'empty',
  'binary',
  'not_dsn',
  'unsupported_encoding',
  'mixed_encoding',
  'truncated',
  'no_declaration',
  'too_large',
  'no_file',
  'incomplete',
] as const;
export type DsnFileErrorCode = (typeof DSN_FILE_ERRORS)[number];

/** Why an apply changed nothing. */
export const DSN_APPLY_ERRORS = ['conflict', 'not_visible', 'failed'] as const;

/** Field names of the changes, as the employee form names them. */
export const DSN_FIELDS = [
  'lastName',
  'firstName',
  'email',
  'registrationNumber',
  'socialSecurityNumber',
  'address',
  'zipCode',
  'city',
  'birthDay',
  'status',
  'organization',
] as const;

export const ZDsnImportCounts = z
  .object(Object.fromEntries(DSN_ROW_KINDS.map((kind) => [kind, z.number().int()])) as Record<DsnRowKind, z.ZodNumber>)
  .meta({ id: 'DsnImportCounts' });

export const ZDsnImport = z
  .object({
    id: z.string(),
    fileName: z.string(),
    size: z.number().int(),
    status: z.enum(DSN_IMPORT_STATUSES),
    /** Of the current step (the preview's reading, or the apply), 0 to 100. */
    progress: z.number().int(),
    /** REJECTED: a DSN_FILE_ERRORS code; FAILED: a DSN_APPLY_ERRORS code. */
    errorCode: z.string().nullable(),
    errorLine: z.number().int().nullable(),
    /** The declared month, as its first day. */
    month: z.string().nullable(),
    encoding: z.string().nullable(),
    counts: ZDsnImportCounts,
    createdAt: z.string(),
    appliedAt: z.string().nullable(),
  })
  .meta({ id: 'DsnImport' });
export type TDsnImport = z.infer<typeof ZDsnImport>;

export const ZDsnFieldChange = z
  .object({ field: z.string(), old: z.string().nullable(), new: z.string().nullable() })
  .meta({ id: 'DsnFieldChange' });
export type TDsnFieldChange = z.infer<typeof ZDsnFieldChange>;

export const ZDsnLineError = z
  .object({ line: z.number().int(), code: z.string(), rubric: z.string().optional() })
  .meta({ id: 'DsnLineError' });

/** One individual of the file (or one line error outside any), never with its NIR in clear. */
export const ZDsnImportRow = z
  .object({
    line: z.number().int(),
    kind: z.enum(DSN_ROW_KINDS),
    employeeId: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    socialSecurityNumber: z.string().nullable(),
    siret: z.string().nullable(),
    changes: z.array(ZDsnFieldChange),
    errors: z.array(ZDsnLineError),
  })
  .meta({ id: 'DsnImportRow' });
export type TDsnImportRow = z.infer<typeof ZDsnImportRow>;

export const ZDsnImportParams = z.object({ importId: ZUuid });

/** `GET employees/dsn/{importId}?kind=UPDATE&page=2&limit=20`: the import and one page of one list. */
export const ZDsnImportQuery = z.object({
  kind: z.enum(DSN_ROW_KINDS).default('CREATE'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TDsnImportQuery = z.infer<typeof ZDsnImportQuery>;

export const ZDsnImportResponse = dataOf(
  ZDsnImport.extend({ rows: z.array(ZDsnImportRow), count: z.number().int() }),
).meta({ id: 'DsnImportResponse' });
export type TDsnImportWithRows = z.infer<typeof ZDsnImportResponse>['data'];

export const ZDsnImportCreated = dataOf(ZDsnImport).meta({ id: 'DsnImportCreated' });
