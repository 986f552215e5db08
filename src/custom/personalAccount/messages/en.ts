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
    download_all: 'Download all my documents',
    download_all_failed: 'Your documents could not be downloaded. Please try again.',
  },
  bulk: {
    create_accounts: 'Create accounts',
    letters: 'Activation letters',
    remind: 'Remind',
    accounts_created:
      '%{smart_count} account created (already created: %{skipped}). |||| %{smart_count} accounts created (already created: %{skipped}).',
    letters_ready:
      '%{smart_count} activation letter downloaded (accounts already finalised: %{skipped}). |||| %{smart_count} activation letters downloaded (accounts already finalised: %{skipped}).',
    reminded:
      '%{smart_count} reminder sent; left out: %{skipped} (no account or no email, account finalised, or already reminded today). |||| %{smart_count} reminders sent; left out: %{skipped} (no account or no email, account finalised, or already reminded today).',
  },
};
