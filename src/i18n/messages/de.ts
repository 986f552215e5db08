import type { AppMessages } from './types';

export const de: AppMessages = {
  liasse: {
    app: { name: 'Liasse' },
    menu: { home: 'Startseite', back_home: 'Zurück zur Startseite', maintenance: 'Wartung', open_menu: 'Menü öffnen' },
    breadcrumb: { label: 'Sie sind hier' },
    user_menu: { language: 'Sprache', language_changed: 'Das Portal ist jetzt auf %{language}' },
    login: {
      title: 'Anmeldung bei Ihrem Portal',
      username: 'Benutzername',
      password: 'Passwort',
      submit: 'Anmelden',
      forgotten_password: 'Passwort vergessen?',
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
    },
  },
};
