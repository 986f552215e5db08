/** The actions an access rule can grant (spec section 6). A user's features are the union of their rules'. */
export const AREAS = [
  'EMPLOYEES',
  'ORGANIZATIONS',
  'USERS',
  'DOCUMENTS',
  'CAMPAIGNS',
  'SIGN_WORKFLOWS',
  'PARTNERSHIPS',
  'CHORUS',
  'COLLABORATIVE_SPACES',
  'COLLECTORS',
] as const;
export type Area = (typeof AREAS)[number];

export const AREA_ACTIONS = ['EDIT', 'LIST', 'DELETE'] as const;
export type AreaAction = (typeof AREA_ACTIONS)[number];

export const OTHER_FEATURES = [
  'RIGHTS_MANAGE',
  'CHORUS_RECEIVE',
  'CHORUS_SEND',
  'DOCUMENTS_UPLOAD',
  'SIGN',
  'DEACTIVATE',
] as const;

export const FEATURES = [
  ...AREAS.flatMap((area) => AREA_ACTIONS.map((action) => `${area}_${action}` as const)),
  ...OTHER_FEATURES,
] as const;
export type Feature = (typeof FEATURES)[number];

export const areaFeature = (area: Area, action: AreaAction): Feature => `${area}_${action}`;
