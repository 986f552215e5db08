import { describe, expect, it } from 'vitest';
import {
  allowedPartnershipEvents,
  nextPartnershipStatus,
  PARTNERSHIP_EVENTS,
  PARTNERSHIP_STATUSES,
  PARTNERSHIP_TRANSITIONS,
} from '../../common/partnershipLifecycle';

const validated = { contactValidated: true };
const notValidated = { contactValidated: false };

describe('the partnership state machine', () => {
  it('takes a requested partnership through the contact email and its validation to enabled', () => {
    const filled = nextPartnershipStatus('NEEDS_CONTACT_MAIL', 'fillContactMail', notValidated);
    expect(filled).toBe('NEED_USER_VALIDATION');
    expect(nextPartnershipStatus(filled!, 'validateMail', notValidated)).toBe('ENABLED');
  });

  it('sends a new link when the email is filled in again before the contact confirms', () => {
    expect(nextPartnershipStatus('NEED_USER_VALIDATION', 'fillContactMail', notValidated)).toBe('NEED_USER_VALIDATION');
  });

  it('disables a partnership in any status but disabled', () => {
    for (const status of PARTNERSHIP_STATUSES) {
      expect(nextPartnershipStatus(status, 'disable', validated)).toBe(status === 'DISABLED' ? undefined : 'DISABLED');
    }
  });

  it('enables a disabled partnership, back to waiting for a contact when none was validated', () => {
    expect(nextPartnershipStatus('DISABLED', 'enable', validated)).toBe('ENABLED');
    expect(nextPartnershipStatus('DISABLED', 'enable', notValidated)).toBe('NEEDS_CONTACT_MAIL');
  });

  it('refuses what the status does not allow', () => {
    expect(nextPartnershipStatus('ENABLED', 'enable', validated)).toBeUndefined();
    expect(nextPartnershipStatus('ENABLED', 'fillContactMail', validated)).toBeUndefined();
    expect(nextPartnershipStatus('NEEDS_CONTACT_MAIL', 'validateMail', notValidated)).toBeUndefined();
    expect(nextPartnershipStatus('DISABLED', 'validateMail', notValidated)).toBeUndefined();
    expect(nextPartnershipStatus('NEEDS_CONTACT_MAIL', 'enable', notValidated)).toBeUndefined();
  });

  it('lists exactly the allowed changes and the actions each status offers', () => {
    expect([...PARTNERSHIP_TRANSITIONS].map(([from, to]) => `${from}>${to}`).sort()).toEqual(
      [
        'DISABLED>ENABLED',
        'DISABLED>NEEDS_CONTACT_MAIL',
        'ENABLED>DISABLED',
        'NEEDS_CONTACT_MAIL>DISABLED',
        'NEEDS_CONTACT_MAIL>NEED_USER_VALIDATION',
        'NEED_USER_VALIDATION>DISABLED',
        'NEED_USER_VALIDATION>ENABLED',
        'NEED_USER_VALIDATION>NEED_USER_VALIDATION',
      ].sort(),
    );
    expect(allowedPartnershipEvents('ENABLED')).toEqual(['disable']);
    expect(allowedPartnershipEvents('DISABLED')).toEqual(['enable']);
    for (const status of PARTNERSHIP_STATUSES) {
      for (const event of PARTNERSHIP_EVENTS) {
        const allowed = allowedPartnershipEvents(status).includes(event);
        expect(nextPartnershipStatus(status, event, validated) !== undefined).toBe(allowed);
      }
    }
  });
});
