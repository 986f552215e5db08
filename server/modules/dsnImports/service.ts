import type { FastifyRequest } from 'fastify';
import { sql, type Selectable } from 'kysely';
import type { TDsnImport, TDsnImportQuery, TDsnImportWithRows } from '../../../common/schemas/dsnImports';
import { DSN_ROW_KINDS } from '../../../common/schemas/dsnImports';
import type { Access } from '../../access/requestAccess';
import { sameCustomer } from '../../access/tenancy';
import { visibleAmong } from '../../access/visibility';
import type { AppContext } from '../../context';
import { storedFileName } from '../../db/controlCharacters';
import { pageOfRows, type SortMap } from '../../db/pager';
import type { DsnImportTable } from '../../db/schema';
import { DsnFileError } from './dsn';
import { AppError, notFound } from '../../http/errors';
import { receiveUpload } from '../../http/multipartUpload';
import { DSN_APPLY, DSN_PREVIEW, enqueueDsnJob, INLINE_PREVIEW_RESCUE_SECONDS } from './jobs';
import { computePreview } from './preview';
import { checkedUpload, UploadError } from './upload';

type ImportRow = Selectable<DsnImportTable>;

/** A list of an import keeps the file's order. */
const DSN_ROW_ORDER: SortMap<'seq'> = { seq: sql`dsn_import_rows.seq` };

const describe = (row: ImportRow): TDsnImport => ({
  id: row.id,
  fileName: row.file_name,
  size: Number(row.size),
  status: row.status,
  progress: row.progress,
  errorCode: row.error_code,
  errorLine: row.error_line,
  month: row.month ? row.month.toISOString().slice(0, 10) : null,
  encoding: row.encoding,
  counts: Object.fromEntries(DSN_ROW_KINDS.map((kind) => [kind, row.counts[kind] ?? 0])) as TDsnImport['counts'],
  createdAt: row.created_at.toISOString(),
  appliedAt: row.applied_at?.toISOString() ?? null,
});

const fileRefused = (code: string, line?: number | null) =>
  new AppError(
    code === 'too_large' ? 413 : 400,
    code === 'too_large' ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR',
    `This file cannot be imported as a DSN (${code})`,
    line ? { file: code, line: String(line) } : { file: code },
  );

/** An import of the caller's own: another user's, or another customer's, is not found. */
const requireOwn = async (ctx: AppContext, caller: Access, importId: string) => {
  const row = await ctx.database.db
    .selectFrom('dsn_imports')
    .selectAll()
    .where('id', '=', importId)
    .where(sameCustomer(caller, 'customer_id'))
    .where('user_id', '=', caller.userId)
    .executeTakeFirst();
  if (!row) throw notFound('DSN import');
  return row;
};

const invalid = (fields: Record<string, string>, message = 'This file cannot be imported as a DSN') =>
  new AppError(400, 'VALIDATION_ERROR', message, fields);

/**
 * `POST employees/dsn`: the file is streamed to the blob store (refused from its first lines when
 * it is no DSN, the refusal recorded as a REJECTED import), then its preview is computed: here
 * when the file is small (the answer then holds it), else by a job whose progress
 * `GET employees/dsn/{importId}` tells.
 */
export const uploadDsn = async (ctx: AppContext, caller: Access, request: FastifyRequest) => {
  const { db } = ctx.database;
  // A name is only shown: what hides or disguises it (a NUL, which PostgreSQL text cannot hold, a
  // bidirectional control) is dropped from it.
  const record = (name: string) => ({
    customer_id: caller.customerId,
    user_id: caller.userId,
    file_name: storedFileName(name, 'dsn.txt'),
  });
  const { files } = await receiveUpload(ctx, request, {
    // One file, no other field; the size limit is checked as the file streams in.
    maxFiles: 1,
    fileSize: ctx.config.dsn.maxBytes,
    refuse: invalid,
    announced: () => [undefined],
    countMismatch: () => fileRefused('no_file'),
    unreadable: 'no_file',
    store: (part) => ctx.blobs.putStream(checkedUpload(part.file)),
    refusal: async (error, name) => {
      const code = error instanceof DsnFileError ? error.code : error instanceof UploadError ? error.reason : undefined;
      if (!code) return undefined;
      const line = error instanceof DsnFileError ? error.line : undefined;
      await db
        .insertInto('dsn_imports')
        .values({ ...record(name), status: 'REJECTED', error_code: code, error_line: line ?? null, progress: 100 })
        .execute();
      return fileRefused(code, line);
    },
  });
  const stored = files[0]!;
  const { id } = await db
    .insertInto('dsn_imports')
    .values({ ...record(stored.name), status: 'PREVIEWING', blob_key: stored.key, size: stored.size })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (stored.size > ctx.config.dsn.inlineBytes) await enqueueDsnJob(ctx, DSN_PREVIEW, id);
  else {
    // Computed within the request; a delayed job finishes it if this process dies meanwhile (the
    // job does nothing once the import has left PREVIEWING).
    await enqueueDsnJob(ctx, DSN_PREVIEW, id, { startAfter: INLINE_PREVIEW_RESCUE_SECONDS });
    await computePreview(ctx, id);
  }
  const row = await requireOwn(ctx, caller, id);
  if (row.status === 'REJECTED') throw fileRefused(row.error_code!, row.error_line);
  return describe(row);
};

