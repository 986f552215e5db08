import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { BASES } from '../../common/api/bases';
import { campaignRoutes } from './campaigns/routes';
import { casRoutes } from './cas/routes';
import { chorusRoutes } from './chorus/routes';
import { collectorRoutes } from './collectors/routes';
import { employeeGroupRoutes } from './employeeGroups/routes';
import { activationRoutes } from './employeeAccounts/activationRoutes';
import { employeeAccountRoutes } from './employeeAccounts/routes';
import { dsnImportRoutes } from './dsnImports/routes';
import { documentReadRoutes } from './documents/routes';
import { documentFileRoutes } from './documentFiles/routes';
import { documentLinkRoutes } from './documentFiles/linkRoutes';
import { documentFilingRoutes } from './documentFiling/routes';
import { retentionRoutes } from './retention/routes';
import { closureRoutes } from './closure/routes';
import { employeeRoutes } from './employees/routes';
import { groupRoutes } from './groups/routes';
import { maskRoutes } from './masks/routes';
import { healthRoutes } from './health/routes';
import { orgDirectoryRoutes } from './orgDirectory/routes';
import { organizationRoutes } from './organizations/routes';
import { outboxRoutes } from './outbox/routes';
import { partnershipGroupRoutes } from './partnerships/groupRoutes';
import { partnershipRoutes } from './partnerships/routes';
import { ruleRoutes } from './rules/routes';
import { signWorkflowRoutes } from './signWorkflows/routes';
import { staticRoutes } from './static/routes';
import { userRoutes } from './users/routes';

export type Module = {
  routes: (ctx: AppContext) => FastifyPluginAsyncZod;
  /** The base its paths hang from; none for the process's own /health and /ready. */
  base?: keyof typeof BASES;
};

/** Every area of the API. A new area adds its line here, and its rows to the permission matrix. */
export const MODULES: Module[] = [
  { routes: healthRoutes },
  { routes: staticRoutes, base: 'static' },
  { routes: authRoutes, base: 'userDirectory' },
  { routes: accountRoutes, base: 'userDirectory' },
  { routes: casRoutes, base: 'userDirectory' },
  { routes: outboxRoutes, base: 'desk' },
  { routes: groupRoutes, base: 'userDirectory' },
  { routes: userRoutes, base: 'userDirectory' },
  { routes: ruleRoutes, base: 'desk' },
  { routes: organizationRoutes, base: 'desk' },
  { routes: orgDirectoryRoutes, base: 'orgDirectory' },
  { routes: partnershipRoutes, base: 'desk' },
  { routes: partnershipGroupRoutes, base: 'desk' },
  { routes: employeeRoutes, base: 'desk' },
  { routes: employeeGroupRoutes, base: 'desk' },
  { routes: employeeAccountRoutes, base: 'desk' },
  { routes: activationRoutes, base: 'userDirectory' },
  { routes: dsnImportRoutes, base: 'desk' },
  { routes: documentReadRoutes, base: 'desk' },
  { routes: documentFileRoutes, base: 'desk' },
  { routes: documentFilingRoutes, base: 'desk' },
  { routes: maskRoutes, base: 'desk' },
  { routes: documentLinkRoutes, base: 'desk' },
  { routes: campaignRoutes, base: 'desk' },
  { routes: signWorkflowRoutes, base: 'desk' },
  { routes: chorusRoutes, base: 'desk' },
  { routes: collectorRoutes, base: 'desk' },
  { routes: retentionRoutes, base: 'desk' },
  { routes: closureRoutes, base: 'desk' },
];
