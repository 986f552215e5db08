import campaigns from './campaigns';
import chorus, { chorusSent } from './chorus';
import collectors from './collectors';
import type { ResourceDescriptor } from './descriptor';
import documents from './documents';
import employeeGroups from './employeeGroups';
import employees from './employees';
import groups from './groups';
import organizations from './organizations';
import outbox from './outbox';
import partnershipGroups from './partnershipGroups';
import partnerships from './partnerships';
import retention, { legalHolds, purgeLog } from './retention';
import rules from './rules';
import signWorkflows, { signedWorkflows, signTemplates } from './signWorkflows';
import users from './users';

/**
 * Every resource of the portal. App.tsx, the side menu, the breadcrumb, the rights home, the data
 * provider, the messages and `canAccess` read this list; a new resource is its folder and a line
 * here. (The menu orders resources by their own `menu.order`, not by their place here.)
 */
export const RESOURCES_LIST: readonly ResourceDescriptor[] = [
  organizations,
  documents,
  retention,
  legalHolds,
  purgeLog,
  campaigns,
  employees,
  employeeGroups,
  partnerships,
  partnershipGroups,
  signWorkflows,
  signTemplates,
  signedWorkflows,
  groups,
  users,
  rules,
  chorus,
  chorusSent,
  collectors,
  outbox,
];

/** The field error codes every area adds, merged (tests/unit/resourceDescriptors.test.ts: no code twice). */
export const fieldMessagesOf = (resources: readonly ResourceDescriptor[]): Record<string, string> =>
  Object.assign({}, ...resources.map(({ fieldMessages }) => fieldMessages));
