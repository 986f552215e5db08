import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { TEmployeeGroupMember, TEmployeeGroupSearch } from '../../../common/schemas/employeeGroups';
import type { Access } from '../../access/requestAccess';
import { sameCustomer } from '../../access/tenancy';
import { employeeVisible } from '../../access/employeeVisibility';
import { visibleEmployeeGroups } from '../../access/visibility';
import { containsPattern, type SortMap } from '../../db/pager';
import type { DB } from '../../db/schema';

export const EMPLOYEE_GROUP_SORT: SortMap<TEmployeeGroupSearch['sort']['field']> = {
  name: sql`lower(employee_groups.name)`,
  createdAt: sql`employee_groups.created_at`,
};

/** The list's matches: quick search and name filter on the name, the group's own organisation, or these ids. */
export const matchingEmployeeGroups = (
  db: Kysely<DB>,
  caller: Access,
  { search, filters, ids }: Pick<TEmployeeGroupSearch, 'search' | 'filters' | 'ids'>,
) => {
  const text = search.trim();
  const { name, orgId } = filters;
  return (
    visibleEmployeeGroups(db, caller)
      .$if(text !== '', (qb) => qb.where(sql`lower(employee_groups.name)`, 'like', containsPattern(text)))
      .$if(Boolean(name), (qb) => qb.where(sql`lower(employee_groups.name)`, 'like', containsPattern(name!)))
      .$if(orgId !== undefined, (qb) => qb.where('employee_groups.org_id', '=', orgId!))
      // `ids: []` asks for none: an id no group has stands for the empty list SQL lacks.
      .$if(ids !== undefined, (qb) => qb.where('employee_groups.id', 'in', ids!.length ? ids! : [randomUUID()]))
  );
};

/** The group rows' own columns and their organisation's name (the group's organisation is visible with it). */
export const withOrganization = (query: ReturnType<typeof visibleEmployeeGroups>) =>
  query
    .innerJoin('organizations as org', 'org.id', 'employee_groups.org_id')
    .select([
      'employee_groups.id',
      'employee_groups.name',
      'employee_groups.created_at as createdAt',
      'org.id as orgId',
      'org.name as orgName',
    ]);

/** The members of these groups that the reader sees, counted per group. */
export const visibleMemberCounts = async (db: Kysely<DB>, caller: Access, groupIds: string[]) => {
  if (groupIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('employee_group_members as m')
    .innerJoin('employees', 'employees.id', 'm.employee_id')
    .select(['m.group_id', sql<number>`count(*)`.as('count')])
    .where('m.group_id', 'in', groupIds)
    .where(employeeVisible(caller, 'employees'))
    .groupBy('m.group_id')
    .execute();
  return new Map(rows.map((row) => [row.group_id, Number(row.count)]));
};

/** The members of a group that the reader sees, by name; the others are never named. */
export const visibleMembersOf = (db: Kysely<DB>, caller: Access, groupId: string): Promise<TEmployeeGroupMember[]> =>
  db
    .selectFrom('employee_group_members as m')
    .innerJoin('employees', 'employees.id', 'm.employee_id')
    .select([
      'employees.id',
      'employees.first_name as firstName',
      'employees.last_name as lastName',
      'employees.registration_number as registrationNumber',
    ])
    .where('m.group_id', '=', groupId)
    .where(employeeVisible(caller, 'employees'))
    .orderBy(sql`lower(employees.last_name)`)
    .orderBy(sql`lower(employees.first_name)`)
    .orderBy('employees.id')
    .execute();

export const storedMemberIds = async (db: Kysely<DB>, groupId: string) =>
  (await db.selectFrom('employee_group_members').select('employee_id').where('group_id', '=', groupId).execute()).map(
    (row) => row.employee_id,
  );

/** Which of these employees are linked (actively or not) to the organisation or one below it. */
export const linkedUnder = async (db: Kysely<DB>, orgId: string, employeeIds: string[]) => {
  if (employeeIds.length === 0) return new Set<string>();
  const rows = await sql<{ id: string }>`
    select distinct eo.employee_id as id
    from employee_organizations eo
    join organizations o on o.id = eo.org_id
    where eo.employee_id = any(${sql.val(employeeIds)}::uuid[]) and o.org_path @> array[${orgId}::uuid]
  `.execute(db);
  return new Set(rows.rows.map((row) => row.id));
};

/** Whether an access rule of the customer filters by this group. */
export const usedByRules = async (db: Kysely<DB>, customerId: string, groupId: string) =>
  (await db
    .selectFrom('access_rules')
    .select('id')
    .where(sameCustomer({ customerId }, 'customer_id'))
    .where(sql<boolean>`employee_group_ids @> array[${groupId}::uuid]`)
    .executeTakeFirst()) !== undefined;
