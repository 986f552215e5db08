import { z } from 'zod';
import {
  EMPLOYEE_GROUP_FILTER_KEYS,
  EMPLOYEE_GROUP_MAX_MEMBERS,
  EMPLOYEE_GROUP_SORT_FIELDS,
} from '../employeeGroupFields';
import { ZUuid } from './ids';
import { ZOrganizationRef } from './organizations';
import { dataOf, pagedSearchOf, pageOf } from './paging';

/** `POST employee-groups`: the paged search, by name, and by the group's organisation. */
export const ZEmployeeGroupSearch = pagedSearchOf({
  sortFields: EMPLOYEE_GROUP_SORT_FIELDS,
  defaultSort: { field: 'name', order: 'ASC' },
  filters: {
    name: z.string().max(200).optional(),
    /** Groups of this organisation only (not of its descendants). */
    orgId: ZUuid.optional(),
  },
})
  .extend({
    /** Only these (react-admin's getMany). */
    ids: z.array(ZUuid).max(100).optional(),
  })
  .meta({ id: 'EmployeeGroupSearch' });
export type TEmployeeGroupSearch = z.infer<typeof ZEmployeeGroupSearch>;
// The filter keys the front end sends are exactly the schema's.
type FilterKey = keyof NonNullable<TEmployeeGroupSearch['filters']>;
const sameKeys: [FilterKey, (typeof EMPLOYEE_GROUP_FILTER_KEYS)[number]] extends [
  (typeof EMPLOYEE_GROUP_FILTER_KEYS)[number],
  FilterKey,
]
  ? true
  : never = true;
void sameKeys;

/**
 * `POST employee-group` and `PUT employee-group/{id}` (spec section 5: a name and at least one
 * employee). Every employee must be one the caller sees, linked to the group's organisation or
 * one below it; on `PUT`, members the caller does not see stay in the group.
 */
export const ZEmployeeGroupWrite = z
  .object({
    name: z.string().trim().min(1).max(200),
    orgId: ZUuid,
    employeeIds: z.array(ZUuid).min(1).max(EMPLOYEE_GROUP_MAX_MEMBERS),
  })
  .meta({ id: 'EmployeeGroupWrite' });
export type TEmployeeGroupWrite = z.infer<typeof ZEmployeeGroupWrite>;

/** One row of the list. The count is of the members the reader sees. */
export const ZEmployeeGroupSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    organization: ZOrganizationRef,
    employeeCount: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'EmployeeGroupSummary' });
export type TEmployeeGroupSummary = z.infer<typeof ZEmployeeGroupSummary>;
export const ZEmployeeGroupPage = pageOf('employeeGroups', ZEmployeeGroupSummary).meta({ id: 'EmployeeGroupPage' });
export type TEmployeeGroupPage = z.infer<typeof ZEmployeeGroupPage>;

/** A member as a group shows it: enough to recognise them, nothing personal. */
export const ZEmployeeGroupMember = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  registrationNumber: z.string().nullable(),
});
export type TEmployeeGroupMember = z.infer<typeof ZEmployeeGroupMember>;

/** `GET employee-group/{id}`: the group with the members the reader sees, by name. */
export const ZEmployeeGroup = ZEmployeeGroupSummary.extend({ employees: z.array(ZEmployeeGroupMember) }).meta({
  id: 'EmployeeGroup',
});
export type TEmployeeGroup = z.infer<typeof ZEmployeeGroup>;
export const ZEmployeeGroupResponse = dataOf(ZEmployeeGroup);
