import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Access } from '../../access/requestAccess';
import type { DB, SignStepHash } from '../../db/schema';
import { AppError } from '../../http/errors';
import { checkPdf } from '../../pdf/pdfCheck';
import { appendAuditPage, type AuditEntry } from '../../signing/auditPage';
import { loadSigningIdentity } from '../../signing/configuredIdentity';
import type { Sealer } from '../../signing/padesSigner';
import { loadPlatformIdentity } from '../../signing/platformIdentity';
import { sealPdf } from '../../signing/sealPdf';
import type { Rect } from '../../signing/signatureField';
import { readVerifiedBytes } from '../../storage/verifiedBlob';
import type { Actor } from '../documentFiles/events';
import { fileSignedDocuments } from './filing';
import { notifyInitiator, notifySignatory } from './notify';
import { requireCurrentSignatory } from './recovery';
import { discardBlobs } from '../../storage/blobReferences';
import { checkSignatureCode, consumeRecoveryCode } from './codeTries';
import { lockWorkflow, moveWorkflow, SignWorkflowConflict } from './transitions';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const STAMP = { width: 178, height: 52, gap: 6, margin: 28, columns: 3 };

/** Step N's stamp on the last page: three a row from the bottom left, rows stacked upwards, so none overlaps. */
export const stampRect = (position: number): Rect => {
  const column = (position - 1) % STAMP.columns;
  const row = Math.floor((position - 1) / STAMP.columns);
  const left = STAMP.margin + column * (STAMP.width + STAMP.gap);
  const bottom = STAMP.margin + row * (STAMP.height + STAMP.gap);
  return [left, bottom, left + STAMP.width, bottom + STAMP.height];
};

const conflict = () =>
  new AppError(409, 'CONFLICT', 'This signature book changed meanwhile: it is not your turn any more', {
    state: 'not_your_turn',
  });

/** The book as the signature needs it, read before any heavy work. */
const bookOf = async (ctx: AppContext, workflowId: string, position: number) => {
  const { db } = ctx.database;
  const [book, files, steps] = await Promise.all([
    db.selectFrom('sign_workflows').select(['name']).where('id', '=', workflowId).executeTakeFirstOrThrow(),
    db
      .selectFrom('sign_workflow_files')
      .select(['id', 'blob_key', 'pages'])
      .where('workflow_id', '=', workflowId)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('sign_workflow_steps as s')
      .innerJoin('users as u', 'u.id', 's.signatory_id')
      .select(['s.position', 's.at', 's.ip', 's.user_agent', 's.hashes', 'u.email', 'u.first_name', 'u.name'])
      .where('s.workflow_id', '=', workflowId)
      .orderBy('s.position')
      .execute(),
  ]);
  const signatory = steps.find((step) => step.position === position)!;
  return {
    name: book.name,
    files,
    steps,
    last: position === steps.length,
    signerName: `${signatory.first_name} ${signatory.name}`.trim(),
    signerEmail: signatory.email ?? '',
  };
};

type Book = Awaited<ReturnType<typeof bookOf>>;
type SignedFile = { fileId: string; before: string; after: string; key: string; size: number; pages: number };
/** This signature: when, from where, why. */
type Stamp = { signedAt: Date; actor: Actor; reason: string };

/**
 * Seals every file of the book for this step, outside any transaction: a PAdES signature with its
 * stamp over the bytes signed so far, and after the last step the audit page sealed by the
 * platform. Each result is stored (content-addressed: a retry writes the same keys).
 */
const sealFiles = async (ctx: AppContext, book: Book, position: number, stamp: Stamp): Promise<SignedFile[]> => {
  const tsaUrl = ctx.config.signing.tsaUrl;
  const sealer: Sealer = { identity: await loadSigningIdentity(ctx.config, ctx.secrets), tsaUrl };
  const platform: Sealer | undefined = book.last
    ? { identity: await loadPlatformIdentity(ctx.config.dataDir, ctx.secrets), tsaUrl }
    : undefined;
  const signed: SignedFile[] = [];
  try {
    for (const file of book.files) {
      const bytes = await readVerifiedBytes(ctx.blobs, file.blob_key);
      const step = {
        signerName: book.signerName,
        signerEmail: book.signerEmail,
        reason: stamp.reason,
        page: file.pages - 1,
        rect: stampRect(position),
      };
      const stamped = await sealPdf(bytes, step, sealer);
      const hashes = { before: file.blob_key, after: sha256(stamped) };
      const result = platform
        ? await appendAuditPage(stamped, auditOf(book, file.id, position, { ...stamp, ...hashes }), platform)
        : stamped;
      const key = await ctx.blobs.put(result);
      const pages = platform ? (await checkPdf(ctx.pdf, result)).pages : file.pages;
      signed.push({ fileId: file.id, ...hashes, key, size: result.length, pages });
    }
  } catch (error) {
    await discardBlobs(
      ctx,
      signed.map((file) => file.key),
    );
    throw error;
  }
  return signed;
};

