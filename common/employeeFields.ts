// Plain constants, without zod, so that the front end's calls can import them and leave zod to
// the screens (common/schemas/employees.ts builds the schemas from them).

export const EMPLOYEE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
/** The list's active / all / inactive switch. */
export const EMPLOYEE_STATUS_SWITCH = ['ACTIVE', 'ALL', 'INACTIVE'] as const;
export type EmployeeStatusSwitch = (typeof EMPLOYEE_STATUS_SWITCH)[number];

/** A personal document account: not registered, created but not finalised, finalised. */
export const ACCOUNT_STATES = ['NOT_REGISTERED', 'CREATED', 'FINALIZED'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];
/** The account-state filter: one state, or NOT_FINALIZED (the two first: 'Employees not validated'). */
export const ACCOUNT_STATE_FILTERS = [...ACCOUNT_STATES, 'NOT_FINALIZED'] as const;
export type AccountStateFilter = (typeof ACCOUNT_STATE_FILTERS)[number];

/**
 * The dematerialisation (BPE) agreement's states, as the list filters them: stored as true, false
 * or null (not stated is not refused).
 */
export const BPE_STATES = ['ACCEPTED', 'REFUSED', 'NOT_STATED'] as const;
export type BpeState = (typeof BPE_STATES)[number];
export const bpeStateOfAgreement = (agreement: boolean | null): BpeState =>
  agreement === null ? 'NOT_STATED' : agreement ? 'ACCEPTED' : 'REFUSED';
/** A filter value as sent: a state, or the true and false of the two-state filter before it. */
export const bpeStateOf = (value: unknown) => {
  if (value === true || value === 'true') return 'ACCEPTED';
  if (value === false || value === 'false') return 'REFUSED';
  return value;
};

/** The fields the employee search sorts on. */
export const EMPLOYEE_SORT_FIELDS = ['lastName', 'firstName', 'registrationNumber', 'city', 'createdAt'] as const;
/** The employee search's per-column filters. */
export const EMPLOYEE_FILTER_KEYS = [
  'status',
  'accountState',
  'bpeAgreement',
  'lastName',
  'firstName',
  'registrationNumber',
  'email',
  'orgId',
  'underOrgId',
  'city',
  'createdAt',
] as const;

/**
 * The field codes of a 409 on `POST employee` (and `PUT`): the same NIR, or the same matricule in
 * the same company, is already an employee of the customer. The error's `fields` then also carry
 * `existingId`, only when the caller may see that employee (and so link it instead).
 */
export const EMPLOYEE_DUPLICATE_NIR = 'employee_nir_taken';
export const EMPLOYEE_DUPLICATE_MATRICULE = 'employee_matricule_taken';
export const EXISTING_EMPLOYEE_FIELD = 'existingId';
