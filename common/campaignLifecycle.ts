/**
 * A dispatch campaign's life (spec section 4 lists the statuses; the transitions are ours).
 *
 * Detection: SPLITTING → SPLITTED → NEEDS_VALIDATION (the organisation asks for validation, or the
 * campaign asked for a review) or NEEDS_DISPATCHING → DISPATCHING → an end status computed from its
 * documents. Manual recipients skip the split. Retry and send take a finished or stuck campaign
 * back to NEEDS_DISPATCHING; the dispatch job only ever sends documents not sent yet.
 *
 * Invoices to public buyers (a Chorus campaign): WAITING_CHORUS_INFOS until each invoice's Chorus
 * metadata is validated, then WAITING_FOR_CHORUS_VALIDATION; validated, its dispatch deposits them
 * all in Chorus Pro (DISPATCHED).
 */
export const CAMPAIGN_STATUSES = [
  'PAPER_DISPATCHED',
  'DISPATCHED',
  'MAIL_DISPATCHED',
  'NOT_DISPATCHED',
  'SPLITTING',
  'SPLITTED',
  'NEEDS_DISPATCHING',
  'DISPATCHING',
  'IN_ERROR',
  'NEEDS_VALIDATION',
  'WAITING_FOR_USER_REGISTRATION',
  'DISPATCHED_WAIT_CUSTOMER_DISPATCHING',
  'NEEDS_CLIENT_DISPATCHING',
  'NEEDS_DISPATCHING_BY_CUSTOMER',
  'DISPATCHED_BY_CUSTOMER',
  'WAITING_FOR_PARTNERSHIP',
  'WAITING_FOR_PARTNERSHIP_COMPLETE',
  'WAITING_CHORUS_INFOS',
  'WAITING_FOR_CHORUS_VALIDATION',
  'WAITING_DISPATCHING_BY_MAIL',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** What the screens show: the status, or NO_DISTRIBUTION for an archive-only campaign once filed. */
export const CAMPAIGN_DISPLAY_STATES = [...CAMPAIGN_STATUSES, 'NO_DISTRIBUTION'] as const;
export type CampaignDisplayState = (typeof CAMPAIGN_DISPLAY_STATES)[number];

/**
 * The events: the jobs' (split*, dispatch*) and the users' (validate, send, retry).
 * `dispatchDone` goes to the end status the documents give (see `endStatusOf`).
 */
export const CAMPAIGN_EVENTS = [
  'splitDone',
  'splitFailed',
  'needsValidation',
  'readyToDispatch',
  'dispatchStart',
  'dispatchDone',
  'dispatchFailed',
  'waitPartnership',
  'partnershipReady',
  'chorusInfosNeeded',
  'chorusInfosDone',
  'validate',
  'send',
  'retry',
] as const;
export type CampaignEvent = (typeof CAMPAIGN_EVENTS)[number];

/** The statuses a campaign ends in once its dispatch job has gone through every document. */
export const CAMPAIGN_END_STATUSES = [
  'DISPATCHED',
  'MAIL_DISPATCHED',
  'PAPER_DISPATCHED',
  'NOT_DISPATCHED',
  'IN_ERROR',
] as const satisfies CampaignStatus[];
export type CampaignEndStatus = (typeof CAMPAIGN_END_STATUSES)[number];

type Moves = Partial<Record<CampaignEvent, CampaignStatus | 'END'>>;

const retryable: Moves = { retry: 'NEEDS_DISPATCHING' };

const TRANSITIONS: Record<CampaignStatus, Moves> = {
  SPLITTING: { splitDone: 'SPLITTED', splitFailed: 'IN_ERROR' },
  SPLITTED: {
    needsValidation: 'NEEDS_VALIDATION',
    readyToDispatch: 'NEEDS_DISPATCHING',
    chorusInfosNeeded: 'WAITING_CHORUS_INFOS',
  },
  NEEDS_VALIDATION: { validate: 'NEEDS_DISPATCHING' },
  NEEDS_DISPATCHING: { dispatchStart: 'DISPATCHING', send: 'NEEDS_DISPATCHING' },
  DISPATCHING: { dispatchDone: 'END', dispatchFailed: 'IN_ERROR', waitPartnership: 'WAITING_FOR_PARTNERSHIP' },
  WAITING_FOR_PARTNERSHIP: { partnershipReady: 'NEEDS_DISPATCHING', ...retryable },
  WAITING_FOR_PARTNERSHIP_COMPLETE: retryable,
  DISPATCHED: retryable,
  MAIL_DISPATCHED: retryable,
  PAPER_DISPATCHED: retryable,
  NOT_DISPATCHED: { ...retryable, send: 'NEEDS_DISPATCHING' },
  IN_ERROR: { ...retryable, send: 'NEEDS_DISPATCHING' },
  WAITING_FOR_USER_REGISTRATION: { ...retryable, send: 'NEEDS_DISPATCHING' },
  // Statuses of a channel this portal does not run (dispatch by the customer): a campaign gets
  // there only through it; a user can still send or retry it here.
  DISPATCHED_WAIT_CUSTOMER_DISPATCHING: retryable,
  NEEDS_CLIENT_DISPATCHING: { send: 'NEEDS_DISPATCHING' },
  NEEDS_DISPATCHING_BY_CUSTOMER: { send: 'NEEDS_DISPATCHING' },
  DISPATCHED_BY_CUSTOMER: retryable,
  WAITING_DISPATCHING_BY_MAIL: { send: 'NEEDS_DISPATCHING', ...retryable },
  // Each invoice's metadata is validated in the Chorus screens; the last one moves the campaign on.
  WAITING_CHORUS_INFOS: { chorusInfosDone: 'WAITING_FOR_CHORUS_VALIDATION' },
  WAITING_FOR_CHORUS_VALIDATION: { validate: 'NEEDS_DISPATCHING' },
};

/**
 * The status after this event, or undefined when the status does not allow it (the API answers
 * 409). `dispatchDone` needs the end status the documents give.
 */
export const nextCampaignStatus = (
  status: CampaignStatus,
  event: CampaignEvent,
  end?: CampaignEndStatus,
): CampaignStatus | undefined => {
  const next = TRANSITIONS[status][event];
  if (next === 'END') return end;
  return next;
};

/** The user actions a status allows: the buttons a screen shows. */
export const CAMPAIGN_USER_EVENTS = ['validate', 'send', 'retry'] as const satisfies CampaignEvent[];
export type CampaignUserEvent = (typeof CAMPAIGN_USER_EVENTS)[number];
export const allowedCampaignActions = (status: CampaignStatus): CampaignUserEvent[] =>
  CAMPAIGN_USER_EVENTS.filter((event) => TRANSITIONS[status][event] !== undefined);

/** While in these, a job works on the campaign: the detail refreshes every 10 s. */
export const CAMPAIGN_BUSY_STATUSES = [
  'SPLITTING',
  'DISPATCHING',
  'NEEDS_DISPATCHING',
] as const satisfies CampaignStatus[];
export const isCampaignBusy = (status: CampaignStatus): boolean =>
  (CAMPAIGN_BUSY_STATUSES as readonly CampaignStatus[]).includes(status);

/** One dispatched document's state. PENDING: not handled yet (or to redo after a retry). */
export const DISPATCHED_DOC_STATUSES = [
  'PENDING',
  'DISPATCHED',
  'MAIL_DISPATCHED',
  'PAPER_DISPATCHED',
  'NOT_DISPATCHED',
  'IN_ERROR',
] as const;
export type DispatchedDocStatus = (typeof DISPATCHED_DOC_STATUSES)[number];

/** The per-document non-distribution causes of spec section 4. */
export const NON_DISTRIBUTION_CAUSES = [
  'PERSONAL_ACCOUNT_ERROR',
  'NO_BPE_AGREEMENT',
  /** Not stated, and the emitting organisation sends those to paper (its bpeNotStated setting). */
  'BPE_NOT_STATED',
  'DOCUMENT_NOT_FOUND',
  'EMPLOYEE_NOT_FOUND',
  'DOCUMENT_AND_EMPLOYEE_NOT_FOUND',
  'INACTIVE_PARTNERSHIP',
] as const;
export type NonDistributionCause = (typeof NON_DISTRIBUTION_CAUSES)[number];

/** How one document went (or goes): into the safe only, by link, as an attachment, on paper. */
export const DISPATCH_CHANNELS = ['ACCOUNT', 'LINK', 'ATTACHMENT', 'PAPER', 'ARCHIVE'] as const;
export type DispatchChannel = (typeof DISPATCH_CHANNELS)[number];

/**
 * A campaign's end status from its documents' statuses (none PENDING): any IN_ERROR → IN_ERROR;
 * none reached anyone → NOT_DISPATCHED; otherwise the channel most used among those that went.
 */
export const endStatusOf = (counts: Partial<Record<DispatchedDocStatus, number>>): CampaignEndStatus => {
  const count = (status: DispatchedDocStatus) => counts[status] ?? 0;
  if (count('IN_ERROR') > 0) return 'IN_ERROR';
  const sent = (['DISPATCHED', 'MAIL_DISPATCHED', 'PAPER_DISPATCHED'] as const)
    .map((status) => [status, count(status)] as const)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1]);
  return sent[0]?.[0] ?? 'NOT_DISPATCHED';
};

