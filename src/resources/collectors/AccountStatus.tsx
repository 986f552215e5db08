import { Alert, Stack, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '../../custom/table/cellValue';
import { t } from './name';
import { AccountStateChip } from './StatusChips';
import type { AccountForm } from './subscriptionForm';

/**
 * How an account's last run went: its state, when, and why it failed as the user can act on it; for
 * SFTP, the server key pinned at the first collection, to compare with the one its administrator gives.
 */
export const AccountStatus = ({ account }: { account: AccountForm }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (!account.state) return null;
  return (
    <Stack spacing={1} sx={{ flexBasis: '100%', mb: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <AccountStateChip state={account.state} />
        {account.lastRunAt && (
          <Typography variant="body2" color="text.secondary">
            {translate(t('account.last_run'), { date: formatDateTime(account.lastRunAt, locale) })}
          </Typography>
        )}
      </Stack>
      {account.hostKey && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate(t('account.host_key'), { key: account.hostKey })}
        </Typography>
      )}
      {account.lastError && (
        <Alert severity="error" sx={{ py: 0 }}>
          {translate(t('account.last_error'), { error: translate(t.entry('failures', account.lastError)) })}
        </Alert>
      )}
    </Stack>
  );
};
