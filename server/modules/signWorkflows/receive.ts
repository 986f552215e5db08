import type { FastifyRequest } from 'fastify';
import { SIGN_MAX_FILES } from '../../../common/schemas/signWorkflows';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { checkPdf, PdfRefused } from '../../pdf/pdfCheck';
import { blobKeysInUse } from '../../storage/blobReferences';
import { readVerifiedBytes } from '../../storage/verifiedBlob';
import { checkedPdfUpload, UploadBroken } from '../documentFiles/uploadStream';
import { checkWorkflow, invalidWorkflow, parseWorkflow, type CheckedWorkflow, type StoredFile } from './create';

const drain = async (stream: AsyncIterable<unknown>) => {
  for await (const chunk of stream) void chunk;
};

const fileRefused = (reason: string, fileName?: string) =>
  invalidWorkflow(fileName ? { file: reason, fileName } : { file: reason }, `This file is refused (${reason})`);

/** The blobs this request stored go, unless a row already uses the same bytes. */
export const discardBlobs = async (ctx: AppContext, keys: string[]) => {
  const inUse = await blobKeysInUse(ctx.database.db, keys);
  for (const key of new Set(keys)) if (!inUse.has(key)) await ctx.blobs.delete(key);
};

/** The files of the book sent as parts, in order: those not taken from the safe. */
const toUpload = (workflow: CheckedWorkflow) => workflow.files.filter((file) => !file.source);

export type ReceivedWorkflow = { workflow: CheckedWorkflow; files: StoredFile[] };

/**
 * Reads `POST sign-workflow/upload`: the field `workflow` first, checked whole before any file is
 * read; then one part per entry of its `files` not taken from the safe (by `docId`), in their order, each streamed to the blob store
 * while its head and size are checked, then checked whole by mupdf. The body is always read to
 * its end; on any refusal the blobs stored go and nothing else is written.
 */
export const receiveWorkflow = async (
  ctx: AppContext,
  access: Access,
  request: FastifyRequest,
): Promise<ReceivedWorkflow> => {
  const maxBytes = ctx.config.documents.maxBytes;
  const limits = {
    fileSize: maxBytes + 1,
    files: SIGN_MAX_FILES,
    fields: 1,
    parts: SIGN_MAX_FILES + 1,
    fieldSize: 1024 * 1024,
  };
  let workflow: CheckedWorkflow | undefined;
  const stored: { key: string; name: string }[] = [];
  let fileParts = 0;
  let failure: unknown;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'workflow') failure ??= invalidWorkflow({ workflow: 'required' });
        if (failure) continue;
        try {
          workflow = await checkWorkflow(ctx, access, parseWorkflow(JSON.parse(String(part.value))), 'upload');
        } catch (error) {
          failure = error instanceof SyntaxError ? invalidWorkflow({ workflow: 'invalid_json' }) : error;
        }
        continue;
      }
      const announced = workflow && toUpload(workflow)[fileParts++];
      if (failure || !announced) {
        failure ??= workflow ? invalidWorkflow({ files: 'count_mismatch' }) : invalidWorkflow({ workflow: 'required' });
        await drain(part.file);
        continue;
      }
      try {
        const { key } = await ctx.blobs.putStream(checkedPdfUpload(part.file, maxBytes));
        stored.push({ key, name: announced.name });
      } catch (error) {
        failure = error instanceof PdfRefused ? fileRefused(error.reason, announced.name) : error;
        await drain(part.file).catch(() => undefined);
      }
    }
  } catch {
    failure ??= invalidWorkflow({ file: 'incomplete' }, 'The multipart body cannot be read');
  }
  if (!failure && !workflow) failure = invalidWorkflow({ workflow: 'required' });
  if (!failure && fileParts !== toUpload(workflow!).length) failure = invalidWorkflow({ files: 'count_mismatch' });
  const files: StoredFile[] = [];
  if (!failure) {
    for (const { key, name } of stored) {
      try {
        files.push({ key, pages: checkPdf(await readVerifiedBytes(ctx.blobs, key)).pages });
      } catch (error) {
        failure = error instanceof PdfRefused ? fileRefused(error.reason, name) : error;
        break;
      }
    }
  }
  if (!failure) return { workflow: workflow!, files };
  await discardBlobs(
    ctx,
    stored.map(({ key }) => key),
  );
  if (failure instanceof AppError) throw failure;
  if (failure instanceof UploadBroken) throw fileRefused('incomplete');
  throw failure;
};
