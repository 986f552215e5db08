import type { PersonalAccountMessages } from './fr';

export const nl: PersonalAccountMessages = {
  activate: {
    title: 'Mijn account activeren',
    link: 'Ik heb een activeringscode ontvangen',
    intro: 'Voer de gebruikersnaam en de activeringscode uit uw brief of e-mail in. Daarna kiest u uw wachtwoord.',
    login: 'Gebruikersnaam',
    code: 'Activeringscode',
    code_help: 'Bijvoorbeeld ABCD-EFGH-JKLM',
    submit: 'Activeren',
  },
  my_documents: {
    title: 'Mijn documenten',
    empty: 'U hebt nog geen documenten. Ze verschijnen hier zodra uw werkgever ze plaatst.',
    download_all: 'Al mijn documenten downloaden',
    download_all_failed: 'Uw documenten konden niet worden gedownload. Probeer het opnieuw.',
  },
  bulk: {
    create_accounts: 'Accounts aanmaken',
    letters: 'Activeringsbrieven',
    remind: 'Herinneren',
    accounts_created:
      '%{smart_count} account aangemaakt (al aangemaakt: %{skipped}). |||| %{smart_count} accounts aangemaakt (al aangemaakt: %{skipped}).',
    letters_ready:
      '%{smart_count} activeringsbrief gedownload (accounts al afgerond: %{skipped}). |||| %{smart_count} activeringsbrieven gedownload (accounts al afgerond: %{skipped}).',
    reminded:
      '%{smart_count} herinnering verstuurd; overgeslagen: %{skipped} (geen account of geen e-mail, account afgerond of vandaag al herinnerd). |||| %{smart_count} herinneringen verstuurd; overgeslagen: %{skipped} (geen account of geen e-mail, account afgerond of vandaag al herinnerd).',
  },
};
