import type { OutboxMessages } from './fr';

export const de: OutboxMessages = {
  name: 'Postausgang |||| Postausgang',
  page: { list: 'Postausgang' },
  empty: 'Noch keine Nachrichten gesendet',
  fields: {
    recipient: 'Empfänger',
    subject: 'Betreff',
    status: 'Status',
    createdAt: 'Erstellt am',
    sentAt: 'Gesendet am',
    text: 'Nachricht',
    error: 'Fehler',
  },
  secretHidden: 'Diese Nachricht enthält einen geheimen Link: nur ihr Empfänger kann sie lesen.',
  status: {
    pending: 'Ausstehend',
    sent: 'Gesendet',
    failed: 'Fehlgeschlagen',
    held: 'Zurückgehalten (kein Mailserver)',
  },
};
