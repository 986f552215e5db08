import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { checkPdf, PdfRefused } from '../pdf/pdfCheck';
import { checkedPdfUpload, UploadBroken } from '../pdf/pdfUploadStream';
import { discardBlobs } from '../storage/blobReferences';
import { readVerifiedBytes } from '../storage/verifiedBlob';
import { AppError } from './errors';
import { findNulCharacter } from './inputGuards';
import { partsDigest } from './requestFingerprint';

/** The 400 of one call: its field codes, and a message. */
export type Refusal = (fields: Record<string, string>, message?: string) => AppError;

const valueAt = (json: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | null | undefined)?.[key], json);

/**
 * A JSON request checked with its schema: a field missing or blank is `required`, a rule of our
 * own (a zod `custom` issue) is named by its message, as the JSON calls name it, any other issue
 * by its zod code; a NUL character is `nul_character` (a multipart field is no body the input
 * guards see). `field` names the request itself when the issue has no path.
 */
export const parseWithSchema = <T>(schema: z.ZodType<T>, json: unknown, field: string, refuse: Refusal): T => {
  const nul = findNulCharacter(json);
  if (nul !== undefined) throw refuse({ [nul || field]: 'nul_character' });
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const value = typeof json === 'object' && json ? valueAt(json, issue.path) : json;
    const missing = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    const code = missing ? 'required' : issue.code === 'custom' ? issue.message || issue.code : issue.code;
    fields[issue.path.join('.') || field] ??= code;
  }
  throw refuse(fields);
};

/** Reads a stream to its end, so that the client's request completes and gets its answer. */
export const drain = async (stream: AsyncIterable<unknown>) => {
  for await (const chunk of stream) void chunk;
};

/** The 400 of a refused file: `fields.file` names why, `fields.fileName` which one when given. */
export const refusedFile = (refuse: Refusal, reason: string, fileName?: string) =>
  refuse(fileName ? { file: reason, fileName } : { file: reason }, `This file is refused (${reason})`);

/** A file part stored as a blob, under the name the request gave it. */
export type StoredUpload = { key: string; size: number; name: string };

export type UploadSpec<T> = {
  /** The JSON field that comes first, checked whole before any file is read; none: a body of files only. */
  field?: { name: string; maxBytes: number; check: (json: unknown) => Promise<T> };
  maxFiles: number;
  /** The multipart reader's limit of one file (it then ends the file, marking it `truncated`). */
  fileSize: number;
  refuse: Refusal;
  /**
   * The file parts expected, in their order: the name the JSON gives each, or undefined for the
   * part's own file name. Without a JSON field, `checked` is undefined.
   */
  announced: (checked: T | undefined) => (string | undefined)[];
  /** The refusal of a body whose file parts are not those announced. */
  countMismatch: () => AppError;
  /** The reason (`fields.file`) of a body the multipart reader cannot read: `incomplete` unless said. */
  unreadable?: string;
  /** Streams one file part to the blob store while checking it; throws to refuse it. */
  store: (part: MultipartFile) => Promise<{ key: string; size: number }>;
  /**
   * The AppError a file's refusal answers (given the error `store` or a later check threw, and
   * the file's name), or undefined for an error that is no refusal: that one propagates as itself
   * (the database or the blob store away is a 503, not the request's fault).
   */
  refusal: (error: unknown, name: string) => AppError | undefined | Promise<AppError | undefined>;
};

/**
 * The one reader of upload calls: a multipart body of an optional JSON field then files. The
 * JSON is checked whole (`check`) before any file is read; then one part per file it announces,
 * in their order, each streamed to the blob store (`store`). The body is always read to its end,
 * so the client gets the answer rather than a broken connection; on any refusal the blobs stored
 * go (unless a row already names the same bytes) and the first refusal is thrown. An error that is
 * no refusal is thrown as itself, once the body is read and the blobs are gone.
 */
