/** The resource's name for react-admin, which is also its route (spec section 2). */
export const PARTNERSHIP_GROUPS = 'partnership/groups';
