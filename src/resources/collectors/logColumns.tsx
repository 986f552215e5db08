import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton } from '@mui/material';
import { ITEM_STATUSES, RUN_STATUSES } from '../../../common/collectors';
import type { TCollectedItem, TCollectorRun } from '../../../common/schemas/collectors';
import { formatDateTime } from '../../custom/table/cellValue';
import type { TableColumn } from '../../custom/table/types';
import { t } from './name';
import { ItemStatusChip, RunStatusChip } from './StatusChips';

const field = t.under('log').under('fields');

/** The run log (`POST collectorSubscription/{id}/runs`): when, how it ended, what it collected. */
export const RUN_COLUMNS: TableColumn<TCollectorRun>[] = [
  {
    source: 'startedAt',
    labelKey: field('startedAt'),
    width: 150,
    sortable: true,
    render: (run, { locale }) => formatDateTime(run.startedAt, locale),
  },
  {
    source: 'endedAt',
    labelKey: field('endedAt'),
    width: 150,
    render: (run, { locale }) => formatDateTime(run.endedAt, locale),
  },
  {
    source: 'status',
    labelKey: field('status'),
    width: 120,
    search: {
      type: 'select',
      options: RUN_STATUSES.map((value) => ({ value, labelKey: t.entry('run_statuses', value) })),
    },
    render: (run) => <RunStatusChip status={run.status} />,
  },
  {
    source: 'trigger',
    labelKey: field('trigger'),
    width: 120,
    render: (run, { translate }) => translate(t.entry('triggers', run.trigger)),
  },
  { source: 'collected', labelKey: field('collected'), width: 100 },
  { source: 'duplicates', labelKey: field('duplicates'), width: 100 },
  { source: 'refused', labelKey: field('refused'), width: 100 },
  {
    source: 'error',
    labelKey: field('error'),
    width: 260,
    render: (run, { translate }) => run.error && translate(t.entry('failures', run.error)),
  },
];

/**
 * The ledger (`POST collectorSubscription/{id}/items`): each remote item met, what it became, and
 * the document of the safe it is, opened by `open` (null when the user's rules hide the document).
 */
export const itemColumns = (open: (item: TCollectedItem) => void): TableColumn<TCollectedItem>[] => [
  {
    source: 'at',
    labelKey: field('at'),
    width: 150,
    sortable: true,
    render: (item, { locale }) => formatDateTime(item.at, locale),
  },
  { source: 'remoteName', labelKey: field('remoteName'), width: 220 },
  { source: 'login', labelKey: field('login'), width: 160 },
  {
    source: 'status',
    labelKey: field('status'),
    width: 120,
    search: {
      type: 'select',
      options: ITEM_STATUSES.map((value) => ({ value, labelKey: t.entry('item_statuses', value) })),
    },
    render: (item) => <ItemStatusChip status={item.status} />,
  },
  { source: 'error', labelKey: field('error'), width: 240 },
  {
    source: 'documentId',
    labelKey: field('document'),
    width: 100,
    render: (item, { translate }) =>
      item.documentId && (
        <IconButton
          size="small"
          aria-label={translate(t('log.open_document'), { name: item.remoteName })}
          onClick={(event) => {
            // The row's own click opens it too: once is enough.
            event.stopPropagation();
            open(item);
          }}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      ),
  },
];