/** `GET employees/dsn/{importId}`: where the import is, its counts, and one page of one of its lists. */
export const getDsnImport = async (
  ctx: AppContext,
  caller: Access,
  importId: string,
  { kind, page, limit }: TDsnImportQuery,
): Promise<TDsnImportWithRows> => {
  const row = await requireOwn(ctx, caller, importId);
  const imported = describe(row);
  // The count is the one the preview recorded (none while it runs), not a count of the rows.
  const { rows, count } = await pageOfRows(
    ctx.database.db
      .selectFrom('dsn_import_rows')
      .where('dsn_import_rows.import_id', '=', importId)
      .where('dsn_import_rows.kind', '=', kind),
    (query) =>
      query.select([
        'line',
        'kind',
        'employee_id as employeeId',
        'first_name as firstName',
        'last_name as lastName',
        'registration_number as registrationNumber',
        'nir_masked as socialSecurityNumber',
        'siret',
        'changes',
        'errors',
      ]),
    { sortMap: DSN_ROW_ORDER, idColumn: 'dsn_import_rows.seq', knownCount: imported.counts[kind] },
    { sort: { field: 'seq', order: 'ASC' }, page, limit },
  );
  return {
    ...imported,
    rows: rows.map((staged) => ({
      ...staged,
      // A created employee's id is only real once applied.
      employeeId: staged.kind === 'CREATE' && row.status !== 'APPLIED' ? null : staged.employeeId,
      changes: staged.changes ?? [],
      errors: staged.errors ?? [],
    })),
    count,
  };
};

/**
 * `POST employees/dsn/{importId}/apply`: a READY import (or one whose apply FAILED) is applied by
 * a job. The organisations it writes into must still be the caller's to see.
 */
export const applyDsnImport = async (ctx: AppContext, caller: Access, importId: string) => {
  const { db } = ctx.database;
  const row = await requireOwn(ctx, caller, importId);
  if (row.status !== 'READY' && row.status !== 'FAILED') {
    throw new AppError(409, 'CONFLICT', `This import cannot be applied (${row.status})`, { status: row.status });
  }
  const orgIds = (
    await db
      .selectFrom('dsn_import_rows')
      .select(sql<string>`distinct org_id`.as('orgId'))
      .where('import_id', '=', importId)
      .where('org_id', 'is not', null)
      .where('kind', '<>', 'ERROR')
      .execute()
  ).map((staged) => staged.orgId);
  const visible = await visibleAmong(db, caller, 'organizations', orgIds);
  if (visible.size !== orgIds.length) {
    throw new AppError(409, 'CONFLICT', 'Some organisations of this import are no longer visible to you', {
      status: 'not_visible',
    });
  }
  const started = await db
    .updateTable('dsn_imports')
    .set({ status: 'APPLYING', progress: 0, error_code: null, updated_at: new Date() })
    .where('id', '=', importId)
    .where('status', 'in', ['READY', 'FAILED'])
    .returningAll()
    .executeTakeFirst();
  if (!started) throw new AppError(409, 'CONFLICT', 'This import is already being applied', { status: 'APPLYING' });
  await enqueueDsnJob(ctx, DSN_APPLY, importId);
  return describe(started);
};
