import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { DB } from '../db/schema';
import { declareJob } from '../jobs/declaration';
import { sendInTransaction } from '../jobs/inTransaction';
import type { BlobStore } from '../storage/blobStore';
import { readVerifiedBytes } from '../storage/verifiedBlob';
import type { Mailer } from './mailer';

export const MAIL_SEND = 'mail.send';

export type OutgoingMail = {
  customerId: string | null;
  recipient: string;
  /** The portal user it is for, if any: the outbox lists it only to readers who may see that user. */
  recipientUserId: string | null;
  /**
   * Set by whoever writes a message holding a reset link, an activation or signature code, or a
   * download link: such a text is for its recipient alone and never appears in the outbox listing.
   */
  carriesSecret: boolean;
  subject: string;
  text: string;
  /** A document sent with the message: its blob is read when the message goes, not before. */
  attachment?: { blobKey: string; name: string };
};

/** Writes the message and its sending job in the caller's transaction: both exist, or neither. */
export const enqueueMail = async (trx: Kysely<DB>, boss: PgBoss, mail: OutgoingMail): Promise<string> => {
  const { id } = await trx
    .insertInto('mail_outbox')
    .values({
      customer_id: mail.customerId,
      recipient: mail.recipient,
      recipient_user_id: mail.recipientUserId,
      carries_secret: mail.carriesSecret,
      subject: mail.subject,
      body_text: mail.text,
      attachment_blob_key: mail.attachment?.blobKey ?? null,
      attachment_name: mail.attachment?.name ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sendInTransaction(
    trx,
    boss,
    MAIL_SEND,
    { messageId: id },
    { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  );
  return id;
};

/**
 * The job: sends one message once. A message already sent is not sent again when the job runs
 * twice; without SMTP the message is held in the outbox for an administrator to read.
 */
export const sendOutboxMessage = async (
  db: Kysely<DB>,
  blobs: BlobStore,
  mailer: Mailer,
  messageId: string,
): Promise<void> => {
  const message = await db.selectFrom('mail_outbox').selectAll().where('id', '=', messageId).executeTakeFirst();
  if (!message || message.status === 'sent') return;
  if (!mailer.transport) {
    await db.updateTable('mail_outbox').set({ status: 'held' }).where('id', '=', messageId).execute();
    return;
  }
  try {
    // Read at each try, checked against its key: a damaged blob fails the try, it is never sent.
    const attachments = message.attachment_blob_key
      ? [
          {
            filename: message.attachment_name ?? 'document.pdf',
            content: await readVerifiedBytes(blobs, message.attachment_blob_key),
            contentType: 'application/pdf',
          },
        ]
      : undefined;
    await mailer.transport.sendMail({
      from: mailer.from,
      to: message.recipient,
      subject: message.subject,
      text: message.body_text,
      attachments,
    });
  } catch (error) {
    await db
      .updateTable('mail_outbox')
      .set({ status: 'failed', error: String(error).slice(0, 1000) })
      .where('id', '=', messageId)
      .execute();
    throw error;
  }
  // A sent message's text may hold a credential (a reset link): once delivered, only its
  // envelope stays, so that reading the outbox never lets an administrator into another account.
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: new Date(), error: null, body_text: '' })
    .where('id', '=', messageId)
    .execute();
};

export const mailSendJob = declareJob<{ messageId: string }>({
  queue: MAIL_SEND,
  work: (ctx, job) => sendOutboxMessage(ctx.database.db, ctx.blobs, ctx.mailer, job.data.messageId),
});
