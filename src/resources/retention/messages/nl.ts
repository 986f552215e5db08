import type { RetentionMessages } from './fr';

export const nl: RetentionMessages = {
  name: 'Te verwijderen document |||| Te verwijderen documenten',
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
  folder: 'Bewaring',
  holds: {
    name: 'Juridische blokkade |||| Juridische blokkades',
    page: {
      list: 'Juridische blokkades',
    },
    empty: 'Geen juridische blokkade',
    fields: {
      scope: 'Bereik',
      targetName: 'Wat geblokkeerd is',
      reason: 'Reden',
      setBy: 'Ingesteld door',
      setAt: 'Ingesteld op',
      state: 'Status',
    },
    scopes: {
      DOCUMENT: 'Document',
      EMPLOYEE: 'Werknemer',
      ORGANIZATION: 'Organisatie',
    },
    deleted: '(verwijderd)',
    active: 'Actief',
    released: 'Opgeheven op %{date} door %{name}',
    release: {
      button: 'Blokkade op %{name} opheffen',
      label: 'Opheffen',
      title: 'Blokkade op %{name} opheffen?',
      content: 'Wat ze beschermde, kan op de vervaldag weer worden verwijderd.',
      done: 'Blokkade opgeheven',
      failed: 'De blokkade kon niet worden opgeheven',
    },
  },
  purges: {
    name: 'Verwijderlogboek |||| Verwijderlogboek',
    page: {
      list: 'Verwijderlogboek',
    },
    empty: 'Er is nog geen document verwijderd',
    fields: {
      purgedAt: 'Verwijderd op',
      fileName: 'Bestandsnaam',
      docType: 'Type',
      orgName: 'Organisatie',
      rule: 'Toegepaste regel',
      retainUntil: 'Vervaldag',
      sha256: 'SHA-256-vingerafdruk',
    },
  },
};