export const receiveUpload = async <T>(
  ctx: AppContext,
  request: FastifyRequest,
  spec: UploadSpec<T>,
): Promise<{ checked: T | undefined; files: StoredUpload[] }> => {
  const { field, refuse } = spec;
  const fields = field ? 1 : 0;
  const limits = {
    fileSize: spec.fileSize,
    files: spec.maxFiles,
    fields,
    parts: spec.maxFiles + fields,
    ...(field && { fieldSize: field.maxBytes }),
  };
  let checked: T | undefined;
  const stored: StoredUpload[] = [];
  let fileParts = 0;
  let failure: unknown;
  // What the body held, for its Idempotency-Key (request.bodyDigest): a file by the key it was stored under.
  const digest = partsDigest();
  const expected = () => (field && checked === undefined ? undefined : spec.announced(checked));
  const unreadable = () => refuse({ file: spec.unreadable ?? 'incomplete' }, 'The multipart body cannot be read');
  const refusalOf = async (error: unknown, name: string) => {
    if (error instanceof AppError) return error;
    try {
      return (await spec.refusal(error, name)) ?? error;
    } catch (unrecorded) {
      return unrecorded;
    }
  };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        digest.field(part.fieldname, String(part.value));
        // The one field allowed is the JSON: any other stands where it should.
        if (!field) failure ??= unreadable();
        else if (part.fieldname !== field.name) failure ??= refuse({ [field.name]: 'required' });
        if (failure || !field) continue;
        try {
          checked = await field.check(JSON.parse(String(part.value)));
        } catch (error) {
          failure = error instanceof SyntaxError ? refuse({ [field.name]: 'invalid_json' }) : error;
        }
        continue;
      }
      const slots = failure ? undefined : expected();
      const index = fileParts++;
      if (failure || !slots || index >= slots.length) {
        failure ??= slots ? spec.countMismatch() : refuse({ [field!.name]: 'required' });
        await drain(part.file);
        continue;
      }
      const name = slots[index] ?? part.filename;
      try {
        const file = await spec.store(part);
        digest.file(part.fieldname, part.filename, file.key);
        stored.push({ ...file, name });
      } catch (error) {
        await drain(part.file).catch(() => undefined);
        failure = await refusalOf(error, name);
      }
    }
  } catch {
    // The multipart reader's own refusals: too many parts or fields, a broken body.
    failure ??= unreadable();
  }
  if (!failure && field && checked === undefined) failure = refuse({ [field.name]: 'required' });
  if (!failure && fileParts !== expected()!.length) failure = spec.countMismatch();
  if (!failure) {
    request.bodyDigest = digest.digest();
    return { checked, files: stored };
  }
  await discardBlobs(
    ctx,
    stored.map(({ key }) => key),
  );
  throw failure;
};

/** A PDF received and checked whole: its blob, bytes and page count. */
export type ReceivedPdf = StoredUpload & { bytes: Buffer; pages: number };

/**
 * Reads PDF files as `receiveUpload` does, each checked by its head and size as it streams in,
 * then whole by mupdf once the body is read; a refused one answers `fields.file` (not_pdf,
 * encrypted, truncated, malformed, no_pages, too_large, incomplete), with `fields.fileName`
 * when `namedRefusals`.
 */
export const receivePdfs = async <T>(
  ctx: AppContext,
  request: FastifyRequest,
  spec: Omit<UploadSpec<T>, 'fileSize' | 'store' | 'refusal'> & {
    namedRefusals: boolean;
    /** Refuses a part by what its head says (its file name), by throwing, before a byte of it is stored. */
    checkPart?: (part: MultipartFile) => void;
  },
): Promise<{ checked: T | undefined; files: ReceivedPdf[] }> => {
  const maxBytes = ctx.config.documents.maxBytes;
  const refusal = (error: unknown, name: string) => {
    const fileName = spec.namedRefusals ? name : undefined;
    if (error instanceof PdfRefused) return refusedFile(spec.refuse, error.reason, fileName);
    if (error instanceof UploadBroken) return refusedFile(spec.refuse, 'incomplete');
    return undefined;
  };
  const { checked, files: stored } = await receiveUpload(ctx, request, {
    ...spec,
    fileSize: maxBytes + 1,
    store: async (part) => {
      spec.checkPart?.(part);
      return ctx.blobs.putStream(checkedPdfUpload(part.file, maxBytes));
    },
    refusal,
  });
  const files: ReceivedPdf[] = [];
  try {
    for (const file of stored) {
      const bytes = await readVerifiedBytes(ctx.blobs, file.key);
      files.push({ ...file, bytes, pages: (await checkPdf(ctx.pdf, bytes)).pages });
    }
  } catch (error) {
    await discardBlobs(
      ctx,
      stored.map(({ key }) => key),
    );
    throw refusal(error, stored[files.length]!.name) ?? error;
  }
  return { checked, files };
};
