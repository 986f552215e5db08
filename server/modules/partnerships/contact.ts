import { sql, type Transaction } from 'kysely';
import type { TValidatingMail } from '../../../common/schemas/partnerships';
import type { Access } from '../../access/requestAccess';
import { sameCustomer } from '../../access/tenancy';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { enqueueMail } from '../../messaging/outbox';
import { publicUrl } from '../../publicUrl';
import { countFailure, refuseWhileSpent, throttleRules } from '../../security/throttle';
import { hashPassword } from '../../auth/passwords';
import { sessionUserOf } from '../../auth/sessionUser';
import { openSession } from '../../auth/sessions';
import { hashToken, newOpaqueToken } from '../../auth/tokens';
import { requireVisiblePartnership, transitionOf } from './service';

const VALIDATION_LINK_DAYS = 14;

const validationMail = (partnershipName: string, link: string) => ({
  subject: `Liasse\u00a0: confirmez votre adresse pour ${partnershipName} / confirm your email address`,
  text:
    `Vous êtes le contact de ${partnershipName} pour l'échange de documents sur Liasse. ` +
    `Confirmez votre adresse en ouvrant ce lien\u00a0: / You are the contact of ${partnershipName} for exchanging ` +
    `documents on Liasse. Confirm your email address by opening this link:\n\n${link}\n\n` +
    `Ce lien est valable ${VALIDATION_LINK_DAYS} jours et une seule fois. / ` +
    `This link works once, for ${VALIDATION_LINK_DAYS} days.\n`,
});

/**
 * Fills the contact email (spec section 5: required) and sends the contact a link that confirms
 * it. The link's reference is stored hashed; a new email voids the link sent before it.
 */
export const fillContactMail = async (ctx: AppContext, caller: Access, id: string, email: string) => {
  const partnership = await requireVisiblePartnership(ctx, caller, id);
  const status = transitionOf(partnership, 'fillContactMail');
  const reference = newOpaqueToken();
  const query = new URLSearchParams({ id, email, reference });
  const link = `${publicUrl(ctx.config)}/partnership-validation?${query}`;
  await ctx.database.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('partnerships')
      .set({
        status,
        contact_email: email,
        validation_hash: hashToken(reference),
        validation_expires_at: new Date(Date.now() + VALIDATION_LINK_DAYS * 24 * 3600_000),
      })
      .where('id', '=', id)
      .where('status', '=', partnership.status)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) throw new AppError(409, 'CONFLICT', 'The partnership changed meanwhile');
    await enqueueMail(trx, ctx.boss, {
      customerId: caller.customerId,
      recipient: email,
      recipientUserId: null,
      carriesSecret: true,
      ...validationMail(partnership.name, link),
    });
  });
  return requireVisiblePartnership(ctx, caller, id);
};

/** Every failure of a validation gets this one answer: the caller learns nothing of the partnership. */
const invalidValidation = () =>
  new AppError(400, 'VALIDATION_ERROR', 'This validation link is invalid, expired or already used', {
    reference: 'invalid_reference',
  });

/**
 * The contact's account: the one they already hold as contact of another of the customer's
 * partnerships, else a new one, signed in as their email (or, when that login is taken, their
 * email and a number). It has no rule and sees no organisation: the contact gets only what is
 * sent to them. It must choose its password and accept the terms before anything else.
 */
const contactAccount = async (
  trx: Transaction<DB>,
  partnership: { customer_id: string; org_id: string; name: string },
  email: string,
) => {
  const existing = await trx
    .selectFrom('users')
    .selectAll()
    .where(sameCustomer({ customerId: partnership.customer_id }, 'customer_id'))
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where((eb) => eb.exists(eb.selectFrom('partnerships').select('id').whereRef('contact_user_id', '=', 'users.id')))
    .executeTakeFirst();
  if (existing) return existing;
  const taken = await trx
    .selectFrom('users')
    .select('login')
    .where(sql<string>`lower(login)`, 'like', `${email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .execute();
  const logins = new Set(taken.map((row) => row.login.toLowerCase()));
  let login = email;
  for (let n = 2; logins.has(login.toLowerCase()); n++) login = `${email}-${n}`;
  return trx
    .insertInto('users')
    .values({
      customer_id: partnership.customer_id,
      org_id: partnership.org_id,
      login,
      // Unusable until the contact chooses theirs: no one knows this one.
      password_hash: await hashPassword(newOpaqueToken()),
      first_name: '',
      name: partnership.name,
      email,
      must_init_account: true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

/**
 * The contact confirms their email with the reference the link gave them: the partnership is
 * enabled, the contact's account made, and a session opened for them, as the link came to their
 * mailbox alone. The link works once. A refused one counts against the caller's address, whose
 * attempts are refused (429) past the limit.
 */
export const validateContactMail = async (ctx: AppContext, id: string, input: TValidatingMail, ip: string) => {
  const { db } = ctx.database;
  const guesses = throttleRules(ctx.config).linkGuesses;
  await refuseWhileSpent(db, guesses, ip);
  const now = new Date();
  const user = await db.transaction().execute(async (trx) => {
    const partnership = await trx
      .selectFrom('partnerships')
      .selectAll()
      .where('id', '=', id)
      .where('validation_hash', '=', hashToken(input.reference))
      .where('validation_expires_at', '>', now)
      .where(sql<string>`lower(contact_email)`, '=', input.email.toLowerCase())
      .forUpdate()
      .executeTakeFirst();
    if (!partnership) return undefined;
    const status = transitionOf({ status: partnership.status, contactValidated: false }, 'validateMail');
    const account = await contactAccount(trx, partnership, partnership.contact_email!);
    await trx
      .updateTable('partnerships')
      .set({
        status,
        contact_validated_at: now,
        contact_user_id: account.id,
        validation_hash: null,
        validation_expires_at: null,
      })
      .where('id', '=', id)
      .execute();
    return account;
  });
  if (!user) {
    await countFailure(db, guesses, ip);
    throw invalidValidation();
  }
  const tokens = await openSession({ ...ctx, db }, user);
  return { tokens, user: await sessionUserOf(db, user) };
};
