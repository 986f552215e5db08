import { z } from 'zod';
import {
  ACCOUNT_STATE_FILTERS,
  ACCOUNT_STATES,
  BPE_STATES,
  bpeStateOf,
  EMPLOYEE_FILTER_KEYS,
  EMPLOYEE_SORT_FIELDS,
  EMPLOYEE_STATUS_SWITCH,
  EMPLOYEE_STATUSES,
} from '../employeeFields';
import { nirError } from '../nir';
import { ZUuid } from './ids';
import { emptyToNull, optionalText } from './optionalText';
import { dataOf, pagedSearchOf, pageOf, ZDay, ZDayRange } from './paging';

export * from '../employeeFields';

/** `POST employees`: the paged search, with the table's per-column filters and the status switch. */
export const ZEmployeeSearch = pagedSearchOf({
  sortFields: EMPLOYEE_SORT_FIELDS,
  defaultSort: { field: 'lastName', order: 'ASC' },
  filters: {
    /** The active / all / inactive switch; absent is ALL. */
    status: z.enum(EMPLOYEE_STATUS_SWITCH).optional(),
    accountState: z.enum(ACCOUNT_STATE_FILTERS).optional(),
    /** ACCEPTED, REFUSED or NOT_STATED (true and false still read as the first two). */
    bpeAgreement: z.preprocess(bpeStateOf, z.enum(BPE_STATES).optional()),
    lastName: z.string().max(200).optional(),
    firstName: z.string().max(200).optional(),
    registrationNumber: z.string().max(200).optional(),
    email: z.string().max(200).optional(),
    /** Employees linked to this organisation (one the caller sees; else nothing matches). */
    orgId: ZUuid.optional(),
    /**
     * Employees linked to this organisation or to one below it (through links the caller sees):
     * those an employee group of the organisation may hold.
     */
    underOrgId: ZUuid.optional(),
    city: z.string().max(200).optional(),
    /** Creation day range, both ends included. */
    createdAt: ZDayRange.optional(),
  },
})
  .extend({
    /** Only these (react-admin's getMany). */
    ids: z.array(ZUuid).max(100).optional(),
  })
  .meta({ id: 'EmployeeSearch' });
export type TEmployeeSearch = z.infer<typeof ZEmployeeSearch>;
// The filter keys the front end sends are exactly the schema's.
type FilterKey = keyof NonNullable<TEmployeeSearch['filters']>;
const sameKeys: [FilterKey, (typeof EMPLOYEE_FILTER_KEYS)[number]] extends [
  (typeof EMPLOYEE_FILTER_KEYS)[number],
  FilterKey,
]
  ? true
  : never = true;
void sameKeys;

/** An organisation an employee is linked to, the link active or not. */
export const ZEmployeeOrganization = z
  .object({ id: z.string(), name: z.string(), active: z.boolean() })
  .meta({ id: 'EmployeeOrganization' });
export type TEmployeeOrganization = z.infer<typeof ZEmployeeOrganization>;

/** One row of the employees list. Never the NIR, not even masked. */
export const ZEmployeeSummary = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    status: z.enum(EMPLOYEE_STATUSES),
    registrationNumber: z.string().nullable(),
    zipCode: z.string().nullable(),
    city: z.string().nullable(),
    accountState: z.enum(ACCOUNT_STATES),
    /** Dematerialised payslips: accepted (true), refused (false) or not stated (null). */
    bpeAgreement: z.boolean().nullable(),
    /** The linked organisations the caller sees. */
    organizations: z.array(ZEmployeeOrganization),
    createdAt: z.string(),
  })
  .meta({ id: 'EmployeeSummary' });
export type TEmployeeSummary = z.infer<typeof ZEmployeeSummary>;
export const ZEmployeePage = pageOf('employees', ZEmployeeSummary).meta({ id: 'EmployeePage' });
export type TEmployeePage = z.infer<typeof ZEmployeePage>;

/** `GET employee/{id}`. The NIR is masked (`1 85 05 ** *** *** **`); `POST employee/{id}/nir/reveal` shows it. */
export const ZEmployee = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    status: z.enum(EMPLOYEE_STATUSES),
    registrationNumber: z.string().nullable(),
    /** The SIREN the matricule belongs to: that of the first linked organisation's SIRET. */
    companySiren: z.string().nullable(),
    address: z.string().nullable(),
    zipCode: z.string().nullable(),
    city: z.string().nullable(),
    phone: z.string().nullable(),
    country: z.string().nullable(),
    birthDay: z.string().nullable(),
    /** Masked: sex, birth year and month only. */
    socialSecurityNumber: z.string().nullable(),
    hasNir: z.boolean(),
    nirTemporary: z.boolean(),
    /** The DSN's numéro technique temporaire (NTT) of someone without a NIR yet; read-only, set by the DSN import. */
    temporaryNumber: z.string().nullable(),
    /** The linked organisations the caller sees. */
    organizations: z.array(ZEmployeeOrganization),
    /** Dematerialised payslips: accepted (true), refused (false) or not stated (null). */
    bpeAgreement: z.boolean().nullable(),
    /** When it was stated, and who recorded it (null when not stated, or stated by a DSN import). */
    bpeAgreementAt: z.string().nullable(),
    bpeAgreementBy: z.string().nullable(),
    /** A refusal's effect day (`YYYY-MM-DD`): campaigns send paper from that day on. Null unless refused. */
    bpeRefusalEffectiveOn: z.string().nullable(),
    accountState: z.enum(ACCOUNT_STATES),
    accountCreatedAt: z.string().nullable(),
    lastReminderAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Employee' });
