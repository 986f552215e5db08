/**
 * The four bases of the front/server contract, all served by this one process. The front end reads
 * them from /static/front_conf.json (a deployment may move them), except the static one it reads that from.
 */
export const BASES = {
  desk: '/api/desk',
  userDirectory: '/api/user-directory',
  orgDirectory: '/api/org-directory',
  static: '/static',
};
