import type { Access } from '../../access/requestAccess';
import type { AppContext } from '../../context';
import { requireVisible } from './findEmployees';

/** The NIR in clear, for a caller with the edit feature; each reading is recorded (who, when). */
export const revealNir = async (ctx: AppContext, caller: Access, id: string) => {
  const row = await requireVisible(ctx, caller, id);
  await ctx.database.db
    .insertInto('employee_nir_reveals')
    .values({ employee_id: id, user_id: caller.userId })
    .execute();
  return {
    socialSecurityNumber: row.nir_sealed ? ctx.secrets.open(row.nir_sealed) : null,
    nirTemporary: row.nir_temporary,
  };
};
