import type { TInvoiceMeta } from '../../../common/schemas/chorusInvoice';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { ChorusError } from './piste/chorusPro';

/** A customer's invoice file read on a worker thread; one that is no invoice we read is a 400 naming why (`fields.file`). */
export const readInvoiceFile = async (ctx: AppContext, bytes: Uint8Array, fileName: string) => {
  const read = await ctx.einvoice.readInvoiceFile(bytes, fileName, { chorus: true });
  if ('unreadable' in read)
    throw new AppError(400, 'VALIDATION_ERROR', `This file cannot be read as an invoice: ${read.message}`, {
      file: read.unreadable,
    });
  return read;
};

/** The Factur-X of a validated invoice's PDF; a PDF that cannot be made one is Chorus' refusal in the user's eyes. */
export const makeFacturXFile = async (ctx: AppContext, pdf: Uint8Array, meta: TInvoiceMeta) => {
  const made = await ctx.einvoice.makeFacturXFile(pdf, meta);
  if ('unreadable' in made)
    throw new ChorusError('REFUSED', null, `The PDF cannot be made a Factur-X (${made.unreadable})`);
  return made.pdf;
};
