import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { CreateButton, TopToolbar, useCanAccess, useCreatePath, useNotify } from 'react-admin';
import type { TSubscription } from '../../../common/schemas/collectors';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { RowAction } from '../../custom/table/types';
import { CollectorCatalogue } from './CollectorCatalogue';
import { COLLECTORS, t } from './name';
import type { ProblemState } from './statePages';
import { StateSummary } from './StateSummary';
import { subscriptionCardBack, subscriptionColumns } from './subscriptionColumns';

// The button shows only to users whose features open the creation (the resource's descriptor).
const ListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** The subscriptions' table, all of them or those in one state; a row opens its edit page, or its page without the editing feature. */
const SubscriptionTable = ({ state }: { state?: ProblemState }) => {
  const createPath = useCreatePath();
  const notify = useNotify();
  const { canAccess: canEdit } = useCanAccess({ resource: COLLECTORS, action: 'edit' });
  const pathOf = (subscription: TSubscription, type: 'edit' | 'show') =>
    createPath({ resource: COLLECTORS, id: subscription.id, type });
  const actions = (subscription: TSubscription): RowAction[] =>
    canEdit
      ? [
          {
            key: 'edit',
            labelKey: 'ra.action.edit',
            path: pathOf(subscription, 'edit'),
            icon: <EditIcon fontSize="small" />,
          },
        ]
      : [
          {
            key: 'show',
            labelKey: 'ra.action.show',
            path: pathOf(subscription, 'show'),
            icon: <VisibilityIcon fontSize="small" />,
          },
        ];
  return (
    <TableList
      actions={<ListActions />}
      empty={false}
      sort={{ field: 'name', order: 'ASC' }}
      // A page of one state keeps its filter and its own paging, apart from the whole list's.
      filter={state && { state }}
      storeKey={state ? `${COLLECTORS}.${state}` : undefined}
      title={state && t.entry('state_pages', state)}
      queryOptions={{ onError: () => notify(t('notify.fetch_failed'), { type: 'error' }) }}
    >
      <LiasseTable
        name="collectors"
        columns={subscriptionColumns({ byState: Boolean(state) })}
        rowClick={(subscription) => pathOf(subscription, canEdit ? 'edit' : 'show')}
        actions={actions}
        cardBack={subscriptionCardBack}
      />
    </TableList>
  );
};

/** /collectors: the catalogue by category, the subscriptions needing attention by state, then every subscription. */
export const SubscriptionList = () => (
  <>
    <CollectorCatalogue />
    <StateSummary />
    <SubscriptionTable />
  </>
);

/** /collectors/not-subcribed: the subscriptions without any account (deactivated). */
export const NotSubscribedList = () => <SubscriptionTable state="NOT_SUBSCRIBED" />;

/** /collectors/wrong-identifiers: the subscriptions a remote refused an account's login to at its last run. */
export const WrongIdentifiersList = () => <SubscriptionTable state="WRONG_IDENTIFIERS" />;

/** /collectors/collect-error: the subscriptions whose last run failed otherwise. */
export const CollectErrorList = () => <SubscriptionTable state="COLLECT_ERROR" />;
