import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import PrintIcon from '@mui/icons-material/Print';
import { HttpError } from 'react-admin';
import type { PersonalAccountDataProvider } from '../../custom/personalAccount/personalAccountCalls';
import type { EmployeeBulkAction } from './employeeBulkAction';

/** The browser saves the file as it would a link's. */
const download = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

const NOTHING_TO_PRINT = 'liasse.error.NO_LETTER_TO_PRINT';
const bulk = (key: string) => `liasse.personal_account.bulk.${key}`;
// The personal account calls are the data provider's own (src/custom/personalAccount/personalAccountCalls.ts).
const calls = (dataProvider: unknown) => dataProvider as PersonalAccountDataProvider;

/** The personal document accounts' actions on the selected employees (src/custom/personalAccount). */
export const ACCOUNT_BULK_ACTIONS: EmployeeBulkAction[] = [
  {
    key: 'create-accounts',
    labelKey: bulk('create_accounts'),
    icon: <PersonAddAlt1Icon />,
    features: ['EMPLOYEES_EDIT'],
    run: async (dataProvider, ids) => {
      const { created, skipped } = await calls(dataProvider).createAccounts(ids.map(String));
      return {
        messageKey: bulk('accounts_created'),
        options: { smart_count: created.length, skipped: skipped.length },
      };
    },
  },
  {
    key: 'activation-letters',
    labelKey: bulk('letters'),
    icon: <PrintIcon />,
    features: ['EMPLOYEES_EDIT'],
    run: async (dataProvider, ids) => {
      try {
        const { pdf, printed, skipped } = await calls(dataProvider).activationLetters(ids.map(String));
        download(pdf, 'lettres-activation.pdf');
        return { messageKey: bulk('letters_ready'), options: { smart_count: printed, skipped } };
      } catch (error) {
        // Every selected account already finalised: nothing went wrong, there is just nothing to print.
        if (error instanceof HttpError && error.message === NOTHING_TO_PRINT) return { messageKey: NOTHING_TO_PRINT };
        throw error;
      }
    },
  },
  {
    key: 'remind',
    labelKey: bulk('remind'),
    icon: <EmailOutlinedIcon />,
    features: ['EMPLOYEES_EDIT'],
    run: async (dataProvider, ids) => {
      const { reminded, skipped } = await calls(dataProvider).remindEmployees(ids.map(String));
      return { messageKey: bulk('reminded'), options: { smart_count: reminded.length, skipped: skipped.length } };
    },
  },
];
