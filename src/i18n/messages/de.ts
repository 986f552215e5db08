import type { AppMessages } from './types';

export const de: AppMessages = {
  liasse: {
    app: { name: 'Liasse' },
    menu: {
      home: 'Startseite',
      back_home: 'Zurück zur Startseite',
      maintenance: 'Wartung',
      open_menu: 'Menü öffnen',
      outbox: 'Postausgang',
    },
    breadcrumb: { label: 'Sie sind hier' },
    user_menu: { language: 'Sprache', language_changed: 'Das Portal ist jetzt auf %{language}' },
    login: {
      title: 'Anmeldung bei Ihrem Portal',
      username: 'Benutzername',
      password: 'Passwort',
      submit: 'Anmelden',
      forgotten_password: 'Passwort vergessen?',
      expired: 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an.',
      blocked:
        'Ihr Konto wurde nach zu vielen fehlgeschlagenen Anmeldeversuchen gesperrt. Legen Sie über „Passwort vergessen?“ ein neues Passwort fest, um es zu entsperren, oder wenden Sie sich an Ihren Administrator.',
      sso_failed: 'Die Anmeldung per Single Sign-On ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
      sso_unknown:
        'Ihr Single-Sign-On-Konto ist in diesem Portal nicht bekannt. Bitte wenden Sie sich an Ihren Administrator.',
      sso_button: 'Mit Single Sign-On anmelden',
      guest: 'Überprüfen Sie Ihren Benutzernamen und melden Sie sich dann an.',
    },
    forgotten: {
      title: 'Passwort vergessen',
      intro:
        'Geben Sie Ihren Benutzernamen ein. Falls das Konto existiert, senden wir per E-Mail einen Link, mit dem Sie ein neues Passwort festlegen können.',
      login: 'Benutzername',
      submit: 'Link senden',
      sent: 'Falls dieses Konto existiert, wurde ein Link an die hinterlegte E-Mail-Adresse gesendet. Er ist eine Stunde lang gültig und kann nur einmal verwendet werden.',
      back: 'Zurück zur Anmeldung',
    },
    reset: {
      title: 'Neues Passwort festlegen',
      password: 'Neues Passwort',
      confirmation: 'Neues Passwort bestätigen',
      submit: 'Passwort speichern',
      done: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
      rule: 'Mindestens 8 Zeichen, darunter ein Großbuchstabe, eine Ziffer und ein Sonderzeichen.',
    },
    your_files: {
      title: 'Willkommen in Ihrem Dokumentenbereich',
      intro:
        'Bevor Sie auf Ihre Dateien zugreifen, legen Sie bitte Ihr eigenes Passwort fest und akzeptieren Sie die Nutzungsbedingungen.',
      password: 'Ihr Passwort',
      confirmation: 'Passwort bestätigen',
      terms: 'Ich akzeptiere die Nutzungsbedingungen',
      terms_text:
        'Ihre Dokumente werden in Ihrem persönlichen Bereich so lange aufbewahrt, wie es gesetzlich vorgeschrieben ist. Sie sind nur für Sie und für die von Ihrer Organisation berechtigten Personen sichtbar. Sie können sie jederzeit herunterladen.',
      submit: 'Kontoeinrichtung abschließen',
      done: 'Ihr Konto ist einsatzbereit.',
    },
    autologin: { working: 'Sie werden angemeldet…' },
    validation: {
      password_rule: 'Das Passwort erfüllt nicht die Mindestanforderungen',
      confirmation_mismatch: 'Die beiden Passwörter stimmen nicht überein',
    },
    outbox: {
      status: {
        pending: 'Ausstehend',
        sent: 'Gesendet',
        failed: 'Fehlgeschlagen',
        held: 'Zurückgehalten (kein Mailserver)',
      },
      empty: 'Noch keine Nachrichten',
    },
    home: { welcome: 'Willkommen, %{name}', intro: 'Ihr Portal für Geschäfts- und Personaldokumente.' },
    maintenance: {
      title: 'Wartung',
      message:
        'Das Portal wird gerade gewartet. Einige Dienste sind möglicherweise kurzzeitig nicht verfügbar. Vielen Dank für Ihre Geduld.',
    },
    loading: 'Wird geladen…',
    error: {
      VALIDATION_ERROR: 'Bitte überprüfen Sie Ihre Eingaben',
      INVALID_JSON: 'Die Anfrage konnte nicht gelesen werden',
      PAYLOAD_TOO_LARGE: 'Die gesendete Datei oder die Daten sind zu groß',
      UNSUPPORTED_MEDIA_TYPE: 'Diese Art von Inhalt wird nicht akzeptiert',
      UNAUTHENTICATED: 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an',
      INVALID_CREDENTIALS: 'Benutzername oder Passwort falsch',
      FORBIDDEN: 'Sie sind dazu nicht berechtigt',
      NOT_FOUND: 'Dieses Element existiert nicht oder Sie haben keinen Zugriff darauf',
      TOO_MANY_REQUESTS: 'Zu viele Versuche, bitte warten Sie einen Moment',
      INTERNAL_ERROR: 'Ein unerwarteter Fehler ist aufgetreten, bitte versuchen Sie es erneut',
      SERVICE_UNAVAILABLE: 'Der Dienst ist vorübergehend nicht verfügbar',
      TIMEOUT: 'Der Server hat zu lange für die Antwort gebraucht',
      NETWORK: 'Der Server ist nicht erreichbar, bitte prüfen Sie Ihre Verbindung',
      UNSUPPORTED_CALL: 'Diese Aktion ist nicht verfügbar',
      ACCOUNT_BLOCKED: 'Dieses Konto wurde nach zu vielen fehlgeschlagenen Anmeldeversuchen gesperrt',
      ACCOUNT_NOT_FINALISED: 'Bitte schließen Sie zuerst die Einrichtung Ihres Kontos ab',
      WRONG_PASSWORD: 'Das aktuelle Passwort ist falsch',
      INVALID_RESET_LINK: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
      CONFLICT: 'Dieser Vorgang wurde bereits ausgeführt',
    },
  },
  resources: {
    outbox: {
      name: 'Postausgang |||| Postausgang',
      fields: {
        recipient: 'Empfänger',
        subject: 'Betreff',
        status: 'Status',
        createdAt: 'Erstellt am',
        sentAt: 'Gesendet am',
        text: 'Nachricht',
        error: 'Fehler',
      },
    },
  },
};
