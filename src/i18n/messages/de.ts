import type { ShellMessages } from './fr';
import { de as docTypes } from '../../../common/docTypeNames/de';
import { de as personalAccount } from '../../custom/personalAccount/messages/de';
import { de as closure } from '../../custom/closure/messages/de';

export const de: ShellMessages = {
  liasse: {
    app: {
      name: 'Liasse',
    },
    menu: {
      home: 'Startseite',
      back_home: 'Zurück zur Startseite',
      maintenance: 'Wartung',
      open_menu: 'Menü öffnen',
      rights: 'Rechteverwaltung',
      account: 'Mein Profil',
    },
    breadcrumb: {
      label: 'Sie sind hier',
    },
    user_menu: {
      language: 'Sprache',
      language_changed: 'Das Portal ist jetzt auf %{language}',
    },
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
    autologin: {
      working: 'Sie werden angemeldet…',
    },
    validation: {
      day: 'Unvollständiges oder ungültiges Datum (TT.MM.JJJJ)',
      password_rule: 'Das Passwort erfüllt nicht die Mindestanforderungen',
      confirmation_mismatch: 'Die beiden Passwörter stimmen nicht überein',
      not_visible: 'Unbekannt oder für Sie nicht sichtbar',
      already_used: 'Bereits vergeben',
      needs_user_or_group: 'Weisen Sie die Regel mindestens einem Benutzer oder einer Gruppe zu',
      siret: 'Geben Sie eine 14-stellige SIRET ein',
      siret_check_digit: 'Diese SIRET hat 14 Ziffern, aber ihre Prüfziffer ist falsch: Bitte prüfen Sie sie',
      siret_taken: 'Eine andere Organisation hat bereits diese SIRET-Nummer',
      root_cannot_move: 'Die Stammorganisation hat keine übergeordnete Organisation',
      outside_group_organization:
        'Einige Mitarbeitende gehören weder zur Organisation der Gruppe noch zu einer ihrer Unterorganisationen',
      inside_itself:
        'Eine Organisation kann nicht unter sich selbst oder einer ihrer Unterorganisationen eingeordnet werden',
      https_url: 'Geben Sie eine https-Adresse ein',
    },
    rights: {
      title: 'Rechteverwaltung',
      intro:
        'Wer was tun darf und welche Daten sieht: die Benutzer, die Gruppen, denen sie angehören, und die ihnen zugewiesenen Zugriffsregeln.',
    },
    account: {
      title: 'Mein Profil',
      profile: 'Profil',
      password: 'Mein Passwort ändern',
      old_password: 'Aktuelles Passwort',
      new_password: 'Neues Passwort',
      confirmation: 'Neues Passwort bestätigen',
      submit: 'Passwort ändern',
      changed: 'Ihr Passwort wurde geändert',
    },
    home: {
      welcome: 'Willkommen, %{name}',
      intro: 'Ihr Portal für Geschäfts- und Personaldokumente.',
      new_organization: 'Neue Organisation',
      organizations: 'Organisation |||| Organisationen',
    },
    maintenance: {
      title: 'Wartung',
      message:
        'Das Portal wird gerade gewartet. Einige Dienste sind möglicherweise kurzzeitig nicht verfügbar. Vielen Dank für Ihre Geduld.',
    },
    table: {
      select_all: 'Alle Zeilen dieser Seite auswählen',
      select_row: 'Diese Zeile auswählen',
      select_card: 'Diese Karte auswählen',
      columns: 'Spalten',
      columns_title: 'Angezeigte Spalten',
      close: 'Schließen',
      search_toggle: 'Nach Spalte suchen',
      search_by: 'Nach %{column} suchen',
      date_start: '%{column}: von',
      date_end: '%{column}: bis',
      select_filter: 'Filter auswählen',
      view: 'Ansicht',
      view_list: 'Liste',
      view_grid: 'Karten',
      not_provided: 'Keine Angabe',
      flip: 'Karte umdrehen',
      flip_back: 'Zur Vorderseite zurückdrehen',
      card_back: 'Details',
      actions: 'Aktionen',
      resize: 'Breite der Spalte %{column} ändern',
      sort_by: 'Nach %{column} sortieren',
      no_results: 'Keine Ergebnisse',
      total: '%{smart_count} Ergebnis |||| %{smart_count} Ergebnisse',
      page_of: 'Seite %{page} von %{pages}',
      total_more_than: 'Mehr als %{smart_count} Ergebnisse',
      page_of_more_than: 'Seite %{page} von mehr als %{pages}',
      per_page: 'Pro Seite',
      first_page: 'Erste Seite',
      previous_page: 'Vorherige Seite',
      next_page: 'Nächste Seite',
      last_page: 'Letzte Seite',
      pagination: 'Seiten',
      pagination_of: 'Seiten: %{table}',
    },
    doc_types: docTypes,
    personal_account: personalAccount,
    closure,
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
      TOO_MANY_REQUESTS: 'Zu viele Versuche, bitte versuchen Sie es später erneut',
      IDEMPOTENCY_KEY_IN_USE: 'Dieselbe Sendung läuft noch, bitte versuchen Sie es gleich erneut',
      IDEMPOTENCY_KEY_REUSED:
        'Bereits einmal mit anderen Angaben gesendet: senden Sie es erneut, um es so zu senden, wie es jetzt ist',
      PREVIEW_TOO_HEAVY:
        'Diese Seite ist für eine Vorschau zu aufwendig: Laden Sie das Dokument herunter, um sie zu lesen.',
      INTERNAL_ERROR: 'Ein unerwarteter Fehler ist aufgetreten, bitte versuchen Sie es erneut',
      SERVICE_UNAVAILABLE: 'Der Dienst ist vorübergehend nicht verfügbar',
      TIMEOUT: 'Der Server hat zu lange für die Antwort gebraucht',
      NETWORK: 'Der Server ist nicht erreichbar, bitte prüfen Sie Ihre Verbindung',
      UNSUPPORTED_CALL: 'Diese Aktion ist nicht verfügbar',
      ACCOUNT_BLOCKED: 'Dieses Konto wurde nach zu vielen fehlgeschlagenen Anmeldeversuchen gesperrt',
      ACCOUNT_NOT_FINALISED: 'Bitte schließen Sie zuerst die Einrichtung Ihres Kontos ab',
      WRONG_PASSWORD: 'Das aktuelle Passwort ist falsch',
      INVALID_RESET_LINK: 'Dieser Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
      INVALID_ACTIVATION_CODE:
        'Benutzername und Aktivierungscode passen nicht zusammen, oder der Code ist abgelaufen. Fordern Sie bei Bedarf einen neuen Brief bei Ihrer Personalabteilung an.',
      INVALID_SIGNATURE_CODE: 'Falscher Signaturcode.',
      SIGNATURE_LOCKED:
        'Zu viele falsche Signaturcodes: das Signieren ist gesperrt. Fordern Sie einen Wiederherstellungscode an.',
      CURRENT_SIGNATURE_CODE_REQUIRED:
        'Um Ihren Signaturcode zu ändern, geben Sie Ihren aktuellen Code oder einen Wiederherstellungscode ein.',
      NO_LETTER_TO_PRINT: 'Die ausgewählten Mitarbeitenden haben ihr Konto bereits aktiviert: kein Brief zu drucken',
      CONFLICT: 'Dieser Vorgang wurde bereits ausgeführt',
    },
  },
};
