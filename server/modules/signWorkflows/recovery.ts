import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { RECOVERY_CODE_MINUTES, type RecoveryMode } from '../../../common/signatureCode';
import type { Access } from '../../access/requestAccess';
import { requireWorkflow } from '../../access/signWorkflowVisibility';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { enqueueMail } from '../../messaging/outbox';
import { PhoneGatewayFailed, phoneGatewayOf } from '../../messaging/phoneGateway';
import { hashPassword } from '../../auth/passwords';

/** Recovery codes a user may ask for in an hour. */
export const RECOVERY_CODES_PER_HOUR = 3;

const invalid = (fields: Record<string, string>) =>
  new AppError(400, 'VALIDATION_ERROR', 'The recovery code cannot be sent there', fields);

/** Spaces, dots and dashes are no part of a phone number. */
const normalisedPhone = (phone: string) => phone.replace(/[\s.-]/g, '');

/**
 * The caller must be the current signatory of a book they see: 404 when they cannot see it, 409
 * when it is not out for signature or not their turn. Answers the position of their step.
 */
export const requireCurrentSignatory = async (db: Kysely<DB>, caller: Access, workflowId: string) => {
  const book = await requireWorkflow(db, caller, workflowId);
  const step =
    book.state === 'RUNNING' && book.current_step !== null
      ? await db
          .selectFrom('sign_workflow_steps')
          .select('signatory_id')
          .where('workflow_id', '=', workflowId)
          .where('position', '=', book.current_step)
          .executeTakeFirst()
      : undefined;
  if (book.current_step === null || step?.signatory_id !== caller.userId)
    throw new AppError(409, 'CONFLICT', 'It is not your turn to sign this signature book', { state: 'not_your_turn' });
  return { position: book.current_step };
};

type RecoveryRequest = { mode: RecoveryMode; email?: string; phone?: string };

/** `POST sign-workflow/recover-signature-code/{id}`: the current signatory of the book asks for a recovery code. */
export const sendBookRecoveryCode = async (
  ctx: AppContext,
  caller: Access,
  workflowId: string,
  request: RecoveryRequest,
) => {
  await requireCurrentSignatory(ctx.database.db, caller, workflowId);
  await sendRecoveryCode(ctx, caller.userId, request);
};

/**
 * A 6-digit single-use code, valid ten minutes, sent to the user's own email (through the outbox,
 * as a secret) or phone (SMS or voice through the phone gateway): it signs once, or changes the
 * standing code, and either lifts a lock. At most three an hour per user (429), whichever call asked.
 * `POST sign-workflow/recover-signature-code/{id}` and `POST account/signature-code/recovery`.
 */
export const sendRecoveryCode = async (ctx: AppContext, userId: string, request: RecoveryRequest) => {
  const { db } = ctx.database;
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'phone', 'customer_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (request.mode === 'EMAIL') {
    if (!request.email?.trim()) throw invalid({ email: 'required' });
    if (!user.email || request.email.trim().toLowerCase() !== user.email.toLowerCase())
      throw invalid({ email: 'not_yours' });
  } else {
    if (!user.phone) throw invalid({ phone: 'none_registered' });
    if (!request.phone?.trim()) throw invalid({ phone: 'required' });
    if (normalisedPhone(request.phone) !== normalisedPhone(user.phone)) throw invalid({ phone: 'not_yours' });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashPassword(code);
  const text =
    `Votre code de signature à usage unique\u00a0: ${code} (valable ${RECOVERY_CODE_MINUTES} minutes).\n` +
    `Your single-use signature code: ${code} (valid ${RECOVERY_CODE_MINUTES} minutes).\n`;
  try {
    await db.transaction().execute(async (trx) => {
      // One request at a time per user, so that the hourly count holds.
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
      const recent = await trx
        .selectFrom('signature_recovery_codes')
        .select(sql<number>`count(*)`.as('count'))
        .where('user_id', '=', user.id)
        .where('created_at', '>', new Date(Date.now() - 3_600_000))
        .executeTakeFirstOrThrow();
      if (Number(recent.count) >= RECOVERY_CODES_PER_HOUR)
        throw new AppError(429, 'TOO_MANY_REQUESTS', 'Too many recovery codes asked for in the last hour');
      await trx
        .insertInto('signature_recovery_codes')
        .values({
          user_id: user.id,
          code_hash: codeHash,
          mode: request.mode,
          expires_at: new Date(Date.now() + RECOVERY_CODE_MINUTES * 60_000),
        })
        .execute();
      if (request.mode === 'EMAIL') {
        await enqueueMail(trx, ctx.boss, {
          customerId: user.customer_id,
          recipient: user.email!,
          recipientUserId: user.id,
          carriesSecret: true,
          subject: 'Liasse\u00a0: votre code de signature / your signature code',
          text,
        });
      } else {
        await phoneGatewayOf(ctx.config).send(trx, {
          customerId: user.customer_id,
          userId: user.id,
          to: user.phone!,
          text,
          kind: request.mode === 'SMS' ? 'sms' : 'voice',
        });
      }
    });
  } catch (error) {
    if (error instanceof PhoneGatewayFailed) throw new AppError(503, 'SERVICE_UNAVAILABLE', error.message);
    throw error;
  }
};