/**
 * Records the step in one transaction with the book's row locked: unless nothing moved since the
 * sealing began (else 409), the step is SIGNED with its hashes, the files point at their new
 * bytes, and the book moves on: the next signatory is emailed, or after the last one it is
 * SIGNED, its documents filed in the safe and its initiator emailed.
 */
const recordSignature = async (
  ctx: AppContext,
  trx: Kysely<DB>,
  { workflowId, position, last }: { workflowId: string; position: number; last: boolean },
  signed: SignedFile[],
  stamp: Stamp,
) => {
  const now = await lockWorkflow(trx, workflowId);
  if (now.state !== 'RUNNING' || now.current_step !== position) throw conflict();
  const current = await trx
    .selectFrom('sign_workflow_files')
    .select(['id', 'blob_key'])
    .where('workflow_id', '=', workflowId)
    .execute();
  if (current.some((file) => signed.find((done) => done.fileId === file.id)?.before !== file.blob_key))
    throw conflict();
  const hashes: SignStepHash[] = signed.map(({ fileId, before, after }) => ({ fileId, before, after }));
  await trx
    .updateTable('sign_workflow_steps')
    .set({
      state: 'SIGNED',
      at: stamp.signedAt,
      ip: stamp.actor.ip,
      user_agent: stamp.actor.userAgent,
      hashes: JSON.stringify(hashes),
    })
    .where('workflow_id', '=', workflowId)
    .where('position', '=', position)
    .execute();
  for (const file of signed)
    await trx.updateTable('sign_workflow_files').set({ blob_key: file.key }).where('id', '=', file.fileId).execute();
  if (!last) {
    await moveWorkflow(trx, workflowId, 'sign', { current_step: position + 1 });
    await trx
      .updateTable('sign_workflow_steps')
      .set({ state: 'CURRENT' })
      .where('workflow_id', '=', workflowId)
      .where('position', '=', position + 1)
      .execute();
    await notifySignatory(ctx, trx, workflowId, position + 1);
    return;
  }
  await moveWorkflow(trx, workflowId, 'signLast', { current_step: null, signed_at: stamp.signedAt });
  const files = new Map(signed.map((file) => [file.fileId, file]));
  await fileSignedDocuments(ctx, trx, workflowId, files, stamp.actor);
  await notifyInitiator(ctx, trx, workflowId, { signed: true });
};

/**
 * `POST sign-workflow/sign/{id}`: the current signatory, with their code, signs every file of the
 * book. The heavy sealing runs first, outside any transaction; then one transaction records it,
 * so that of two concurrent signatures only one passes (the other: 409, its blobs discarded).
 */
export const signWorkflow = async (ctx: AppContext, caller: Access, workflowId: string, code: string, actor: Actor) => {
  const { db } = ctx.database;
  const { position } = await requireCurrentSignatory(db, caller, workflowId);
  const { recoveryId } = await checkSignatureCode(db, caller.userId, code);
  const book = await bookOf(ctx, workflowId, position);
  const stamp: Stamp = { signedAt: new Date(), actor, reason: `Signature du parapheur ${book.name}` };
  const signed = await sealFiles(ctx, book, position, stamp);
  try {
    await db.transaction().execute(async (trx) => {
      if (recoveryId) await consumeRecoveryCode(trx, caller.userId, recoveryId, 'codeSignature');
      await recordSignature(ctx, trx, { workflowId, position, last: book.last }, signed, stamp);
    });
  } catch (error) {
    await discardBlobs(
      ctx,
      signed.map((file) => file.key),
    );
    if (error instanceof SignWorkflowConflict) throw conflict();
    throw error;
  }
};

/** The audit page's lines of one file: each step before this one as recorded, then this one. */
const auditOf = (
  book: Book,
  fileId: string,
  position: number,
  now: Stamp & { before: string; after: string },
): AuditEntry[] => [
  ...book.steps
    .filter((step) => step.position < position)
    .map((step) => {
      const hash = step.hashes.find((entry) => entry.fileId === fileId);
      return {
        signerName: `${step.first_name} ${step.name}`.trim(),
        signerEmail: step.email ?? '',
        reason: now.reason,
        signedAt: step.at ?? now.signedAt,
        ip: step.ip ?? '',
        userAgent: step.user_agent ?? '',
        sha256Before: hash?.before ?? '',
        sha256After: hash?.after ?? '',
      };
    }),
  {
    signerName: book.signerName,
    signerEmail: book.signerEmail,
    reason: now.reason,
    signedAt: now.signedAt,
    ip: now.actor.ip ?? '',
    userAgent: now.actor.userAgent ?? '',
    sha256Before: now.before,
    sha256After: now.after,
  },
];
