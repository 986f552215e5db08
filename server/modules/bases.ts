/** The four bases of the front/server contract, all served by this one process. */
export const BASES = {
  desk: '/api/desk',
  userDirectory: '/api/user-directory',
  orgDirectory: '/api/org-directory',
  static: '/static',
};
