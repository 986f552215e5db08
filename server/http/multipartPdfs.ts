import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { checkedPdfUpload, UploadBroken } from '../pdf/pdfUploadStream';
import { checkPdf, PdfRefused } from '../pdf/pdfCheck';
import { blobKeysInUse } from '../storage/blobReferences';
import { readVerifiedBytes } from '../storage/verifiedBlob';
import { AppError } from './errors';
import { findNulCharacter } from './inputGuards';

/** The 400 of one call: its field codes, and a message. */
export type Refusal = (fields: Record<string, string>, message?: string) => AppError;

const valueAt = (json: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | null | undefined)?.[key], json);

/**
 * A JSON request checked with its schema: a field missing or blank is `required`, any other issue
 * is named by its zod code, a NUL character is `nul_character` (a multipart field is no body the
 * input guards see). `field` names the request itself when the issue has no path.
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
    fields[issue.path.join('.') || field] ??= missing ? 'required' : issue.code;
  }
  throw refuse(fields);
};

const drain = async (stream: AsyncIterable<unknown>) => {
  for await (const chunk of stream) void chunk;
};

/** The blobs a request stored go, unless a row already uses the same bytes. */
export const discardBlobs = async (ctx: AppContext, keys: string[]) => {
  const inUse = await blobKeysInUse(ctx.database.db, keys);
  for (const key of new Set(keys)) if (!inUse.has(key)) await ctx.blobs.delete(key);
};

export type ReceivedPdf = { key: string; name: string; bytes: Buffer; pages: number };

/**
 * Reads a multipart body of one JSON field (`field`) then PDF files: the JSON is checked whole
 * (`check`) before any file is read; then one part per file it announces (`announced`), in their
 * order, each streamed to the blob store while its head and size are checked, then checked whole
 * by mupdf. The body is always read to its end, so the client gets the answer rather than a broken
 * connection; on any refusal the blobs stored go and nothing else is written.
 */
export const receiveJsonWithPdfs = async <T>(
  ctx: AppContext,
  request: FastifyRequest,
  spec: {
    field: string;
    maxFiles: number;
    refuse: Refusal;
    check: (json: unknown) => Promise<T>;
    announced: (checked: T) => { name: string }[];
  },
): Promise<{ checked: T; files: ReceivedPdf[] }> => {
  const { field, refuse } = spec;
  const maxBytes = ctx.config.documents.maxBytes;
  const limits = {
    fileSize: maxBytes + 1,
    files: spec.maxFiles,
    fields: 1,
    parts: spec.maxFiles + 1,
    fieldSize: 1 << 20,
  };
  const fileRefused = (reason: string, fileName?: string) =>
    refuse(fileName ? { file: reason, fileName } : { file: reason }, `This file is refused (${reason})`);
  let checked: T | undefined;
  const stored: { key: string; name: string }[] = [];
  let fileParts = 0;
  let failure: unknown;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        // The one field allowed is the JSON: any other stands where it should.
        if (part.fieldname !== field) failure ??= refuse({ [field]: 'required' });
        if (failure) continue;
        try {
          checked = await spec.check(JSON.parse(String(part.value)));
        } catch (error) {
          failure = error instanceof SyntaxError ? refuse({ [field]: 'invalid_json' }) : error;
        }
        continue;
      }
      const file = checked === undefined ? undefined : spec.announced(checked)[fileParts++];
      if (failure || !file) {
        failure ??= checked === undefined ? refuse({ [field]: 'required' }) : refuse({ files: 'count_mismatch' });
        await drain(part.file);
        continue;
      }
      try {
        const { key } = await ctx.blobs.putStream(checkedPdfUpload(part.file, maxBytes));
        stored.push({ key, name: file.name });
      } catch (error) {
        failure = error instanceof PdfRefused ? fileRefused(error.reason, file.name) : error;
        await drain(part.file).catch(() => undefined);
      }
    }
  } catch {
    // The multipart reader's own refusals: too many parts or fields, a broken body.
    failure ??= refuse({ file: 'incomplete' }, 'The multipart body cannot be read');
  }
  if (!failure && checked === undefined) failure = refuse({ [field]: 'required' });
  if (!failure && fileParts !== spec.announced(checked!).length) failure = refuse({ files: 'count_mismatch' });
  const files: ReceivedPdf[] = [];
  for (const { key, name } of failure ? [] : stored) {
    try {
      const bytes = await readVerifiedBytes(ctx.blobs, key);
      files.push({ key, name, bytes, pages: (await checkPdf(ctx.pdf, bytes)).pages });
    } catch (error) {
      failure = error instanceof PdfRefused ? fileRefused(error.reason, name) : error;
      break;
    }
  }
  if (!failure) return { checked: checked!, files };
  await discardBlobs(
    ctx,
    stored.map(({ key }) => key),
  );
  if (failure instanceof AppError) throw failure;
  if (failure instanceof UploadBroken) throw fileRefused('incomplete');
  // Anything else (the database or the blob store away) is no fault of the request.
  throw failure;
};
