import type { Kysely } from 'kysely';
import type { DocumentReader } from '../../access/documentAccess';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { enqueueMail } from '../../messaging/outbox';
import { publicUrl } from '../../publicUrl';
import { countFailure, mayMail, refuseWhileSpent, takeHit, throttleRules } from '../../security/throttle';
import { hashToken, newOpaqueToken } from '../../auth/tokens';
import { recordEvent, type Actor } from './events';
import { visibleFile } from './queries';

/** A link renewed less than this long ago is not renewed again: a stream of requests sends one mail. */
const RENEW_INTERVAL_MS = 60_000;

export const directLinkPath = (token: string) => `/api/desk/doc/direct/${token}`;
export const renewPagePath = (token: string) => `/renew-direct-doc-download-link?token=${encodeURIComponent(token)}`;

type LinkTarget = { id: string; customer_id: string; file_name: string; employee_id: string | null };

/**
 * Writes a new link (a random 256-bit token, kept as its SHA-256) and its mail, in the caller's
 * transaction: the mail carries a secret, so the outbox never shows its text. Answers the mail's id.
 */
export const sendLink = async (
  trx: Kysely<DB>,
  ctx: Pick<AppContext, 'config' | 'boss'>,
  document: LinkTarget,
  email: string,
): Promise<string> => {
  const token = newOpaqueToken();
  const expiresAt = new Date(Date.now() + ctx.config.documents.linkDays * 24 * 3600_000);
  await trx
    .insertInto('document_links')
    .values({
      token_hash: hashToken(token),
      document_id: document.id,
      customer_id: document.customer_id,
      email,
      expires_at: expiresAt,
    })
    .execute();
  const recipientUser = document.employee_id
    ? await trx
        .selectFrom('users')
        .select('id')
        .where('employee_id', '=', document.employee_id)
        .where('email', '=', email)
        .executeTakeFirst()
    : undefined;
  const until = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(expiresAt);
  return enqueueMail(trx, ctx.boss, {
    customerId: document.customer_id,
    recipient: email,
    recipientUserId: recipientUser?.id ?? null,
    carriesSecret: true,
    subject: `Votre document\u00a0: ${document.file_name}`,
    text:
      `Bonjour,\n\nVotre document « ${document.file_name} » est à télécharger à cette adresse, jusqu'au ${until} :\n\n` +
      `${publicUrl(ctx.config)}${directLinkPath(token)}\n\n` +
      `Ce lien vous est personnel\u00a0: ne le transmettez pas. / Your document can be downloaded from this personal link ` +
      `until the date above.\n`,
  });
};

/** `POST doc/{id}/link`: staff who see the document email a direct download link (to its employee by default). */
export const sendDocumentLink = async (
  ctx: AppContext,
  caller: DocumentReader,
  documentId: string,
  email: string | null,
  actor: Actor,
) => {
  if (caller.kind !== 'STAFF') throw new AppError(403, 'FORBIDDEN', 'Only staff send download links');
  const { db } = ctx.database;
  const file = await visibleFile(db, caller, documentId);
  const document = { ...file };
  const recipient =
    email ??
    (file.employee_id
      ? (await db.selectFrom('employees').select('email').where('id', '=', file.employee_id).executeTakeFirst())?.email
      : null);
  if (!recipient)
    throw new AppError(400, 'VALIDATION_ERROR', 'This document has no recipient email', { email: 'required' });
  await db.transaction().execute(async (trx) => {
    await sendLink(trx, ctx, document, recipient);
    await recordEvent(trx, document, 'LINK_SENT', actor, { email: recipient });
  });
};

/** The document a valid (unexpired) token opens, if any. */
const documentOfToken = async (ctx: AppContext, token: string) =>
  ctx.database.db
    .selectFrom('document_links as l')
    .innerJoin('documents as d', 'd.id', 'l.document_id')
    .select(['d.id', 'd.customer_id', 'd.org_id', 'd.file_name', 'd.blob_key', 'd.size', 'd.pages', 'd.employee_id'])
    .where('l.token_hash', '=', hashToken(token))
    .where('l.expires_at', '>', new Date())
    .where('d.blob_key', 'is not', null)
    .executeTakeFirst();

/**
 * `GET doc/direct/{token}`: the document the token opens, if any. A token that names no link at
 * all (made up, not expired) counts against the caller's address, refused past the limit.
 */
export const openDirectLink = async (ctx: AppContext, token: string, ip: string) => {
  const { db } = ctx.database;
  const guesses = throttleRules(ctx.config).linkGuesses;
  await refuseWhileSpent(db, guesses, ip);
  const file = await documentOfToken(ctx, token);
  if (file) return file;
  const known = await db
    .selectFrom('document_links')
    .select('token_hash')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!known) await countFailure(db, guesses, ip);
  return undefined;
};

/**
 * `POST regenerate-direct-doc-download`: a token that names a link (expired or not) gets a new link
 * sent to the same address, and stops working itself. The caller learns nothing either way. One
 * client address asks a limited number of times (429 past it); one recipient gets a few renewed
 * links an hour, and past that the request is answered the same and sends nothing.
 */
export const renewDocumentLink = async (ctx: AppContext, token: string, actor: Actor, ip: string) => {
  const { db } = ctx.database;
  const rules = throttleRules(ctx.config);
  await takeHit(db, rules.mailRequests, ip);
  await db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('document_links as l')
      .innerJoin('documents as d', 'd.id', 'l.document_id')
      .select(['l.token_hash', 'l.email', 'd.id', 'd.customer_id', 'd.file_name', 'd.employee_id'])
      .where('l.token_hash', '=', hashToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!link) return;
    const recent = await trx
      .selectFrom('document_links')
      .select('token_hash')
      .where('document_id', '=', link.id)
      .where('email', '=', link.email)
      .where('token_hash', '<>', link.token_hash)
      .where('created_at', '>', new Date(Date.now() - RENEW_INTERVAL_MS))
      .executeTakeFirst();
    if (recent) return;
    if (!(await mayMail(trx, rules.renewedLinkMails, link.email.toLowerCase()))) return;
    // Kept, expired: the old link can still ask for a new one, never open the document again.
    await trx
      .updateTable('document_links')
      .set({ expires_at: new Date() })
      .where('token_hash', '=', link.token_hash)
      .execute();
    await sendLink(trx, ctx, link, link.email);
    await recordEvent(trx, link, 'LINK_RENEWED', actor, { email: link.email });
  });
};
