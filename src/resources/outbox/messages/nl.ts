import type { OutboxMessages } from './fr';

export const nl: OutboxMessages = {
  name: 'Postvak uit |||| Postvak uit',
  page: { list: 'Postvak uit' },
  empty: 'Nog geen berichten verzonden',
  fields: {
    recipient: 'Ontvanger',
    subject: 'Onderwerp',
    status: 'Status',
    createdAt: 'Aangemaakt op',
    sentAt: 'Verzonden op',
    text: 'Bericht',
    error: 'Fout',
  },
  secretHidden: 'Dit bericht bevat een geheime link: alleen de ontvanger kan het lezen.',
  status: {
    pending: 'In wachtrij',
    sent: 'Verzonden',
    failed: 'Mislukt',
    held: 'Tegengehouden (geen mailserver)',
  },
};
