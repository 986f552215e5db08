import type { PersonalAccountMessages } from './fr';

export const de: PersonalAccountMessages = {
  activate: {
    title: 'Mein Konto aktivieren',
    link: 'Ich habe einen Aktivierungscode erhalten',
    intro:
      'Geben Sie den Benutzernamen und den Aktivierungscode aus Ihrem Brief oder Ihrer E-Mail ein. Danach wählen Sie Ihr Passwort.',
    login: 'Benutzername',
    code: 'Aktivierungscode',
    code_help: 'Zum Beispiel ABCD-EFGH-JKLM',
    submit: 'Aktivieren',
  },
  my_documents: {
    title: 'Meine Dokumente',
    empty: 'Sie haben noch keine Dokumente. Sie erscheinen hier, sobald Ihr Arbeitgeber sie ablegt.',
    download_all: 'Alle meine Dokumente herunterladen',
    download_all_failed: 'Ihre Dokumente konnten nicht heruntergeladen werden. Bitte versuchen Sie es erneut.',
  },
  bulk: {
    create_accounts: 'Konten anlegen',
    letters: 'Aktivierungsbriefe',
    remind: 'Erinnern',
    accounts_created:
      '%{smart_count} Konto angelegt (schon angelegt: %{skipped}). |||| %{smart_count} Konten angelegt (schon angelegt: %{skipped}).',
    letters_ready:
      '%{smart_count} Aktivierungsbrief heruntergeladen (Konten schon abgeschlossen: %{skipped}). |||| %{smart_count} Aktivierungsbriefe heruntergeladen (Konten schon abgeschlossen: %{skipped}).',
    reminded:
      '%{smart_count} Erinnerung gesendet; ausgelassen: %{skipped} (kein Konto oder keine E-Mail, Konto abgeschlossen oder heute schon erinnert). |||| %{smart_count} Erinnerungen gesendet; ausgelassen: %{skipped} (kein Konto oder keine E-Mail, Konto abgeschlossen oder heute schon erinnert).',
  },
};
