import type { Kysely } from 'kysely';
import { employeeVisible } from '../../access/employeeVisibility';
import type { Access } from '../../access/requestAccess';
import type { DB } from '../../db/schema';

/**
 * The employees a document of this organisation may be filed to by this caller: employees they
 * see, linked to the organisation itself. A deposit, the check of whom a file names and a
 * refiling all choose among these.
 */
export const fileableEmployees = (db: Kysely<DB>, caller: Access, orgId: string) =>
  db
    .selectFrom('employees as e')
    .where(employeeVisible(caller, 'e'))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('employee_organizations as eo')
          .select('eo.employee_id')
          .whereRef('eo.employee_id', '=', 'e.id')
          .where('eo.org_id', '=', orgId),
      ),
    );
