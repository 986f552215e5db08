import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { insertEmployee, insertOrganization } from '../support/factories';
import { openTestDatabase } from '../support/testDatabase';

let database: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await openTestDatabase());
});
afterAll(async () => {
  await close?.();
});

const orgPathsOf = async (employeeId: string) => {
  const row = await database.db
    .selectFrom('employees')
    .select(sql<string[]>`org_paths`.as('org_paths'))
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow();
  return [...row.org_paths].sort();
};

describe("an employee's org_paths (what its visibility is tested on)", () => {
  it('holds every ancestor of every linked organisation, through links added, removed and moved', async () => {
    const root = await insertOrganization(database.db);
    const north = await insertOrganization(database.db, { parent: root });
    const south = await insertOrganization(database.db, { parent: root });
    const lille = await insertOrganization(database.db, { parent: north });
    const nice = await insertOrganization(database.db, { parent: south });
    const employee = await insertEmployee(database.db, lille);
    expect(await orgPathsOf(employee.id)).toEqual([root.id, north.id, lille.id].sort());

    await database.db
      .insertInto('employee_organizations')
      .values({ employee_id: employee.id, org_id: nice.id })
      .execute();
    expect(await orgPathsOf(employee.id)).toEqual([root.id, north.id, lille.id, south.id, nice.id].sort());

    await database.db
      .deleteFrom('employee_organizations')
      .where('employee_id', '=', employee.id)
      .where('org_id', '=', lille.id)
      .execute();
    expect(await orgPathsOf(employee.id)).toEqual([root.id, south.id, nice.id].sort());

    // Nice moves under North: its employees' paths follow, as the organisations service moves a subtree.
    await sql`update organizations set parent_id = case when id = ${nice.id} then ${north.id}::uuid else parent_id end,
      org_path = ${sql.val(north.org_path)}::uuid[] || org_path[array_position(org_path, ${nice.id}::uuid):]
      where org_path @> array[${nice.id}::uuid]`.execute(database.db);
    expect(await orgPathsOf(employee.id)).toEqual([root.id, north.id, nice.id].sort());
  });

  it('leaves other employees alone', async () => {
    const root = await insertOrganization(database.db);
    const site = await insertOrganization(database.db, { parent: root });
    const other = await insertEmployee(database.db, root);
    await insertEmployee(database.db, site);
    expect(await orgPathsOf(other.id)).toEqual([root.id]);
  });
});
