import { ZId } from '../schemas/ids';
import {
  ZAccessRuleInput,
  ZAccessRulePage,
  ZAccessRuleResponse,
  ZAccessRuleSearch,
  ZDeskUserCreate,
  ZDeskUserPage,
  ZDeskUserResponse,
  ZDeskUserSearch,
  ZDeskUserUpdate,
  ZUserGroupInput,
  ZUserGroupPage,
  ZUserGroupResponse,
  ZUserGroupSearch,
} from '../schemas/rights';
import { declareCall, ERRORS, ZNoContent } from './call';

/** The portal's users, as the rights administration sees them (spec section 7). */
export const users = {
  search: declareCall({
    method: 'POST',
    base: 'userDirectory',
    path: '{product}-users',
    access: { feature: 'USERS_LIST' },
    body: ZDeskUserSearch,
    responses: { 200: ZDeskUserPage, ...ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'userDirectory',
    path: '{product}-user/{id}',
    access: { feature: 'USERS_LIST' },
    params: ZId,
    responses: { 200: ZDeskUserResponse, ...ERRORS },
  }),
  create: declareCall({
    method: 'POST',
    base: 'userDirectory',
    path: '{product}-user',
    access: { feature: 'USERS_EDIT' },
    body: ZDeskUserCreate,
    responses: { 201: ZDeskUserResponse, ...ERRORS },
  }),
  update: declareCall({
    method: 'PUT',
    base: 'userDirectory',
    path: '{product}-user/{id}',
    access: { feature: 'USERS_EDIT' },
    params: ZId,
    body: ZDeskUserUpdate,
    responses: { 200: ZDeskUserResponse, ...ERRORS },
  }),
  delete: declareCall({
    method: 'DELETE',
    base: 'userDirectory',
    path: '{product}-user/{id}',
    access: { feature: 'USERS_DELETE' },
    params: ZId,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
};

/** User groups, for the Manage rights feature. */
export const userGroups = {
  search: declareCall({
    method: 'POST',
    base: 'userDirectory',
    path: '{product}-user-groups',
    access: { feature: 'RIGHTS_MANAGE' },
    body: ZUserGroupSearch,
    responses: { 200: ZUserGroupPage, ...ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'userDirectory',
    path: '{product}-user-group/{id}',
    access: { feature: 'RIGHTS_MANAGE' },
    params: ZId,
    responses: { 200: ZUserGroupResponse, ...ERRORS },
  }),
  create: declareCall({
    method: 'POST',
    base: 'userDirectory',
    path: '{product}-user-group',
    access: { feature: 'RIGHTS_MANAGE' },
    body: ZUserGroupInput,
    responses: { 201: ZUserGroupResponse, ...ERRORS },
  }),
  update: declareCall({
    method: 'PUT',
    base: 'userDirectory',
    path: '{product}-user-group/{id}',
    access: { feature: 'RIGHTS_MANAGE' },
    params: ZId,
    body: ZUserGroupInput,
    responses: { 200: ZUserGroupResponse, ...ERRORS },
  }),
  delete: declareCall({
    method: 'DELETE',
    base: 'userDirectory',
    path: '{product}-user-group/{id}',
    access: { feature: 'RIGHTS_MANAGE' },
    params: ZId,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
};

/** Access rules, for the Manage rights feature. */
export const accessRules = {
  search: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'access-rules',
    access: { feature: 'RIGHTS_MANAGE' },
    body: ZAccessRuleSearch,
    responses: { 200: ZAccessRulePage, ...ERRORS },
  }),
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'access-rule/{id}',
    access: { feature: 'RIGHTS_MANAGE' },
    params: ZId,
    responses: { 200: ZAccessRuleResponse, ...ERRORS },
  }),
  create: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'access-rule',
    access: { feature: 'RIGHTS_MANAGE' },
    body: ZAccessRuleInput,
    responses: { 201: ZAccessRuleResponse, ...ERRORS },
  }),
  update: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'access-rule/{id}',
    access: { feature: 'RIGHTS_MANAGE' },
    params: ZId,
    body: ZAccessRuleInput,
    responses: { 200: ZAccessRuleResponse, ...ERRORS },
  }),
  delete: declareCall({
    method: 'DELETE',
    base: 'desk',
    path: 'access-rule/{id}',
    access: { feature: 'RIGHTS_MANAGE' },
    params: ZId,
    responses: { 204: ZNoContent, ...ERRORS },
  }),
};
