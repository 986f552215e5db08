import type { OutboxMessages } from './fr';

export const nl: OutboxMessages = {
  name: 'Postvak uit |||| Postvak uit',
  fields: {
    recipient: 'Ontvanger',
    subject: 'Onderwerp',
    status: 'Status',
    createdAt: 'Aangemaakt op',
    sentAt: 'Verzonden op',
    text: 'Bericht',
    error: 'Fout',
  },
  status: {
    pending: 'In wachtrij',
    sent: 'Verzonden',
    failed: 'Mislukt',
    held: 'Tegengehouden (geen mailserver)',
  },
};
