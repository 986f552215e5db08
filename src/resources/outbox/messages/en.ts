import type { OutboxMessages } from './fr';

export const en: OutboxMessages = {
  name: 'Outbox |||| Outbox',
  page: { list: 'Outbox' },
  empty: 'No messages sent yet',
  fields: {
    recipient: 'Recipient',
    subject: 'Subject',
    status: 'Status',
    createdAt: 'Created',
    sentAt: 'Sent',
    text: 'Message',
    error: 'Error',
  },
  secretHidden: 'This message holds a secret link: only its recipient can read it.',
  status: {
    pending: 'Waiting',
    sent: 'Sent',
    failed: 'Failed',
    held: 'Held (no mail server)',
  },
};
