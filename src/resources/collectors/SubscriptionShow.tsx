import { List, ListItem, ListItemText } from '@mui/material';
import {
  BooleanField,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  WithRecord,
  useLocale,
  useTranslate,
} from 'react-admin';
import { collectorOf } from '../../../common/collectors';
import type { TSubscription } from '../../../common/schemas/collectors';
import { formatDateTime } from '../../custom/table/cellValue';
import { AccountStatus } from './AccountStatus';
import { t } from './name';
import { RunLog } from './RunLog';
import { SubscriptionStateChip } from './StatusChips';

const field = t.under('fields');

/** The accounts as they stand: where, who as, and how their last run went. */
const Accounts = ({ subscription }: { subscription: TSubscription }) => {
  const translate = useTranslate();
  return (
    <List dense disablePadding aria-label={translate(field('accounts'))}>
      {subscription.accounts.map((account) => (
        <ListItem key={account.id} disableGutters sx={{ flexDirection: 'column', alignItems: 'flex-start' }}>
          <ListItemText primary={`${account.login} @ ${account.host}:${account.port}`} secondary={account.folder} />
          <AccountStatus account={account} />
        </ListItem>
      ))}
    </List>
  );
};

/**
 * /collectors/{id}/show: a subscription as a user who may list collectors but not edit them sees
 * it, with its run log.
 */
export const SubscriptionShow = () => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="orgName" label={field('orgName')} />
        <FunctionField<TSubscription>
          label={field('collectorId')}
          render={(subscription) => collectorOf(subscription.collectorId).name}
        />
        <FunctionField<TSubscription>
          label={field('docType')}
          render={(subscription) => translate(`liasse.doc_types.${subscription.docType}`)}
        />
        <FunctionField<TSubscription>
          label={field('intervalMinutes')}
          render={(subscription) => translate(t.entry('intervals', String(subscription.intervalMinutes)))}
        />
        <BooleanField source="enabled" label={field('enabled')} />
        <FunctionField<TSubscription>
          label={field('state')}
          render={(subscription) => <SubscriptionStateChip state={subscription.state} />}
        />
        <FunctionField<TSubscription>
          label={field('lastRunAt')}
          render={(subscription) => formatDateTime(subscription.lastRunAt, locale)}
        />
        <NumberField source="collected" label={field('collected')} />
        <Labeled label={field('accounts')}>
          <WithRecord<TSubscription> render={(subscription) => <Accounts subscription={subscription} />} />
        </Labeled>
      </SimpleShowLayout>
      <RunLog />
    </Show>
  );
};
