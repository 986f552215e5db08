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
  },
  bulk: {
    create_accounts: 'Accounts aanmaken',
    letters: 'Activeringsbrieven',
    remind: 'Herinneren',
    accounts_created: '%{smart_count} account aangemaakt. |||| %{smart_count} accounts aangemaakt.',
    letters_ready: '%{smart_count} activeringsbrief gedownload. |||| %{smart_count} activeringsbrieven gedownload.',
    reminded: '%{smart_count} herinnering verstuurd. |||| %{smart_count} herinneringen verstuurd.',
    skipped:
      '%{smart_count} medewerker overgeslagen (account al aangemaakt of afgerond, geen account of e-mail, of vandaag al herinnerd). |||| %{smart_count} medewerkers overgeslagen (account al aangemaakt of afgerond, geen account of e-mail, of vandaag al herinnerd).',
  },
};
