import {
  AddItemButton,
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  PasswordInput,
  SimpleFormIterator,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { collectorOf, type CollectorId } from '../../../common/collectors';
import { AccountStatus } from './AccountStatus';
import { t } from './name';
import { DEFAULT_NAME_PATTERN, type AccountForm } from './subscriptionForm';

const account = t.under('account');
const NARROW = { width: { xs: '100%', sm: 140 } };
const MEDIUM = { width: { xs: '100%', sm: 240 } };
const WIDE = { width: { xs: '100%', sm: 360 } };

/**
 * An account already kept needs no password: left blank, the stored one stays (the server never
 * sends it back). A new one needs its own.
 */
const AccountPassword = ({ kept }: { kept: boolean }) => (
  <PasswordInput
    source="password"
    label={account('password')}
    helperText={kept ? account('password_kept') : false}
    validate={kept ? maxLength(500) : [required(), maxLength(500)]}
    autoComplete="new-password"
    sx={MEDIUM}
  />
);

/**
 * The subscription's external accounts: where to connect, who as, and what to collect. Labels and
 * inputs follow the collector: a mailbox has a folder, a sender and a subject; a file server a
 * remote directory; SFTP is always SSH, so has no TLS switch. On edit, each kept account shows how
 * its last run went. The inputs are the iterator's own children, so that a new account starts
 * from their defaults (the collector's port, TLS, PDF files).
 */
export const AccountsInput = () => {
  const collectorId = (useWatch({ name: 'collectorId' }) as CollectorId | undefined) ?? 'imap';
  const mailbox = collectorId === 'imap';
  // The labels of a mailbox's folders, or of a file server's directories.
  const kind = mailbox ? 'imap' : 'files';
  return (
    <ArrayInput source="accounts" label={t('fields.accounts')}>
      <SimpleFormIterator
        inline
        disableReordering
        addButton={<AddItemButton label={account('add')} />}
        // An account's dozen inputs wrap onto several lines rather than widen the page past the screen.
        sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' } }}
      >
        <FormDataConsumer<AccountForm>>
          {({ scopedFormData }) => scopedFormData?.state && <AccountStatus account={scopedFormData} />}
        </FormDataConsumer>
        <TextInput source="host" label={account('host')} validate={[required(), maxLength(253)]} sx={MEDIUM} />
        <NumberInput
          source="port"
          label={account('port')}
          defaultValue={collectorOf(collectorId).defaultPort}
          validate={[required(), minValue(1), maxValue(65_535)]}
          sx={NARROW}
        />
        {collectorId !== 'sftp' && <BooleanInput source="tls" label={account('tls')} defaultValue />}
        <TextInput
          source="login"
          label={account('login')}
          validate={[required(), maxLength(200)]}
          autoComplete="off"
          sx={MEDIUM}
        />
        <FormDataConsumer<AccountForm>>
          {({ scopedFormData }) => <AccountPassword kept={Boolean(scopedFormData?.id)} />}
        </FormDataConsumer>
        <TextInput
          source="folder"
          label={account(`folder_${kind}`)}
          helperText={account(`folder_${kind}_help`)}
          validate={maxLength(500)}
          sx={MEDIUM}
        />
        <TextInput
          source="namePattern"
          label={account('namePattern')}
          helperText={account('namePattern_help')}
          defaultValue={DEFAULT_NAME_PATTERN}
          validate={maxLength(200)}
          sx={MEDIUM}
        />
        {mailbox && <TextInput source="sender" label={account('sender')} validate={maxLength(200)} sx={MEDIUM} />}
        {mailbox && <TextInput source="subject" label={account('subject')} validate={maxLength(200)} sx={MEDIUM} />}
        <NumberInput
          source="maxAgeDays"
          label={account('maxAgeDays')}
          helperText={account('maxAgeDays_help')}
          validate={[minValue(1), maxValue(36_500)]}
          // Its label is longer than a port's: a narrow field cut it off ("Âge maximal (j…").
          sx={MEDIUM}
        />
        <TextInput
          source="processedFolder"
          label={account(`processed_${kind}`)}
          helperText={account(`processed_${kind}_help`)}
          validate={maxLength(500)}
          sx={WIDE}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
