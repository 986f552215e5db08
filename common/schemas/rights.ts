import { z } from 'zod';
import { FEATURES } from '../features';
import { ZNewPassword } from '../password';
import { ZUuid } from './ids';
import { ZOrganizationRef } from './organizations';
import { dataOf, isRealDay, pagedSearchOf, pageOf } from './paging';

export { ZPagedSearch, type TPagedSearch } from './paging';

/** ISO timestamps without the trailing Z, as the spec sends them (a trailing Z is accepted too), on a real day. */
const ZTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?Z?)?$/)
  .refine((value) => isRealDay(value.slice(0, 10)), { message: 'not_a_day', params: { code: 'not_a_day' } });

export const ZDocCriteria = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('PeriodCriteria'),
    periods: z
      .array(
        z
          .object({ start: ZTimestamp.optional(), end: ZTimestamp.optional() })
          .refine((period) => period.start || period.end, { message: 'period_needs_a_bound' }),
      )
      .min(1)
      .max(50),
  }),
  z.object({ type: z.literal('DocTypeCriteria'), value: z.string().trim().min(1).max(50) }),
  // Read back, it names only the organisations the reader sees (maybe none); saved, it keeps the others.
  z.object({ type: z.literal('OrgsCriteria'), orgIds: z.array(ZUuid).max(1000) }),
  z.object({
    type: z.literal('MetaDataCriteria'),
    key: z.string().trim().min(1).max(100),
    value: z.string().max(500),
  }),
]);
export type TDocCriteria = z.infer<typeof ZDocCriteria>;

const ZIds = z.array(ZUuid).max(1000);

export const ZAccessRuleInput = z
  .object({
    name: z.string().trim().min(1).max(200),
    orgId: ZUuid,
    userIds: ZIds.default([]),
    userGroupIds: ZIds.default([]),
    features: z.array(z.enum(FEATURES)).min(1),
    docCriterias: z.array(ZDocCriteria).max(50).default([]),
    employeeIds: ZIds.default([]),
    /** Employee groups: the rule lets one see only the employees (and their documents) of these groups. */
    employeeGroupIds: ZIds.default([]),
    thirdPartyIds: ZIds.default([]),
  })
  .refine((rule) => rule.userIds.length + rule.userGroupIds.length > 0, {
    message: 'needs_user_or_group',
    path: ['userIds'],
  })
  .meta({ id: 'AccessRuleWrite' });
export type TAccessRuleInput = z.infer<typeof ZAccessRuleInput>;

export const ZUserGroupInput = z
  .object({ name: z.string().trim().min(1).max(200), users: ZIds.default([]) })
  .meta({ id: 'UserGroupWrite' });
export type TUserGroupInput = z.infer<typeof ZUserGroupInput>;

/** A phone number as a user types it: digits, spaces, dots or hyphens, maybe a leading +; or nothing. */
export const PHONE_PATTERN = /^(\+?\d[\d .-]{4,})?$/;

const ZDeskUserFields = {
  login: z.string().trim().min(1).max(200),
  firstName: z.string().trim().max(200).default(''),
  lastName: z.string().trim().max(200).default(''),
  email: z.email().max(320).nullable().default(null),
  /** For a forgotten signature code sent by SMS or voice; absent on an update: kept as it is; empty: none. */
  phone: z.string().trim().max(30).regex(PHONE_PATTERN).nullable().optional(),
  userOrgId: ZUuid,
  visuOrgIds: z.array(ZUuid).min(1).max(1000),
};

export const ZDeskUserCreate = z
  .object({ ...ZDeskUserFields, password: ZNewPassword, confirmation: z.string().max(1000) })
  .refine((user) => user.password === user.confirmation, { message: 'confirmation_mismatch', path: ['confirmation'] })
  .meta({ id: 'DeskUserCreate' });
export type TDeskUserCreate = z.infer<typeof ZDeskUserCreate>;

export const ZDeskUserUpdate = z.object(ZDeskUserFields).meta({ id: 'DeskUserUpdate' });
export type TDeskUserUpdate = z.infer<typeof ZDeskUserUpdate>;

/** The rights lists: the paged search, in name order unless asked otherwise. */
const rightsSearchOf = <Field extends string>(sortFields: readonly [Field, ...Field[]], defaultField: NoInfer<Field>) =>
  pagedSearchOf({ sortFields, defaultSort: { field: defaultField, order: 'ASC' }, filters: {} });

export const ZDeskUserSearch = rightsSearchOf(['name', 'firstName', 'login'], 'name').meta({ id: 'DeskUserSearch' });
export type TDeskUserSearch = z.infer<typeof ZDeskUserSearch>;
export const ZUserGroupSearch = rightsSearchOf(['name'], 'name').meta({ id: 'UserGroupSearch' });
export type TUserGroupSearch = z.infer<typeof ZUserGroupSearch>;
export const ZAccessRuleSearch = rightsSearchOf(['name'], 'name').meta({ id: 'AccessRuleSearch' });
export type TAccessRuleSearch = z.infer<typeof ZAccessRuleSearch>;

/** A user as the rights administration shows them; `visuOrgs` holds only what the reader sees. */
export const ZDeskUser = z
  .object({
    id: z.string(),
    login: z.string(),
    firstName: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    customerOrgId: z.string(),
    userOrg: ZOrganizationRef,
    visuOrgs: z.array(ZOrganizationRef),
    blocked: z.boolean(),
  })
  .meta({ id: 'DeskUser' });
export type TDeskUser = z.infer<typeof ZDeskUser>;
export const ZDeskUserPage = pageOf('users', ZDeskUser).meta({ id: 'DeskUserPage' });
export type TDeskUserPage = z.infer<typeof ZDeskUserPage>;
export const ZDeskUserResponse = dataOf(ZDeskUser);

/** A member of a group, shown only when the reader may see them. */
export const ZGroupMember = z.object({ id: z.string(), login: z.string(), firstName: z.string(), name: z.string() });
export type TGroupMember = z.infer<typeof ZGroupMember>;
export const ZUserGroup = z
  .object({ id: z.string(), name: z.string(), users: z.array(ZGroupMember) })
  .meta({ id: 'UserGroup' });
export type TUserGroup = z.infer<typeof ZUserGroup>;
export const ZUserGroupPage = pageOf('groups', ZUserGroup).meta({ id: 'UserGroupPage' });
export type TUserGroupPage = z.infer<typeof ZUserGroupPage>;
export const ZUserGroupResponse = dataOf(ZUserGroup);

/** An access rule; its users, groups and criteria organisations are those the reader sees. */
export const ZAccessRule = z
  .object({
    id: z.string(),
    name: z.string(),
    orgId: z.string(),
    features: z.array(z.enum(FEATURES)),
    docCriterias: z.array(ZDocCriteria),
    employeeIds: z.array(z.string()),
    /** The rule's employee groups the reader sees. */
    employeeGroupIds: z.array(z.string()),
    employeeGroups: z.array(z.object({ id: z.string(), name: z.string() })),
    thirdPartyIds: z.array(z.string()),
    users: z.array(z.object({ id: z.string(), name: z.string(), firstName: z.string() })),
    groups: z.array(z.object({ id: z.string(), name: z.string() })),
  })
  .meta({ id: 'AccessRule' });
export type TAccessRule = z.infer<typeof ZAccessRule>;
export const ZAccessRulePage = pageOf('accessRules', ZAccessRule).meta({ id: 'AccessRulePage' });
export type TAccessRulePage = z.infer<typeof ZAccessRulePage>;
export const ZAccessRuleResponse = dataOf(ZAccessRule);
