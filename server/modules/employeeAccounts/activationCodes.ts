import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { DB } from '../../db/schema';

// No I, O, 0 or 1: a code copied from paper is not misread.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

/** 12 characters of 32 (60 bits), shown as `ABCD-EFGH-JKLM`. */
export const newActivationCode = (): string =>
  Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');

/** A code as typed: case, spaces and dashes do not matter. */
const normalizeCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Stored keyed (HMAC with the server's secret), not a plain hash: with the table alone, trying
 * every one of the 2^60 codes tells nothing.
 */
export const activationCodeHash = (secrets: AppContext['secrets'], code: string) =>
  secrets.fingerprint(`employee-activation:${normalizeCode(code)}`);

export type IssuedCode = { code: string; expiresAt: Date };

/**
 * A new code for the employee, which replaces any code sent before (a letter printed again is
 * usually one that was lost): only the latest letter or email works.
 */
export const issueActivationCode = async (
  trx: Kysely<DB>,
  ctx: Pick<AppContext, 'secrets' | 'config'>,
  employeeId: string,
  now: Date,
): Promise<IssuedCode> => {
  const code = newActivationCode();
  const expiresAt = new Date(now.getTime() + ctx.config.employeeAccounts.activationCodeTtlDays * 86_400_000);
  await trx
    .deleteFrom('employee_activation_codes')
    .where('employee_id', '=', employeeId)
    .where('used_at', 'is', null)
    .execute();
  await trx
    .insertInto('employee_activation_codes')
    .values({ code_hash: activationCodeHash(ctx.secrets, code), employee_id: employeeId, expires_at: expiresAt })
    .execute();
  return { code, expiresAt };
};

/** Whether the employee holds a code that still works (a reminder then points to it). */
export const hasLiveCode = async (db: Kysely<DB>, employeeId: string, now: Date) =>
  Boolean(
    await db
      .selectFrom('employee_activation_codes')
      .select('employee_id')
      .where('employee_id', '=', employeeId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst(),
  );

/** Once the account is finalised, no code opens it again. */
export const dropUnusedCodes = (db: Kysely<DB>, employeeId: string) =>
  db
    .deleteFrom('employee_activation_codes')
    .where('employee_id', '=', employeeId)
    .where('used_at', 'is', null)
    .execute();
