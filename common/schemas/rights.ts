import { z } from 'zod';
import { FEATURES } from '../features';
import { ZNewPassword } from '../password';
import { isCalendarDay } from './dates';
import { ZId } from './ids';

/**
 * ISO timestamps without the trailing Z, as the spec sends them (a trailing Z is accepted too), of
 * a day that exists and a time within the day: a rule's period is cast to a date in every query.
 */
const ZTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?Z?)?$/)
  .refine((value) => isCalendarDay(value.slice(0, 10)), { message: 'invalid_date' });

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
  z.object({ type: z.literal('OrgsCriteria'), orgIds: z.array(ZId).min(1).max(1000) }),
  z.object({
    type: z.literal('MetaDataCriteria'),
    key: z.string().trim().min(1).max(100),
    value: z.string().max(500),
  }),
]);
export type TDocCriteria = z.infer<typeof ZDocCriteria>;

const ZIds = z.array(ZId).max(1000);

export const ZAccessRuleInput = z
  .object({
    name: z.string().trim().min(1).max(200),
    orgId: ZId,
    userIds: ZIds.default([]),
    userGroupIds: ZIds.default([]),
    features: z.array(z.enum(FEATURES)).min(1),
    docCriterias: z.array(ZDocCriteria).max(50).default([]),
    employeeIds: ZIds.default([]),
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

const ZDeskUserFields = {
  login: z.string().trim().min(1).max(200),
  firstName: z.string().trim().max(200).default(''),
  lastName: z.string().trim().max(200).default(''),
  email: z.email().max(320).nullable().default(null),
  userOrgId: ZId,
  visuOrgIds: z.array(ZId).min(1).max(1000),
};

export const ZDeskUserCreate = z
  .object({ ...ZDeskUserFields, password: ZNewPassword, confirmation: z.string().max(1000) })
  .refine((user) => user.password === user.confirmation, { message: 'confirmation_mismatch', path: ['confirmation'] })
  .meta({ id: 'DeskUserCreate' });
export type TDeskUserCreate = z.infer<typeof ZDeskUserCreate>;

export const ZDeskUserUpdate = z.object(ZDeskUserFields).meta({ id: 'DeskUserUpdate' });
export type TDeskUserUpdate = z.infer<typeof ZDeskUserUpdate>;

/** The paged search every list of the rights area makes: `{search, limit, page}`. */
export const ZPagedSearch = z
  .object({
    search: z.string().max(200).default(''),
    limit: z.number().int().min(1).max(100).default(20),
    page: z.number().int().min(1).max(100_000).default(1),
  })
  .meta({ id: 'PagedSearch' });
export type TPagedSearch = z.infer<typeof ZPagedSearch>;
