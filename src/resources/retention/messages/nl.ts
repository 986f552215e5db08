import type { RetentionMessages } from './fr';

export const nl: RetentionMessages = {
  name: 'Bewaring |||| Bewaring',
  page: { list: 'Te verwijderen documenten' },
  empty: 'Geen enkel document bereikt het einde van zijn bewaartermijn',
  fields: {
    fileName: 'Bestandsnaam',
    docType: 'Type',
    orgName: 'Organisatie',
    retainUntil: 'Bewaard tot',
    held: 'Juridische blokkade',
  },
  window: 'Vervalt',
  windows: {
    '0': 'Vandaag te verwijderen',
    '30': 'Binnen 30 dagen',
    '90': 'Binnen 90 dagen',
    '365': 'Binnen een jaar',
    '1825': 'Binnen 5 jaar',
  },
  held: 'Geblokkeerd',
  hold: {
    button: '%{name} blokkeren',
    title: 'Het document %{name} blokkeren',
    intro: 'Een juridische blokkade houdt dit document buiten de verwijdering tot ze wordt opgeheven.',
    reason: 'Reden',
    confirm: 'Blokkeren',
    done: 'Document geblokkeerd',
    failed: 'De blokkade kon niet worden ingesteld',
  },
  purge: {
    button: 'Nu verwijderen',
    title: 'Nu verwijderen?',
    content:
      'Documenten voorbij hun bewaartermijn en zonder juridische blokkade worden definitief verwijderd. Elke verwijdering wordt vastgelegd.',
    started: 'De verwijdering is gestart: elke verwijdering wordt vastgelegd',
    failed: 'De verwijdering kon niet worden gestart',
  },
};
