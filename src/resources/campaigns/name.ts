/** The dispatch campaigns' name for react-admin, which is also their route: /campaigns (spec section 2). */
export const CAMPAIGNS = 'campaigns';
