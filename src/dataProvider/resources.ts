import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { groupCalls } from './calls/groups';
import { organizationCalls } from './calls/organizations';
import { outboxCalls } from './calls/outbox';
import { ruleCalls } from './calls/rules';
import { userCalls } from './calls/users';
import type { HttpClient } from './httpClient';

/** The react-admin methods a resource supports (the others answer "not available"). */
export type ResourceCalls = {
  getList?: (resource: string, params: GetListParams) => Promise<GetListResult>;
  getOne?: (resource: string, params: GetOneParams) => Promise<GetOneResult>;
  getMany?: (resource: string, params: GetManyParams) => Promise<GetManyResult>;
  create?: (resource: string, params: CreateParams) => Promise<CreateResult>;
  update?: (resource: string, params: UpdateParams) => Promise<UpdateResult>;
  delete?: (resource: string, params: DeleteParams) => Promise<DeleteResult>;
};

/** The resource names, which are also their routes (spec section 2). */
export const RESOURCES = {
  users: 'admin/rights/users',
  groups: 'admin/rights/groups',
  rules: 'admin/rights/rules',
  organizations: 'organizations',
  outbox: 'outbox',
} as const;

/**
 * One entry per react-admin resource, mapping its methods onto the spec's calls (section 7).
 * Resources are added here as their areas are built.
 */
export const resourceCalls = (http: HttpClient, product: string): Record<string, ResourceCalls> => ({
  [RESOURCES.users]: userCalls(http, product),
  [RESOURCES.groups]: groupCalls(http, product),
  [RESOURCES.rules]: ruleCalls(http),
  [RESOURCES.organizations]: organizationCalls(http),
  [RESOURCES.outbox]: outboxCalls(http),
});
