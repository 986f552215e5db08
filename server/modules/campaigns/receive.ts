import type { FastifyRequest } from 'fastify';
import { CAMPAIGN_MAX_FILES } from '../../../common/schemas/campaigns';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { checkPdf, PdfRefused } from '../../pdf/pdfCheck';
import { blobKeysInUse } from '../../storage/blobReferences';
import { readVerifiedBytes } from '../../storage/verifiedBlob';
import { checkedPdfUpload, UploadBroken } from '../documentFiles/uploadStream';
import { checkCampaign, invalidCampaign, parseCampaign, type CheckedCampaign, type StoredFile } from './create';

const drain = async (stream: AsyncIterable<unknown>) => {
  for await (const chunk of stream) void chunk;
};

const fileRefused = (reason: string, fileName?: string) =>
  invalidCampaign(fileName ? { file: reason, fileName } : { file: reason }, `This file is refused (${reason})`);

/** The blobs this request stored go, unless a row already uses the same bytes. */
const discardBlobs = async (ctx: AppContext, keys: string[]) => {
  const inUse = await blobKeysInUse(ctx.database.db, keys);
  for (const key of new Set(keys)) if (!inUse.has(key)) await ctx.blobs.delete(key);
};

export type ReceivedCampaign = { campaign: CheckedCampaign; files: StoredFile[] };

/**
 * Reads `POST dispatch`: the field `dispatch` first, checked whole (recipients, documents of the
 * safe) before any file is read; then one part per entry of its `files`, in their order, each
 * streamed to the blob store while its head and size are checked, then checked whole by mupdf.
 * The body is always read to its end, so the client gets the answer rather than a broken
 * connection; on any refusal the blobs stored go and nothing else is written.
 */
export const receiveCampaign = async (
  ctx: AppContext,
  access: Access,
  request: FastifyRequest,
): Promise<ReceivedCampaign> => {
  const maxBytes = ctx.config.documents.maxBytes;
  const limits = {
    fileSize: maxBytes + 1,
    files: CAMPAIGN_MAX_FILES,
    fields: 1,
    parts: CAMPAIGN_MAX_FILES + 1,
    fieldSize: 1024 * 1024,
  };
  let campaign: CheckedCampaign | undefined;
  const stored: { key: string; name: string }[] = [];
  let fileParts = 0;
  let failure: unknown;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        // The one field allowed is `dispatch`: any other stands where it should.
        if (part.fieldname !== 'dispatch') failure ??= invalidCampaign({ dispatch: 'required' });
        if (failure) continue;
        try {
          campaign = await checkCampaign(ctx, access, parseCampaign(JSON.parse(String(part.value))));
        } catch (error) {
          failure = error instanceof SyntaxError ? invalidCampaign({ dispatch: 'invalid_json' }) : error;
        }
        continue;
      }
      const announced = campaign?.files[fileParts++];
      if (failure || !announced) {
        failure ??= campaign ? invalidCampaign({ files: 'count_mismatch' }) : invalidCampaign({ dispatch: 'required' });
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
    // The multipart reader's own refusals: too many parts or fields, a broken body.
    failure ??= invalidCampaign({ file: 'incomplete' }, 'The multipart body cannot be read');
  }
  if (!failure && !campaign) failure = invalidCampaign({ dispatch: 'required' });
  if (!failure && fileParts !== campaign!.files.length) failure = invalidCampaign({ files: 'count_mismatch' });
  const files: ReceivedCampaign['files'] = [];
  if (!failure) {
    for (const { key, name } of stored) {
      try {
        const bytes = await readVerifiedBytes(ctx.blobs, key);
        files.push({ key, bytes, pages: checkPdf(bytes).pages });
      } catch (error) {
        failure = error instanceof PdfRefused ? fileRefused(error.reason, name) : error;
        break;
      }
    }
  }
  if (!failure) return { campaign: campaign!, files };
  await discardBlobs(
    ctx,
    stored.map(({ key }) => key),
  );
  if (failure instanceof AppError) throw failure;
  if (failure instanceof UploadBroken) throw fileRefused('incomplete');
  // Anything else (the database or the blob store away) is no fault of the request.
  throw failure;
};
