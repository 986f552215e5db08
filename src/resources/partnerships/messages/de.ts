import type { PartnershipMessages } from './fr';

export const de: PartnershipMessages = {
  name: 'Partnerschaft |||| Partnerschaften',
  count: 'Partnerschaft |||| Partnerschaften',
  fields: {
    siret: 'SIRET des Dritten',
    name: 'Dritter',
    orgId: 'Partnerorganisation',
    orgName: 'Organisation',
    status: 'Status',
    groupId: 'Gruppe',
    groupName: 'Gruppe',
    reference: 'Referenz',
    email: 'E-Mail des Kontakts',
    transmissionMode: 'Übermittlungsart',
    city: 'Ort',
    createdAt: 'Erstellt am',
    address: { street: 'Straße', postal: 'Postfach', zipCode: 'Postleitzahl', city: 'Ort', country: 'Land' },
  },
  status: {
    ENABLED: 'Aktiv',
    DISABLED: 'Deaktiviert',
    NEEDS_CONTACT_MAIL: 'E-Mail des Kontakts fehlt',
    NEED_USER_VALIDATION: 'Wartet auf den Kontakt',
  },
  transmission: { DEFAULT: 'Standard', LINK: 'Download-Link', ATTACHMENT: 'E-Mail-Anhang' },
  actions: {
    enable: 'Aktivieren',
    disable: 'Deaktivieren',
    groups: 'Partnerschaftsgruppen',
    finalize: 'Partnerschaften abschließen',
  },
  notify: {
    enabled: 'Die Partnerschaft ist aktiviert.',
    disabled: 'Die Partnerschaft ist deaktiviert.',
    status_failed: 'Der Status der Partnerschaft konnte nicht geändert werden.',
    mail_sent: 'Ein Bestätigungslink wurde an %{email} gesendet.',
    mail_failed: 'Die E-Mail des Kontakts konnte nicht gespeichert werden.',
  },
  errors: {
    siret_unknown: 'Zu dieser SIRET konnten keine Daten abgerufen werden: Bitte beim Dritten prüfen.',
    partnership_exists: 'Diese Organisation hat bereits eine Partnerschaft mit diesem Dritten.',
    invalid_reference: 'Dieser Bestätigungslink ist ungültig, abgelaufen oder bereits benutzt.',
  },
  create: {
    title: 'Neue Partnerschaft',
    intro: 'Geben Sie die SIRET des Dritten ein: Das Betriebsverzeichnis ergänzt Name und Anschrift.',
  },
  contact: {
    title: 'Kontakt des Dritten',
    help: 'Der Kontakt erhält einen Link zur Bestätigung seiner Adresse; danach kann er sich anmelden und die ihm gesendeten Dokumente herunterladen.',
    send: 'Bestätigungslink senden',
    waiting: 'Link an %{email} gesendet; Bestätigung ausstehend.',
    validated: 'Kontakt bestätigt: %{email}.',
  },
  finalize: {
    title: 'Partnerschaften abschließen',
    intro: 'Diese Partnerschaften warten auf die E-Mail ihres Kontakts oder auf seine Bestätigung.',
    empty: 'Keine Partnerschaft erfordert Ihr Handeln.',
    see_created: 'Angelegte Partnerschaften ansehen',
  },
  created: {
    title: 'Angelegte Partnerschaften',
    intro: 'Die in den letzten sieben Tagen angelegten Partnerschaften und ihr Stand.',
    empty: 'In den letzten sieben Tagen wurde keine Partnerschaft angelegt.',
  },
  validation: {
    title: 'Bestätigen Sie Ihre E-Mail-Adresse',
    intro:
      'Sie sind der Kontakt dieser Partnerschaft: Bestätigen Sie die Adresse %{email}, um zu Ihren Dokumenten zu gelangen.',
    confirm: 'Meine Adresse bestätigen',
    invalid:
      'Dieser Bestätigungslink ist ungültig, abgelaufen oder bereits benutzt. Bitten Sie Ihren Partner um einen neuen.',
  },
};
