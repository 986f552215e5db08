import { sql } from 'kysely';
import type { EmployeeStatusSwitch, TEmployeeStats } from '../../../common/schemas/employees';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { visibleEmployees } from './queries';

/** The side panel's counts, in one pass over what the caller sees. */
export const employeeStats = async (
  ctx: AppContext,
  caller: Access,
  status: EmployeeStatusSwitch,
): Promise<TEmployeeStats> => {
  const inStatus = status === 'ALL' ? sql`true` : sql`employees.status = ${status}`;
  const count = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${inStatus} and ${condition})`;
  const row = await visibleEmployees(ctx.database.db, caller)
    .select([
      sql<number>`count(*) filter (where employees.status = 'ACTIVE')`.as('active'),
      sql<number>`count(*) filter (where employees.status = 'INACTIVE')`.as('inactive'),
      count(sql`true`).as('total'),
      count(sql`employees.account_state = 'NOT_REGISTERED'`).as('notRegistered'),
      count(sql`employees.account_state = 'CREATED'`).as('created'),
      count(sql`employees.account_state = 'FINALIZED'`).as('finalized'),
      count(sql`employees.bpe_agreement`).as('accepted'),
      count(sql`not employees.bpe_agreement`).as('refused'),
    ])
    .executeTakeFirstOrThrow();
  const n = (value: number) => Number(value);
  return {
    byStatus: { ACTIVE: n(row.active), INACTIVE: n(row.inactive) },
    total: n(row.total),
    byAccountState: { NOT_REGISTERED: n(row.notRegistered), CREATED: n(row.created), FINALIZED: n(row.finalized) },
    notFinalized: n(row.notRegistered) + n(row.created),
    byBpeAgreement: {
      accepted: n(row.accepted),
      refused: n(row.refused),
      notStated: n(row.total) - n(row.accepted) - n(row.refused),
    },
  };
};
