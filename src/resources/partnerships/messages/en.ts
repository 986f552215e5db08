import type { PartnershipMessages } from './fr';

export const en: PartnershipMessages = {
  name: 'Partnership |||| Partnerships',
  count: 'partnership |||| partnerships',
  fields: {
    siret: "Third party's SIRET",
    name: 'Third party',
    orgId: 'Partner organisation',
    orgName: 'Organisation',
    status: 'Status',
    groupId: 'Group',
    groupName: 'Group',
    reference: 'Reference',
    email: "Contact's email",
    transmissionMode: 'Transmission mode',
    city: 'City',
    createdAt: 'Created on',
    address: { street: 'Street', postal: 'PO box', zipCode: 'Postcode', city: 'City', country: 'Country' },
  },
  status: {
    ENABLED: 'Enabled',
    DISABLED: 'Disabled',
    NEEDS_CONTACT_MAIL: "Contact's email needed",
    NEED_USER_VALIDATION: 'Waiting for the contact',
  },
  transmission: { DEFAULT: 'Default', LINK: 'Download link', ATTACHMENT: 'Email attachment' },
  actions: {
    enable: 'Enable',
    disable: 'Disable',
    groups: 'Partnership groups',
    finalize: 'Finalise partnerships',
  },
  notify: {
    enabled: 'The partnership is enabled.',
    disabled: 'The partnership is disabled.',
    status_failed: "The partnership's status could not be changed.",
    mail_sent: 'A validation link was sent to %{email}.',
    mail_failed: "The contact's email could not be saved.",
  },
  errors: {
    siret_unknown: 'No data could be retrieved for this SIRET: check it with the third party.',
    partnership_exists: 'This organisation already has a partnership with this third party.',
    invalid_reference: 'This validation link is invalid, expired or already used.',
  },
  create: {
    title: 'New partnership',
    intro: "Enter the third party's SIRET: the directory of establishments fills in its name and address.",
  },
  contact: {
    title: "Third party's contact",
    help: 'The contact receives a link to confirm their address; they can then sign in to download the documents sent to them.',
    send: 'Send the validation link',
    waiting: 'Link sent to %{email}; waiting for their confirmation.',
    validated: 'Contact confirmed: %{email}.',
  },
  finalize: {
    title: 'Finalising partnerships',
    intro: "These partnerships wait for their contact's email or for the contact to confirm it.",
    empty: 'No partnership needs your action.',
    see_created: 'See the partnerships created',
  },
  created: {
    title: 'Partnerships created',
    intro: 'The partnerships created in the last seven days, and where they stand.',
    empty: 'No partnership was created in the last seven days.',
  },
  validation: {
    title: 'Confirm your email address',
    intro: 'You are the contact of this partnership: confirm the address %{email} to reach your documents.',
    confirm: 'Confirm my address',
    invalid: 'This validation link is invalid, expired or already used. Ask your partner for a new one.',
  },
};
