import { z } from 'zod';
import { dataOf } from './paging';

/**
 * The personal document accounts of employees: `POST employees/accounts`, `employees/activation-letters`
 * and `employees/remind` (desk base, the selected employees' ids), and `POST account/activate`
 * (user-directory base, public).
 */

/** Why a selected employee was left out of a bulk action. */
export const ACCOUNT_SKIP_REASONS = [
  /** Accounts: the employee already has one. */
  'ALREADY_CREATED',
  /** Letters and reminders: the account is already finalised, the employee signs in by themselves. */
  'ALREADY_FINALIZED',
  /** Reminders: the employee has no account yet. */
  'NO_ACCOUNT',
  /** Reminders: nowhere to send one. */
  'NO_EMAIL',
  /** Reminders: never more than one a day per employee. */
  'ALREADY_REMINDED_TODAY',
] as const;
export type AccountSkipReason = (typeof ACCOUNT_SKIP_REASONS)[number];

const ZSkipped = z.array(z.object({ id: z.string(), reason: z.enum(ACCOUNT_SKIP_REASONS) }));

export const ZAccountsCreated = dataOf(z.object({ created: z.array(z.string()), skipped: ZSkipped })).meta({
  id: 'AccountsCreated',
});
export type TAccountsCreated = z.infer<typeof ZAccountsCreated>['data'];

export const ZRemindersSent = dataOf(z.object({ reminded: z.array(z.string()), skipped: ZSkipped })).meta({
  id: 'RemindersSent',
});
export type TRemindersSent = z.infer<typeof ZRemindersSent>['data'];

/** How many letters the PDF holds and how many employees were left out (finalised accounts). */
export const LETTER_COUNT_HEADER = 'x-letter-count';
export const LETTER_SKIPPED_HEADER = 'x-letter-skipped';

/**
 * `POST account/activate`: the login and the code of the activation letter (or email). The answer is
 * the login's: a session that must first choose its password and accept the terms.
 */
export const ZActivateAccountRequest = z
  .object({
    login: z.string().trim().min(1).max(200),
    code: z.string().trim().min(1).max(100),
  })
  .meta({ id: 'ActivateAccountRequest' });
export type TActivateAccountRequest = z.infer<typeof ZActivateAccountRequest>;
