import type { EmployeeStatus } from '../../../common/schemas/employees';
import { employeeVisible } from '../../access/employeeVisibility';
import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';

/** Sets the status of those of `ids` the caller sees; the others are left alone, unsaid. */
export const setEmployeeStatus = async (ctx: AppContext, caller: Access, ids: string[], status: EmployeeStatus) => {
  const result = await ctx.database.db
    .updateTable('employees')
    .set({ status, updated_at: new Date() })
    .where('employees.id', 'in', [...new Set(ids)])
    .where('employees.status', '<>', status)
    .where(employeeVisible(caller, 'employees'))
    .executeTakeFirst();
  return { updated: Number(result.numUpdatedRows) };
};
