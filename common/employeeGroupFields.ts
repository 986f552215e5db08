// Plain constants, without zod, so that the front end's calls can import them and leave zod to
// the screens (common/schemas/employeeGroups.ts builds the search schema from them).

/** The fields the employee group search sorts on. */
export const EMPLOYEE_GROUP_SORT_FIELDS = ['name', 'createdAt'] as const;
/** The employee group search's filters: a name, and the group's own organisation. */
export const EMPLOYEE_GROUP_FILTER_KEYS = ['name', 'orgId'] as const;
/** Members named in one save, at most (a group's `employeeIds`). */
export const EMPLOYEE_GROUP_MAX_MEMBERS = 5000;
