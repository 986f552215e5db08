/**
 * A partnership's life (spec section 4): requested, it waits for a contact email; the contact is
 * sent a validation link and, once they confirm it, the partnership is enabled. Enabled or not
 * yet, it can be disabled; enabling it again returns it to where its contact stands.
 */
export const PARTNERSHIP_STATUSES = ['ENABLED', 'DISABLED', 'NEEDS_CONTACT_MAIL', 'NEED_USER_VALIDATION'] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

export const PARTNERSHIP_EVENTS = ['fillContactMail', 'validateMail', 'disable', 'enable'] as const;
export type PartnershipEvent = (typeof PARTNERSHIP_EVENTS)[number];

/** The statuses that wait for the customer's or the contact's action: the finalisation page lists them. */
export const NEEDS_ACTION_STATUSES = [
  'NEEDS_CONTACT_MAIL',
  'NEED_USER_VALIDATION',
] as const satisfies PartnershipStatus[];

/** What the contact has done so far: enabling a disabled partnership depends on it. */
export type ContactState = { contactValidated: boolean };

type Transitions = Record<
  PartnershipStatus,
  Partial<Record<PartnershipEvent, (contact: ContactState) => PartnershipStatus>>
>;

const TRANSITIONS: Transitions = {
  NEEDS_CONTACT_MAIL: {
    fillContactMail: () => 'NEED_USER_VALIDATION',
    disable: () => 'DISABLED',
  },
  // Filling the email again sends a new link (to a corrected address) and voids the earlier one.
  NEED_USER_VALIDATION: {
    fillContactMail: () => 'NEED_USER_VALIDATION',
    validateMail: () => 'ENABLED',
    disable: () => 'DISABLED',
  },
  ENABLED: { disable: () => 'DISABLED' },
  DISABLED: { enable: ({ contactValidated }) => (contactValidated ? 'ENABLED' : 'NEEDS_CONTACT_MAIL') },
};

/** The status after this event, or undefined when the event is not allowed in this status. */
export const nextPartnershipStatus = (
  status: PartnershipStatus,
  event: PartnershipEvent,
  contact: ContactState,
): PartnershipStatus | undefined => TRANSITIONS[status][event]?.(contact);

/** The events allowed in a status: the actions a screen offers. */
export const allowedPartnershipEvents = (status: PartnershipStatus): PartnershipEvent[] =>
  PARTNERSHIP_EVENTS.filter((event) => TRANSITIONS[status][event] !== undefined);

/** Every allowed change of status, as `from → to` pairs (whatever the contact's state). */
export const PARTNERSHIP_TRANSITIONS: readonly (readonly [PartnershipStatus, PartnershipStatus])[] =
  PARTNERSHIP_STATUSES.flatMap((from) =>
    PARTNERSHIP_EVENTS.flatMap((event) =>
      [true, false].map((contactValidated) => nextPartnershipStatus(from, event, { contactValidated })),
    )
      .filter((to): to is PartnershipStatus => to !== undefined)
      .filter((to, index, all) => all.indexOf(to) === index)
      .map((to) => [from, to] as const),
  );

/** The colour each status shows in (MUI's palette names). */
export const PARTNERSHIP_STATUS_COLORS = {
  ENABLED: 'success',
  DISABLED: 'default',
  NEEDS_CONTACT_MAIL: 'warning',
  NEED_USER_VALIDATION: 'info',
} as const satisfies Record<PartnershipStatus, 'success' | 'default' | 'warning' | 'info'>;
