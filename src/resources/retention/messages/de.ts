import type { RetentionMessages } from './fr';

export const de: RetentionMessages = {
  name: 'Zu löschendes Dokument |||| Zu löschende Dokumente',
  page: { list: 'Zu löschende Dokumente' },
  empty: 'Kein Dokument erreicht das Ende seiner Aufbewahrung',
  fields: {
    fileName: 'Dateiname',
    docType: 'Typ',
    orgName: 'Organisation',
    retainUntil: 'Aufbewahrt bis',
    held: 'Rechtliche Sperre',
  },
  window: 'Fällig',
  windows: {
    '0': 'Heute löschbar',
    '30': 'In 30 Tagen',
    '90': 'In 90 Tagen',
    '365': 'Innerhalb eines Jahres',
    '1825': 'In 5 Jahren',
  },
  held: 'Gesperrt',
  hold: {
    button: '%{name} sperren',
    title: 'Das Dokument %{name} sperren',
    intro: 'Eine rechtliche Sperre schützt dieses Dokument vor der Löschung, bis sie aufgehoben wird.',
    reason: 'Grund',
    confirm: 'Sperren',
    done: 'Dokument gesperrt',
    failed: 'Die Sperre konnte nicht gesetzt werden',
  },
  purge: {
    button: 'Jetzt löschen',
    title: 'Jetzt löschen?',
    content:
      'Dokumente nach Ablauf ihrer Aufbewahrung und ohne rechtliche Sperre werden endgültig gelöscht. Jede Löschung wird protokolliert.',
    started: 'Die Löschung läuft: jede Löschung wird protokolliert',
    failed: 'Die Löschung konnte nicht gestartet werden',
  },
  folder: 'Aufbewahrung',
  holds: {
    name: 'Rechtliche Sperre |||| Rechtliche Sperren',
    page: {
      list: 'Rechtliche Sperren',
    },
    empty: 'Keine rechtliche Sperre',
    fields: {
      scope: 'Umfang',
      targetName: 'Gesperrt',
      reason: 'Grund',
      setBy: 'Gesetzt von',
      setAt: 'Gesetzt am',
      state: 'Status',
    },
    scopes: {
      DOCUMENT: 'Dokument',
      EMPLOYEE: 'Mitarbeiter',
      ORGANIZATION: 'Organisation',
    },
    deleted: '(gelöscht)',
    active: 'Aktiv',
    released: 'Aufgehoben am %{date} von %{name}',
    release: {
      button: 'Sperre für %{name} aufheben',
      label: 'Aufheben',
      title: 'Sperre für %{name} aufheben?',
      content: 'Was sie schützte, kann zu seinem Termin wieder gelöscht werden.',
      done: 'Sperre aufgehoben',
      failed: 'Die Sperre konnte nicht aufgehoben werden',
    },
  },
  purges: {
    name: 'Löschprotokoll |||| Löschprotokoll',
    page: {
      list: 'Löschprotokoll',
    },
    empty: 'Noch kein Dokument wurde gelöscht',
    fields: {
      purgedAt: 'Gelöscht am',
      fileName: 'Dateiname',
      docType: 'Typ',
      orgName: 'Organisation',
      rule: 'Angewandte Regel',
      retainUntil: 'Termin',
      sha256: 'SHA-256-Prüfsumme',
    },
  },
};