export type TEmployee = z.infer<typeof ZEmployee>;
export const ZEmployeeResponse = dataOf(ZEmployee);

/** A NIR as typed: spaces and dots dropped, Corsica's letters upper-cased. */
const normalizeNir = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s.]/g, '').toUpperCase() || null : value;

/** A link written by the form: the organisation, and whether the employee is active in it. */
export const ZEmployeeOrganizationWrite = z.object({ orgId: ZUuid, active: z.boolean().default(true) });

/**
 * `POST employee` and `PUT employee/{id}`. `socialSecurityNumber`: left out keeps the stored NIR,
 * null clears it, a value replaces it (15 characters with its key; a temporary number only with
 * `nirTemporary`). On `PUT`, `organizations` governs only the organisations the caller sees:
 * links to others are kept.
 */
export const ZEmployeeWrite = z
  .object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.preprocess(emptyToNull, z.email().max(320).nullable().default(null)),
    registrationNumber: optionalText(50),
    address: optionalText(300),
    zipCode: optionalText(20),
    city: optionalText(200),
    phone: optionalText(40),
    country: optionalText(100),
    birthDay: z.preprocess(emptyToNull, ZDay.nullable().default(null)),
    socialSecurityNumber: z.preprocess(normalizeNir, z.string().max(15).nullable().optional()),
    nirTemporary: z.boolean().default(false),
    /** At least one. */
    organizations: z
      .array(ZEmployeeOrganizationWrite)
      .min(1)
      .max(100)
      .refine((links) => new Set(links.map((link) => link.orgId)).size === links.length, {
        message: 'duplicate_organization',
        params: { code: 'duplicate_organization' },
      }),
    /** Accepted (true), refused (false) or not stated (null, the default: not stated is not refused). */
    bpeAgreement: z.boolean().nullable().default(null),
    /** The day the agreement was given or refused; left out (null) is today when it changes. */
    bpeAgreementAt: z.preprocess(emptyToNull, ZDay.nullable().default(null)),
    /**
     * A refusal's effect day, from the refusal's day to three months after it (D.3243-7); left out
     * (null), the refusal's day. Ignored unless refused.
     */
    bpeRefusalEffectiveOn: z.preprocess(emptyToNull, ZDay.nullable().default(null)),
  })
  .superRefine((employee, context) => {
    const nir = employee.socialSecurityNumber;
    if (!nir) return;
    const code = nirError(nir, { temporary: employee.nirTemporary });
    if (code) context.addIssue({ code: 'custom', path: ['socialSecurityNumber'], message: code, params: { code } });
  })
  .meta({ id: 'EmployeeWrite' });
export type TEmployeeWrite = z.infer<typeof ZEmployeeWrite>;

/** `POST employee/{id}/organizations`: link an existing employee (a duplicate's offer) to one more organisation. */
export const ZEmployeeLink = z.object({ orgId: ZUuid, active: z.boolean().default(true) }).meta({ id: 'EmployeeLink' });
export type TEmployeeLink = z.infer<typeof ZEmployeeLink>;

/** The bulk calls' body: `POST employees/deactivate`, `reactivate` (and later accounts, letters, reminders). */
export const ZEmployeeIds = z.object({ ids: z.array(ZUuid).min(1).max(1000) }).meta({ id: 'EmployeeIds' });
export type TEmployeeIds = z.infer<typeof ZEmployeeIds>;
/** How many of the asked employees (those the caller sees) were changed. */
export const ZEmployeeBulkResult = dataOf(z.object({ updated: z.number().int() })).meta({ id: 'EmployeeBulkResult' });

/** `GET employees/stats?status=`: the side panel's and the dashboard's counts, over what the caller sees. */
export const ZEmployeeStatsQuery = z.object({ status: z.enum(EMPLOYEE_STATUS_SWITCH).default('ALL') });
export const ZEmployeeStats = z
  .object({
    /** Over every status, whatever the `status` asked. */
    byStatus: z.object({ ACTIVE: z.number().int(), INACTIVE: z.number().int() }),
    /** The rest over the employees of the `status` asked. */
    total: z.number().int(),
    byAccountState: z.object({
      NOT_REGISTERED: z.number().int(),
      CREATED: z.number().int(),
      FINALIZED: z.number().int(),
    }),
    /** Accounts not finalised: 'Employees not validated'. */
    notFinalized: z.number().int(),
    byBpeAgreement: z.object({
      accepted: z.number().int(),
      refused: z.number().int(),
      notStated: z.number().int(),
    }),
  })
  .meta({ id: 'EmployeeStats' });
export type TEmployeeStats = z.infer<typeof ZEmployeeStats>;
export const ZEmployeeStatsResponse = dataOf(ZEmployeeStats);

/** `POST employee/{id}/nir/reveal`: the NIR in clear, once, audited. */
export const ZNirReveal = z
  .object({ socialSecurityNumber: z.string().nullable(), nirTemporary: z.boolean() })
  .meta({ id: 'NirReveal' });
export const ZNirRevealResponse = dataOf(ZNirReveal);

/** `DELETE employees/organization/{id}`: the links removed, and the employees it left with no organisation. */
export const ZEmployeeUnlinkResult = dataOf(
  z.object({ unlinked: z.number().int(), movedToParent: z.number().int() }),
).meta({ id: 'EmployeeUnlinkResult' });
