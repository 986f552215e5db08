import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CHORUS_MAX_BYTES } from '../../../common/schemas/chorus';
import type { Access } from '../../access/requestAccess';
import { visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import { storedFileName } from '../../db/controlCharacters';
import { AppError, notFound } from '../../http/errors';
import { parseWithSchema, receiveUpload, refusedFile } from '../../http/multipartUpload';
import { discardBlobs } from '../../storage/blobReferences';
import { putBackIfSwept } from '../../storage/sweptBlobs';
import { readVerifiedBytes } from '../../storage/verifiedBlob';
import { readInvoiceFile } from './invoiceFiles';
import { invoiceColumnsOf } from './invoiceColumns';
import { findVisibleInvoice } from './queries';

const invalid = (fields: Record<string, string>, message = 'This invoice cannot be added') =>
  new AppError(400, 'VALIDATION_ERROR', message, fields);

const ZInvoiceUpload = z.object({ orgId: z.uuid() });

/**
 * `POST guichet-cpp/upload`: the field `invoice` ({orgId}, an organisation the caller sees), then
 * the file, at most 10 MB: a PDF (plain or Factur-X) or a UBL / CII XML. An electronic invoice's
 * metadata comes back to prefill the form, with what breaks EN 16931; the invoice is kept as a draft
 * until its metadata is validated.
 */
export const uploadInvoice = async (ctx: AppContext, caller: Access, request: FastifyRequest) => {
  const { db } = ctx.database;
  const { checked, files } = await receiveUpload(ctx, request, {
    field: {
      name: 'invoice',
      maxBytes: 4096,
      check: async (json) => {
        const { orgId } = parseWithSchema(ZInvoiceUpload, json, 'invoice', invalid);
        const org = await visibleOrganizations(db, caller)
          .select(['id', 'customer_id'])
          .where('id', '=', orgId.toLowerCase())
          .executeTakeFirst();
        if (!org) throw notFound('Organization');
        return org;
      },
    },
    maxFiles: 1,
    fileSize: CHORUS_MAX_BYTES + 1,
    refuse: invalid,
    announced: () => [undefined],
    countMismatch: () => refusedFile(invalid, 'no_file'),
    store: async (part) => {
      const stored = await ctx.blobs.putStream(part.file);
      if (part.file.truncated) {
        await discardBlobs(ctx, [stored.key]);
        throw refusedFile(invalid, 'too_large');
      }
      return stored;
    },
    refusal: () => undefined,
  });
  const org = checked!;
  const file = { ...files[0]!, name: storedFileName(files[0]!.name, 'invoice.pdf') };
  const bytes = await readVerifiedBytes(ctx.blobs, file.key);
  try {
    const read = await readInvoiceFile(ctx, bytes, file.name);
    const { id } = await db
      .insertInto('chorus_invoices')
      .values({
        customer_id: org.customer_id,
        org_id: org.id,
        side: 'SENT',
        format: read.format,
        delivery: 'DRAFT',
        file_key: file.key,
        file_name: file.name,
        created_by: caller.userId,
        ...invoiceColumnsOf(read.partial),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await putBackIfSwept(ctx.blobs, [{ key: file.key, bytes }]);
    return { invoiceId: id, format: read.format, prefill: read.partial, violations: read.violations };
  } catch (error) {
    await discardBlobs(ctx, [file.key]);
    throw error;
  }
};

/** `GET chorus/invoice/{id}/draft`: a sent invoice not yet validated, its file read again for its form. */
export const invoiceDraft = async (ctx: AppContext, caller: Access, id: string) => {
  const invoice = await findVisibleInvoice(ctx.database.db, caller, id);
  if (!invoice || invoice.side !== 'SENT') throw notFound('Invoice');
  if (invoice.delivery !== 'DRAFT')
    throw new AppError(409, 'CONFLICT', 'This invoice was already validated', { id: 'chorus_already_sent' });
  if (!invoice.file_key) throw notFound('Invoice');
  const fileName = invoice.file_name ?? 'invoice.pdf';
  const read = await readInvoiceFile(ctx, await readVerifiedBytes(ctx.blobs, invoice.file_key), fileName);
  return {
    invoiceId: invoice.id,
    format: read.format,
    prefill: read.partial,
    violations: read.violations,
    orgId: invoice.org_id,
    fileName,
    campaignId: invoice.campaign_id,
  };
};
