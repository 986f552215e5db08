import { COLLECTOR_IDS, collectorOf, SUBSCRIPTION_STATES } from '../../../common/collectors';
import type { TSubscription } from '../../../common/schemas/collectors';
import { formatDateTime } from '../../custom/table/cellValue';
import type { CardInfo, CellContext, TableColumn } from '../../custom/table/types';
import { ORGANIZATIONS } from '../organizations/name';
import { t } from './name';
import { SubscriptionRowActions } from './SubscriptionActions';
import { SubscriptionStateChip } from './StatusChips';

const field = t.under('fields');

const stateColumn = (searchable: boolean): TableColumn<TSubscription> => ({
  source: 'state',
  labelKey: field('state'),
  width: 170,
  ...(searchable && {
    search: {
      type: 'select',
      options: SUBSCRIPTION_STATES.map((value) => ({ value, labelKey: t.entry('states', value) })),
    },
  }),
  render: (subscription) => <SubscriptionStateChip state={subscription.state} />,
});

/**
 * The subscriptions, column by column. The quick search finds them by name; the collector, the
 * organisation and the state have their column's search, but not the state on a page of one state.
 */
export const subscriptionColumns = ({ byState }: { byState: boolean }): TableColumn<TSubscription>[] => [
  { source: 'name', labelKey: field('name'), width: 200, sortable: true },
  {
    source: 'collectorId',
    labelKey: field('collectorId'),
    width: 120,
    search: {
      type: 'select',
      options: COLLECTOR_IDS.map((value) => ({ value, labelKey: t.entry('collector_names', value) })),
    },
    render: (subscription) => collectorOf(subscription.collectorId).name,
  },
  {
    source: 'orgName',
    labelKey: field('orgName'),
    width: 180,
    search: { type: 'reference', reference: ORGANIZATIONS, filterKey: 'orgId' },
  },
  {
    source: 'docType',
    labelKey: field('docType'),
    width: 150,
    render: (subscription, { translate }) => translate(`liasse.doc_types.${subscription.docType}`),
  },
  stateColumn(!byState),
  {
    source: 'enabled',
    labelKey: field('enabled'),
    width: 90,
    render: (subscription, { translate }) => translate(`ra.boolean.${subscription.enabled}`),
  },
  {
    source: 'lastRunAt',
    labelKey: field('lastRunAt'),
    width: 150,
    sortable: true,
    render: (subscription, { locale }) => formatDateTime(subscription.lastRunAt, locale),
  },
  { source: 'collected', labelKey: field('collected'), width: 110 },
  {
    source: 'actions',
    labelKey: field('actions'),
    width: 100,
    render: (subscription) => <SubscriptionRowActions subscription={subscription} />,
  },
];

/** A card's back: what tells one subscription from another at a glance. */
export const subscriptionCardBack = (subscription: TSubscription, { locale }: CellContext): CardInfo[] => [
  { labelKey: field('orgName'), value: subscription.orgName },
  { labelKey: field('state'), value: <SubscriptionStateChip state={subscription.state} /> },
  { labelKey: field('lastRunAt'), value: formatDateTime(subscription.lastRunAt, locale) },
  { labelKey: field('collected'), value: subscription.collected },
];
