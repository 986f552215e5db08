import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { enqueueMail } from '../../messaging/outbox';
import { renderActivationLetters, type ActivationLetter } from '../../pdf/activationLetters';
import { publicUrl } from '../../publicUrl';
import { lockEmployees, openAccounts } from './accounts';
import { issueActivationCode } from './activationCodes';
import { activationMail, frenchDay } from './mails';
import { selectedEmployees } from './queries';

export type PrintedLetters = { pdf: Uint8Array; printed: number; skipped: number };

/**
 * `POST employees/activation-letters`: for each selected employee whose account is not finalised
 * (created now when missing), a new activation code, on a letter and, when the employee has an
 * email, in a message only they can read. The codes and mails are committed before the PDF is made.
 */
export const printActivationLetters = async (
  ctx: AppContext,
  caller: Access,
  ids: string[],
): Promise<PrintedLetters> => {
  const { db } = ctx.database;
  const portal = publicUrl(ctx.config);
  const asked = await selectedEmployees(db, caller, ids);
  if (asked.every((employee) => employee.accountState === 'FINALIZED')) {
    throw new AppError(409, 'NO_LETTER_TO_PRINT', 'Every selected employee has already activated their account');
  }
  const now = new Date();
  const letters = await db.transaction().execute(async (trx) => {
    await lockEmployees(trx, asked);
    const current = await selectedEmployees(trx, caller, ids);
    const pending = current.filter((employee) => employee.accountState !== 'FINALIZED');
    const { employees } = await openAccounts(trx, pending, now);
    const organizations = await trx
      .selectFrom('users')
      .innerJoin('organizations', 'organizations.id', 'users.org_id')
      .select(['users.employee_id', 'organizations.name'])
      .where(
        'users.employee_id',
        'in',
        employees.map(({ id }) => id),
      )
      .execute();
    const result: ActivationLetter[] = [];
    for (const employee of employees) {
      const issued = await issueActivationCode(trx, ctx, employee.id, now);
      if (employee.email) {
        const to = { ...employee, customerId: employee.customerId, userId: employee.userId!, email: employee.email };
        await enqueueMail(trx, ctx.boss, activationMail(portal, to, employee.login!, issued));
      }
      result.push({
        ...employee,
        organizationName: organizations.find((row) => row.employee_id === employee.id)?.name ?? '',
        login: employee.login!,
        code: issued.code,
        validUntil: frenchDay(issued.expiresAt),
        date: frenchDay(now),
      });
    }
    return result;
  });
  return {
    pdf: await renderActivationLetters(letters, portal),
    printed: letters.length,
    skipped: asked.length - letters.length,
  };
};
