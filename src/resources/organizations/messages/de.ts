import type { OrganizationMessages } from './fr';

export const de: OrganizationMessages = {
  name: 'Organisation |||| Organisationen',
  page: {
    list: 'Organisationen',
    create: 'Neue Organisation',
    show: '%{recordRepresentation}',
    edit: '%{recordRepresentation} bearbeiten',
  },
  empty: 'Noch keine Organisationen',
  invite: 'Legen Sie eine anhand ihrer SIRET an.',
  fields: {
    parentId: 'Übergeordnete Organisation',
    address: {
      street: 'Straße',
      postal: 'Postfach',
      zipCode: 'Postleitzahl',
      city: 'Ort',
      country: 'Land',
      phone: 'Telefon',
    },
    distribution: 'Verteilung',
    invoicingLogin: 'Benutzername für die Rechnungsstellung',
    invoicingPassword: 'Passwort für die Rechnungsstellung',
    clearInvoicingPassword: 'Gespeichertes Passwort entfernen',
    hasInvoicingPassword: 'Passwort gespeichert',
    ancestors: 'Position in der Hierarchie',
    conf: {
      transmissionMode: 'Übermittlungsart',
      receptionMode: 'Empfangsart',
      docTypes: 'Dokumenttypen',
      bpeNotStated: 'Beschäftigte ohne angegebene BPE-Zustimmung',
      dispatchSignature: 'Jeden Versand mit dem Signaturcode des Absenders bestätigen',
      extraOptions: {
        specificCSSUrl: 'Eigenes Stylesheet',
      },
    },
    name: 'Name',
    siret: 'SIRET',
    parentName: 'Übergeordnete Organisation',
    zipCode: 'Postleitzahl',
    city: 'Ort',
    kind: 'Art',
    createdAt: 'Erstellt am',
  },
  kinds: {
    root: 'Stammorganisation',
    child: 'Unterorganisation',
  },
  errors_title: 'Die Organisation kann nicht gespeichert werden:',
  postal_help: 'Sonderzustellung: BP, CS, TSA…',
  invoicing: 'Rechnungsportal (Chorus Pro)',
  password_encrypted: 'Wird verschlüsselt gespeichert und nie wieder angezeigt.',
  password_kept: 'Ein Passwort ist (verschlüsselt) gespeichert. Lassen Sie das Feld leer, um es beizubehalten.',
  css_help: 'Eine https-Adresse; das Stylesheet wird nach der Anmeldung für die Benutzer dieser Organisation geladen.',
  distribution: {
    AUTOMATIC: 'Automatisch',
    WITH_VALIDATION: 'Mit Freigabe',
  },
  transmission: {
    DEFAULT: 'Standard',
    LINK: 'Download-Link',
    ATTACHMENT: 'Anhang per E-Mail',
  },
  bpe_not_stated: {
    ELECTRONIC: 'Elektronisch (Übermittlungsart; standardmäßig persönliches Konto)',
    PAPER: 'Papier',
  },
  bpe_not_stated_help:
    'Das Gesetz macht den elektronischen Versand zur Regel, mit Widerspruchsrecht der Beschäftigten; eine Ablehnung geht immer auf Papier.',
  reception: {
    EMITTER_CHOICE: 'Nach Wahl des Absenders',
    LINK: 'Link',
    ATTACHMENT: 'Anhang',
  },
  retention: {
    intro:
      'Wie lange der Tresor jede Dokumentart aufbewahrt, für diese Organisation und die ihr untergeordneten. Gehaltsabrechnungen bleiben dem Mitarbeiter 50 Jahre oder bis zu seinem 75. Lebensjahr zugänglich (franz. Arbeitsgesetzbuch, D.3243-8).',
    own: 'Für diese Organisation festlegen',
    rule: 'Aufbewahrungsdauer',
    years: 'Anzahl Jahre',
    age: 'Alter des Mitarbeiters',
    rules: {
      FIFTY_YEARS: '50 Jahre nach der Ablage',
      UNTIL_AGE: 'Bis zu einem Alter des Mitarbeiters',
      AFTER_DEPARTURE: 'Jahre nach dem Ausscheiden',
      AFTER_DEPOSIT: 'Jahre nach der Ablage',
      KEEP: 'Unbefristet',
    },
    said: {
      FIFTY_YEARS: '50 Jahre nach der Ablage',
      UNTIL_AGE: 'Bis der Mitarbeiter %{age} ist',
      AFTER_DEPARTURE: '%{smart_count} Jahr nach dem Ausscheiden |||| %{smart_count} Jahre nach dem Ausscheiden',
      AFTER_DEPOSIT: '%{smart_count} Jahr nach der Ablage |||| %{smart_count} Jahre nach der Ablage',
      KEEP: 'Unbefristet',
    },
    source: {
      OWN: 'für diese Organisation festgelegt',
      INHERITED: 'geerbt von %{name}',
      INHERITED_UNNAMED: 'von einer übergeordneten Organisation geerbt',
      DEFAULT: 'Standard',
    },
  },
  tabs: {
    retention: 'Aufbewahrung',
    identity: 'Identität',
    address: 'Adresse',
    invoicing: 'Verteilung und Rechnungsstellung',
    configuration: 'Konfiguration',
  },
  siret_search: {
    title: 'Betrieb über seine SIRET-Nummer finden',
    intro: 'Das Verzeichnis der französischen Betriebe füllt Name und Adresse für Sie aus.',
    search: 'Suchen',
    not_found:
      'Kein Betrieb mit dieser SIRET-Nummer gefunden. Sie können fortfahren und die Organisation manuell erfassen.',
    continue: 'Manuell fortfahren',
    skip: 'Suche überspringen und manuell erfassen',
    failed:
      'Das Verzeichnis konnte nicht abgefragt werden. Versuchen Sie es erneut oder erfassen Sie die Daten manuell.',
  },
};
