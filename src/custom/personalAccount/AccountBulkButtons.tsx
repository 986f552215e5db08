import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import PrintIcon from '@mui/icons-material/Print';
import { useMutation } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Button, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { PersonalAccountDataProvider } from './personalAccountCalls';

/** The browser saves the file as if it were a link's. */
const download = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

type Outcome = { message: string; count: number; skipped: number };

/** One bulk action on the selected employees: at least one must be selected. */
const BulkButton = ({
  label,
  icon,
  run,
}: {
  label: string;
  icon: ReactElement;
  run: (dataProvider: PersonalAccountDataProvider, ids: string[]) => Promise<Outcome>;
}) => {
  const { selectedIds } = useListContext();
  const dataProvider = useDataProvider<PersonalAccountDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { mutate, isPending } = useMutation({
    mutationFn: () => run(dataProvider, selectedIds.map(String)),
    onSuccess: ({ message, count, skipped }) => {
      const skippedText = skipped
        ? ` ${translate('liasse.personal_account.bulk.skipped', { smart_count: skipped })}`
        : '';
      notify(`${translate(message, { smart_count: count })}${skippedText}`, { type: count ? 'success' : 'info' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Button label={label} disabled={selectedIds.length === 0 || isPending} onClick={() => mutate()}>
      {icon}
    </Button>
  );
};

export const CreateAccountsButton = () => (
  <BulkButton
    label="liasse.personal_account.bulk.create_accounts"
    icon={<PersonAddAlt1Icon />}
    run={async (dataProvider, ids) => {
      const { created, skipped } = await dataProvider.createAccounts(ids);
      return {
        message: 'liasse.personal_account.bulk.accounts_created',
        count: created.length,
        skipped: skipped.length,
      };
    }}
  />
);

/** Downloads the merged letters; the employees with an email also get their code by email. */
export const ActivationLettersButton = () => (
  <BulkButton
    label="liasse.personal_account.bulk.letters"
    icon={<PrintIcon />}
    run={async (dataProvider, ids) => {
      const { pdf, printed, skipped } = await dataProvider.activationLetters(ids);
      download(pdf, 'lettres-activation.pdf');
      return { message: 'liasse.personal_account.bulk.letters_ready', count: printed, skipped };
    }}
  />
);

export const RemindButton = () => (
  <BulkButton
    label="liasse.personal_account.bulk.remind"
    icon={<EmailOutlinedIcon />}
    run={async (dataProvider, ids) => {
      const { reminded, skipped } = await dataProvider.remindEmployees(ids);
      return { message: 'liasse.personal_account.bulk.reminded', count: reminded.length, skipped: skipped.length };
    }}
  />
);

/** The three buttons, in the order the employees list's bulk-action bar shows them. */
export const AccountBulkButtons = () => (
  <>
    <CreateAccountsButton />
    <ActivationLettersButton />
    <RemindButton />
  </>
);
