import type { AppContext } from '../../context';
import type { User } from '../../db/schema';
import { AppError } from '../../http/errors';
import { enqueueMail } from '../../messaging/outbox';
import { publicUrl } from '../../publicUrl';
import { countFailure, refuseWhileSpent, throttleRules } from '../../security/throttle';
import { hashPassword } from '../../auth/passwords';
import { revokeUserSessions } from '../../auth/sessions';
import { hashToken, newOpaqueToken } from '../../auth/tokens';

const RESET_LINK_TTL_MINUTES = 60;

const MESSAGES = {
  forgotten: {
    subject: 'Liasse\u00a0: réinitialisation de votre mot de passe / password reset',
    intro: 'Vous avez demandé à changer votre mot de passe. / You asked to change your password.',
  },
  blocked: {
    subject: 'Liasse\u00a0: votre compte est bloqué / your account is blocked',
    intro:
      'Votre compte a été bloqué après trop de tentatives de connexion. Choisissez un nouveau mot de passe pour le débloquer. / ' +
      'Your account was blocked after too many failed logins. Choose a new password to unblock it.',
  },
};

/** Sends a single-use link, valid one hour, to choose a new password (which also unblocks the account). */
export const sendPasswordResetLink = async (ctx: AppContext, user: User, reason: keyof typeof MESSAGES) => {
  if (!user.email) return;
  const token = newOpaqueToken();
  const link = `${publicUrl(ctx.config)}/reset-password?token=${token}`;
  const { subject, intro } = MESSAGES[reason];
  await ctx.database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_reset_tokens')
      .values({
        token_hash: hashToken(token),
        user_id: user.id,
        expires_at: new Date(Date.now() + RESET_LINK_TTL_MINUTES * 60_000),
      })
      .execute();
    await enqueueMail(trx, ctx.boss, {
      customerId: user.customer_id,
      recipient: user.email!,
      recipientUserId: user.id,
      carriesSecret: true,
      subject,
      text: `${intro}\n\n${link}\n\nCe lien est valable une heure et une seule fois. / This link works once, for one hour.\n`,
    });
  });
};

const invalidResetLink = () => new AppError(400, 'INVALID_RESET_LINK', 'This link has expired or was already used');

/**
 * Sets the new password from a reset link: unblocks the account and ends its sessions. The link is
 * checked before the (costly) hash, so a stream of made-up tokens costs the server nothing, and
 * made-up ones (not a used or expired link) count against the address, refused past the limit.
 */
export const resetPassword = async (ctx: AppContext, token: string, password: string, ip: string) => {
  const { db } = ctx.database;
  const guesses = throttleRules(ctx.config).linkGuesses;
  await refuseWhileSpent(db, guesses, ip);
  const tokenHash = hashToken(token);
  const link = await db
    .selectFrom('password_reset_tokens')
    .select(['user_id', 'used_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!link) await countFailure(db, guesses, ip);
  if (!link || link.used_at || link.expires_at <= new Date()) throw invalidResetLink();
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    // Taken again in the transaction: of two concurrent uses of one link, one wins.
    const used = await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!used) throw invalidResetLink();
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        password_changed_at: now,
        failed_logins: 0,
        blocked_until: null,
        blocked_at: null,
      })
      .where('id', '=', used.user_id)
      .execute();
    // Any other link sent earlier dies with this one.
    await trx
      .updateTable('password_reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', used.user_id)
      .where('used_at', 'is', null)
      .execute();
    await revokeUserSessions(trx, used.user_id, 'password-reset');
  });
};
