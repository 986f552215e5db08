import type { PersonalAccountMessages } from './fr';

export const en: PersonalAccountMessages = {
  activate: {
    title: 'Activate my account',
    link: 'I received an activation code',
    intro: 'Enter the login and activation code from your letter or email. You will then choose your password.',
    login: 'Login',
    code: 'Activation code',
    code_help: 'For example ABCD-EFGH-JKLM',
    submit: 'Activate',
  },
  my_documents: {
    title: 'My documents',
    empty: 'You have no documents yet. They will appear here as soon as your employer files them.',
  },
  bulk: {
    create_accounts: 'Create accounts',
    letters: 'Activation letters',
    remind: 'Remind',
    accounts_created: '%{smart_count} account created. |||| %{smart_count} accounts created.',
    letters_ready: '%{smart_count} activation letter downloaded. |||| %{smart_count} activation letters downloaded.',
    reminded: '%{smart_count} reminder sent. |||| %{smart_count} reminders sent.',
    skipped:
      '%{smart_count} employee left out (account already created or finalised, no account or email, or already reminded today). |||| %{smart_count} employees left out (account already created or finalised, no account or email, or already reminded today).',
  },
};
