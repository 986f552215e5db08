/** The resource's name for react-admin, which is also its route. */
export const EMPLOYEE_GROUPS = 'employee-groups';
