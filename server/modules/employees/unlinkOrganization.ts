import { sql } from 'kysely';
import { employeeVisible } from '../../access/employeeVisibility';
import type { Access } from '../../access/requestAccess';
import { visibleOrganizations } from '../../access/visibility';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';

/**
 * `DELETE employees/organization/{id}`: the employees the caller sees leave the organisation. One
 * left with no organisation at all is kept (their documents are records) under the parent
 * organisation, inactive there and in status: an organisation being closed is one its staff left.
 * The root has no parent: unlinking it is refused while it would leave anyone with no organisation.
 */
export const unlinkOrganization = async (ctx: AppContext, caller: Access, orgId: string) => {
  const org = await visibleOrganizations(ctx.database.db, caller)
    .select(['organizations.id', 'organizations.parent_id'])
    .where('organizations.id', '=', orgId)
    .executeTakeFirst();
  if (!org) throw notFound('Organization');
  return ctx.database.db.transaction().execute(async (trx) => {
    const linked = trx
      .selectFrom('employee_organizations as eo')
      .innerJoin('employees', 'employees.id', 'eo.employee_id')
      .select('eo.employee_id')
      .where('eo.org_id', '=', orgId)
      .where(employeeVisible(caller, 'employees'));
    // Those whose only organisation this is; set-based, as an organisation may hold a million.
    const orphans = trx
      .selectFrom('employee_organizations as eo')
      .select('eo.employee_id')
      .where('eo.employee_id', 'in', linked)
      .groupBy('eo.employee_id')
      .having(sql`count(*)`, '=', 1);
    const { count } = await trx
      .selectFrom(orphans.as('orphans'))
      .select(sql<number>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    const movedToParent = Number(count);
    if (movedToParent > 0 && org.parent_id === null) {
      throw new AppError(409, 'CONFLICT', 'Employees of the root organisation would be left with no organisation');
    }
    if (movedToParent > 0) {
      await trx
        .updateTable('employees')
        .set({ status: 'INACTIVE', updated_at: new Date() })
        .where('id', 'in', orphans)
        .execute();
      await trx
        .insertInto('employee_organizations')
        .columns(['employee_id', 'org_id', 'active'])
        .expression(
          orphans
            .clearSelect()
            .select([
              'eo.employee_id',
              sql<string>`${org.parent_id}::uuid`.as('org_id'),
              sql<boolean>`false`.as('active'),
            ]),
        )
        .execute();
    }
    const removed = await trx
      .deleteFrom('employee_organizations')
      .where('org_id', '=', orgId)
      .where('employee_id', 'in', linked)
      .executeTakeFirst();
    return { unlinked: Number(removed.numDeletedRows), movedToParent };
  });
};
