/**
 * A signature book's life (spec section 4 names the states; the transitions are ours).
 *
 * PENDING (created as a draft: nobody notified yet) → start → RUNNING (out for signature: its
 * steps in order, the current signatory notified) → each `sign` moves to the next step; the last
 * one → SIGNED. Any signatory may `refuse` their step (with a reason) → REFUSED. SIGNED and
 * REFUSED are final.
 */
export const SIGN_WORKFLOW_STATES = ['PENDING', 'RUNNING', 'SIGNED', 'REFUSED'] as const;
export type SignWorkflowState = (typeof SIGN_WORKFLOW_STATES)[number];

export const SIGN_WORKFLOW_EVENTS = ['start', 'sign', 'signLast', 'refuse'] as const;
export type SignWorkflowEvent = (typeof SIGN_WORKFLOW_EVENTS)[number];

const TRANSITIONS: Record<SignWorkflowState, Partial<Record<SignWorkflowEvent, SignWorkflowState>>> = {
  PENDING: { start: 'RUNNING' },
  RUNNING: { sign: 'RUNNING', signLast: 'SIGNED', refuse: 'REFUSED' },
  SIGNED: {},
  REFUSED: {},
};

/** The state after this event, or undefined when the state does not allow it (the API answers 409). */
export const nextSignWorkflowState = (
  state: SignWorkflowState,
  event: SignWorkflowEvent,
): SignWorkflowState | undefined => TRANSITIONS[state][event];

/** The lists of spec section 2: running (/sign-workflow: pending and out for signature), done (signed and refused). */
export const SIGN_WORKFLOW_LISTS = {
  running: ['PENDING', 'RUNNING'],
  done: ['SIGNED', 'REFUSED'],
} as const satisfies Record<string, readonly SignWorkflowState[]>;

/** One step's state. */
export const SIGN_STEP_STATES = ['WAITING', 'CURRENT', 'SIGNED', 'REFUSED'] as const;
export type SignStepState = (typeof SIGN_STEP_STATES)[number];

export const SIGN_WORKFLOW_STATE_COLORS = {
  PENDING: 'default',
  RUNNING: 'info',
  SIGNED: 'success',
  REFUSED: 'error',
} as const satisfies Record<SignWorkflowState, 'default' | 'info' | 'success' | 'error'>;
