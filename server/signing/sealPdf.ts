import { embedHelvetica } from './helvetica';
import { openForUpdate, writeUpdate } from './incrementalUpdate';
import { contentsBytes, signPrepared, type Sealer } from './padesSigner';
import type { Rect } from './signatureField';
import { addSignatureField } from './signatureField';
import { frenchDateTime } from './stampDate';

/** One signatory's signature: who, why, and where their stamp goes (page from 0, rectangle in points). */
export type SignatureStep = {
  signerName: string;
  signerEmail: string;
  reason: string;
  location?: string;
  page: number;
  rect: Rect;
};

/**
 * Adds one PAdES signature with a visible stamp, as an incremental update: the result starts
 * with `bytes` unchanged, so the signatures already there stay valid. Works on classic
 * cross-reference tables and on cross-reference streams alike (the update uses the same form),
 * so no input is ever rewritten.
 */
export const sealPdf = async (bytes: Uint8Array, step: SignatureStep, sealer: Sealer): Promise<Buffer> => {
  const update = await openForUpdate(bytes);
  const pageCount = update.pdf.getPageCount();
  if (!Number.isInteger(step.page) || step.page < 0 || step.page >= pageCount) {
    throw new RangeError(`No page ${step.page} in a document of ${pageCount} pages`);
  }
  const [left, bottom, right, top] = step.rect;
  if (!(right > left && top > bottom)) throw new RangeError('The stamp needs a rectangle [left, bottom, right, top]');
  const page = update.pdf.getPage(step.page);
  const helvetica = await embedHelvetica(update.pdf);
  const signedAt = new Date();
  const changed = addSignatureField(update, helvetica, {
    page: { ref: page.ref, node: page.node },
    rect: step.rect,
    stamp: [`Signé par ${step.signerName}`, `le ${frenchDateTime(signedAt)}`, `Motif : ${step.reason}`],
    name: step.signerName,
    reason: step.reason,
    location: step.location,
    contactInfo: step.signerEmail,
    signedAt,
    contentsBytes: contentsBytes(sealer),
  });
  return signPrepared(writeUpdate(update, changed), sealer);
};
