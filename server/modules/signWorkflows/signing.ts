import { createHash } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Access } from '../../access/requestAccess';
import type { SignStepHash } from '../../db/schema';
import { AppError } from '../../http/errors';
import { checkPdf } from '../../pdf/pdfCheck';
import { appendAuditPage, type AuditEntry } from '../../signing/auditPage';
import { loadSigningIdentity } from '../../signing/identity';
import type { Sealer } from '../../signing/padesSigner';
import { loadPlatformIdentity } from '../../signing/platformIdentity';
import { sealPdf } from '../../signing/sealPdf';
import type { Rect } from '../../signing/signatureField';
import { readVerifiedBytes } from '../../storage/verifiedBlob';
import type { Actor } from '../documentFiles/events';
import { fileSignedDocuments } from './filing';
import { notifyInitiator, notifySignatory } from './notify';
import { requireCurrentSignatory } from './recovery';
import { discardBlobs } from './receive';
import { checkSignatureCode, consumeRecoveryCode } from './signatureCode';
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

type SignedFile = { fileId: string; before: string; after: string; key: string; size: number; pages: number };

/**
 * `POST sign-workflow/sign/{id}`: the current signatory, with their code, signs every file of the
 * book (a PAdES signature with a visible stamp, as an incremental update over the bytes signed so
 * far). The sealing runs first, outside any transaction (its blobs are content-addressed: a retry
 * writes the same keys); then one transaction locks the book's row, checks nothing moved
 * meanwhile (else 409: two concurrent signatures cannot both pass), records the step and moves
 * on: the next signatory is emailed, or after the last one the audit page is sealed by the
 * platform, the book is SIGNED, its documents filed in the safe and its initiator emailed.
 */
export const signWorkflow = async (ctx: AppContext, access: Access, workflowId: string, code: string, actor: Actor) => {
  const { db } = ctx.database;
  const { current_step: position } = await requireCurrentSignatory(db, access, workflowId);
  const { recoveryId } = await checkSignatureCode(db, access.userId, code);
  const book = await bookOf(ctx, workflowId, position!);
  const sealer: Sealer = {
    identity: await loadSigningIdentity(ctx.config, ctx.secrets),
    tsaUrl: ctx.config.signing.tsaUrl,
  };
  const platform: Sealer | undefined = book.last
    ? { identity: await loadPlatformIdentity(ctx.config.dataDir, ctx.secrets), tsaUrl: ctx.config.signing.tsaUrl }
    : undefined;
  const signedAt = new Date();
  const reason = `Signature du parapheur ${book.name}`;
  const signed: SignedFile[] = [];
  try {
    for (const file of book.files) {
      const bytes = await readVerifiedBytes(ctx.blobs, file.blob_key);
      const stamped = await sealPdf(
        bytes,
        {
          signerName: book.signerName,
          signerEmail: book.signerEmail,
          reason,
          page: file.pages - 1,
          rect: stampRect(position!),
        },
        sealer,
      );
      const after = sha256(stamped);
      const result = platform
        ? await appendAuditPage(
            stamped,
            auditOf(book, file.id, position!, {
              signedAt,
              actor,
              reason,
              before: file.blob_key,
              after,
            }),
            platform,
          )
        : stamped;
      const key = await ctx.blobs.put(result);
      signed.push({
        fileId: file.id,
        before: file.blob_key,
        after,
        key,
        size: result.length,
        pages: platform ? checkPdf(result).pages : file.pages,
      });
    }
    await db.transaction().execute(async (trx) => {
      const now = await lockWorkflow(trx, workflowId);
      if (now.state !== 'RUNNING' || now.current_step !== position) throw conflict();
      const current = await trx
        .selectFrom('sign_workflow_files')
        .select(['id', 'blob_key'])
        .where('workflow_id', '=', workflowId)
        .execute();
      if (current.some((file) => signed.find((done) => done.fileId === file.id)?.before !== file.blob_key))
        throw conflict();
      if (recoveryId) await consumeRecoveryCode(trx, access.userId, recoveryId);
      const hashes: SignStepHash[] = signed.map(({ fileId, before, after }) => ({ fileId, before, after }));
      await trx
        .updateTable('sign_workflow_steps')
        .set({
          state: 'SIGNED',
          at: signedAt,
          ip: actor.ip,
          user_agent: actor.userAgent,
          hashes: JSON.stringify(hashes),
        })
        .where('workflow_id', '=', workflowId)
        .where('position', '=', position!)
        .execute();
      for (const file of signed)
        await trx
          .updateTable('sign_workflow_files')
          .set({ blob_key: file.key })
          .where('id', '=', file.fileId)
          .execute();
      if (!book.last) {
        await moveWorkflow(trx, workflowId, 'sign', { current_step: position! + 1 });
        await trx
          .updateTable('sign_workflow_steps')
          .set({ state: 'CURRENT' })
          .where('workflow_id', '=', workflowId)
          .where('position', '=', position! + 1)
          .execute();
        await notifySignatory(ctx, trx, workflowId, position! + 1);
        return;
      }
      await moveWorkflow(trx, workflowId, 'signLast', { current_step: null, signed_at: signedAt });
      await fileSignedDocuments(ctx, trx, workflowId, new Map(signed.map((file) => [file.fileId, file])), actor);
      await notifyInitiator(ctx, trx, workflowId, { signed: true });
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
  book: Awaited<ReturnType<typeof bookOf>>,
  fileId: string,
  position: number,
  now: { signedAt: Date; actor: Actor; reason: string; before: string; after: string },
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