/** The colour each state shows in (MUI's palette names). */
export const CAMPAIGN_STATE_COLORS: Record<CampaignDisplayState, 'success' | 'default' | 'warning' | 'info' | 'error'> =
  {
    PAPER_DISPATCHED: 'success',
    DISPATCHED: 'success',
    MAIL_DISPATCHED: 'success',
    DISPATCHED_BY_CUSTOMER: 'success',
    NOT_DISPATCHED: 'error',
    IN_ERROR: 'error',
    SPLITTING: 'info',
    SPLITTED: 'info',
    NEEDS_DISPATCHING: 'info',
    DISPATCHING: 'info',
    NEEDS_VALIDATION: 'warning',
    WAITING_FOR_USER_REGISTRATION: 'warning',
    DISPATCHED_WAIT_CUSTOMER_DISPATCHING: 'warning',
    NEEDS_CLIENT_DISPATCHING: 'warning',
    NEEDS_DISPATCHING_BY_CUSTOMER: 'warning',
    WAITING_FOR_PARTNERSHIP: 'warning',
    WAITING_FOR_PARTNERSHIP_COMPLETE: 'warning',
    WAITING_CHORUS_INFOS: 'warning',
    WAITING_FOR_CHORUS_VALIDATION: 'warning',
    WAITING_DISPATCHING_BY_MAIL: 'warning',
    NO_DISTRIBUTION: 'default',
  };

export const DISPATCHED_DOC_STATUS_COLORS: Record<DispatchedDocStatus, 'success' | 'default' | 'info' | 'error'> = {
  PENDING: 'info',
  DISPATCHED: 'success',
  MAIL_DISPATCHED: 'success',
  PAPER_DISPATCHED: 'success',
  NOT_DISPATCHED: 'error',
  IN_ERROR: 'error',
};
