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
  reception: {
    EMITTER_CHOICE: 'Nach Wahl des Absenders',
    LINK: 'Link',
    ATTACHMENT: 'Anhang',
  },
  tabs: {
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
