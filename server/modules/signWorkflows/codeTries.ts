import { sql, type Kysely } from 'kysely';
import { RECOVERY_CODE_MAX_FAILURES, SIGNATURE_CODE_MAX_FAILURES } from '../../../common/signatureCode';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/errors';
import { verifyPassword } from '../../auth/passwords';

/**
 * The tries of a signatory's codes. The standing code is a second factor: wrong codes lock it, and
 * only a recovery code sent to its owner lifts the lock. Each try is counted before the code is
 * checked (a right one gives it back), so that concurrent tries cannot pass the limits: five wrong
 * codes in a row for the standing code, five for each recovery code while it is live.
 */

/** The standing code as a try found it: checked with `failures` counted, or not checked. */
type StandingTried = { failures: number } | 'locked' | 'none';

export type CodeTry =
  | { matched: 'standing' }
  | { matched: 'recovery'; recoveryId: string }
  /** `standing` is null when the standing code was not asked for. */
  | { matched: null; standing: StandingTried | null; recoveriesTried: number };

/** Counts one more try on each live recovery code that has tries left; answers them, newest first. */
const reserveRecoveryTries = (db: Kysely<DB>, userId: string) =>
  db
    .updateTable('signature_recovery_codes')
    .set({ failures: sql<number>`failures + 1` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('failures', '<', RECOVERY_CODE_MAX_FAILURES)
    .returning(['id', 'code_hash', 'created_at'])
    .execute()
    .then((rows) => rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime()));

/** Counts one more try on the standing code unless it is locked (or its last try is under way). */
const reserveStandingTry = async (db: Kysely<DB>, userId: string) => {
  const reserved = await db
    .updateTable('signature_codes')
    .set({ failures: sql<number>`failures + 1` })
    .where('user_id', '=', userId)
    .where('locked_at', 'is', null)
    .where('failures', '<', SIGNATURE_CODE_MAX_FAILURES)
    .returning(['code_hash', 'failures'])
    .executeTakeFirst();
  if (reserved) return reserved;
  const exists = await db
    .selectFrom('signature_codes')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return exists ? ('locked' as const) : ('none' as const);
};

/**
 * One try of `code`: against the live recovery codes (`recovery`), and against the standing code
 * unless signing is locked (`standing`). A wrong one that uses the standing code's last try locks
 * signing; a right one gives the recovery codes their try back and clears the standing code's
 * failures (not its lock: only a recovery code used lifts it, see `consumeRecoveryCode`).
 */
export const tryCode = async (
  db: Kysely<DB>,
  userId: string,
  code: string,
  against: { standing: boolean; recovery: boolean },
): Promise<CodeTry> => {
  const recoveries = against.recovery ? await reserveRecoveryTries(db, userId) : [];
  const standing = against.standing ? await reserveStandingTry(db, userId) : null;
  const checked = typeof standing === 'object' ? standing : null;
  const rightCode = async () => {
    if (recoveries.length)
      await db
        .updateTable('signature_recovery_codes')
        .set({ failures: sql<number>`greatest(failures - 1, 0)` })
        .where(
          'id',
          'in',
          recoveries.map((recovery) => recovery.id),
        )
        .execute();
    if (checked)
      await db
        .updateTable('signature_codes')
        .set({ failures: 0 })
        .where('user_id', '=', userId)
        .where('locked_at', 'is', null)
        .execute();
  };
  for (const recovery of recoveries) {
    if (!(await verifyPassword(recovery.code_hash, code))) continue;
    await rightCode();
    return { matched: 'recovery', recoveryId: recovery.id };
  }
  if (checked && (await verifyPassword(checked.code_hash, code))) {
    await rightCode();
    return { matched: 'standing' };
  }
  if (checked && checked.failures >= SIGNATURE_CODE_MAX_FAILURES) {
    // Unless a right code cleared the failures meanwhile.
    await db
      .updateTable('signature_codes')
      .set({ locked_at: new Date() })
      .where('user_id', '=', userId)
      .where('locked_at', 'is', null)
      .where('failures', '>=', SIGNATURE_CODE_MAX_FAILURES)
      .execute();
  }
  return {
    matched: null,
    standing: typeof standing === 'object' && standing ? { failures: standing.failures } : standing,
    recoveriesTried: recoveries.length,
  };
};

export const signatureLocked = (fields?: Record<string, string>) =>
  new AppError(
    403,
    'SIGNATURE_LOCKED',
    'Signing is locked after too many wrong codes: ask for a recovery code',
    fields,
  );

export const wrongCode = (field: string, message: string) =>
  new AppError(400, 'INVALID_SIGNATURE_CODE', message, { [field]: 'wrong' });

/**
 * The refusal of a wrong standing code (`field` names where it was typed): 400 with the tries left,
 * or 403 SIGNATURE_LOCKED once the last one is used or signing was locked already.
 */
export const standingRefusal = (standing: StandingTried, field: string) => {
  if (standing === 'locked') return signatureLocked();
  if (standing === 'none')
    return new AppError(400, 'INVALID_SIGNATURE_CODE', 'You have no signature code yet: set one in your account', {
      [field]: 'not_set',
    });
  if (standing.failures >= SIGNATURE_CODE_MAX_FAILURES) return signatureLocked();
  return wrongCode(field, `Wrong signature code: ${SIGNATURE_CODE_MAX_FAILURES - standing.failures} tries left`);
};

/** Whether the user holds a recovery code not used yet, live or not (it tells a wrong code from no code). */
const holdsRecoveryCode = async (db: Kysely<DB>, userId: string) =>
  Boolean(
    await db
      .selectFrom('signature_recovery_codes')
      .select('id')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst(),
  );

/**
 * Checks a signature code before any signing work: the standing code, or a live recovery code.
 * Wrong: one more failure (400 INVALID_SIGNATURE_CODE with the tries left; the last one locks);
 * locked: 403 SIGNATURE_LOCKED until a recovery code is used. Answers the recovery code's id when
 * one matched: the signature's transaction marks it used (`consumeRecoveryCode`).
 */
export const checkSignatureCode = async (
  db: Kysely<DB>,
  userId: string,
  code: string,
): Promise<{ recoveryId: string | null }> => {
  const tried = await tryCode(db, userId, code, { standing: true, recovery: true });
  if (tried.matched === 'recovery') return { recoveryId: tried.recoveryId };
  if (tried.matched === 'standing') return { recoveryId: null };
  const standing = tried.standing ?? 'none';
  if (standing === 'none' && (tried.recoveriesTried > 0 || (await holdsRecoveryCode(db, userId))))
    throw wrongCode('codeSignature', 'Wrong recovery code');
  throw standingRefusal(standing, 'codeSignature');
};

/**
 * In the transaction of what the recovery code is used for (a signature, a new code): the code is
 * marked used (once: a concurrent use finds it taken), and signing is unlocked.
 */
export const consumeRecoveryCode = async (trx: Kysely<DB>, userId: string, recoveryId: string, field: string) => {
  const used = await trx
    .updateTable('signature_recovery_codes')
    .set({ used_at: new Date() })
    .where('id', '=', recoveryId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw wrongCode(field, 'This recovery code was already used');
  await trx
    .updateTable('signature_codes')
    .set({ failures: 0, locked_at: null })
    .where('user_id', '=', userId)
    .execute();
};
