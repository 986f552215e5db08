import {
  DISPATCHED_DOC_STATUSES,
  NON_DISTRIBUTION_CAUSES,
  type TDispatchedDoc,
} from '../../../../common/schemas/campaigns';
import type { TableColumn } from '../../../custom/table/types';
import { DispatchedDocStatusChip } from '../DispatchedDocStatusChip';
import { t } from '../name';
import { DispatchedDocRowActions } from './DispatchedDocRowActions';

const field = t.under('docs').under('fields');
const selectOf = (values: readonly string[], prefix: Parameters<typeof t.entry>[0]) => ({
  type: 'select' as const,
  options: values.map((value) => ({ value, labelKey: t.entry(prefix, value) })),
});

/** The campaign's dispatched documents: name, sender, recipient, status, channel, cause, actions. */
export const DISPATCHED_DOC_COLUMNS: TableColumn<TDispatchedDoc>[] = [
  { source: 'name', labelKey: field('name'), search: { type: 'text' }, sortable: true, width: 220 },
  { source: 'sender', labelKey: field('sender'), width: 130 },
  {
    source: 'recipient',
    labelKey: field('recipient'),
    search: { type: 'text' },
    sortable: true,
    width: 160,
    render: (doc, { translate }) => doc.recipient ?? translate(t('docs.unknown_recipient')),
  },
  {
    source: 'status',
    labelKey: field('status'),
    search: selectOf(DISPATCHED_DOC_STATUSES, 'doc_status'),
    sortable: true,
    width: 120,
    render: (doc) => <DispatchedDocStatusChip status={doc.status} />,
  },
  {
    source: 'channel',
    labelKey: field('channel'),
    width: 130,
    render: (doc, { translate }) => (doc.channel ? translate(t(`channel.${doc.channel}`)) : null),
  },
  {
    source: 'errorCause',
    labelKey: field('errorCause'),
    search: selectOf(NON_DISTRIBUTION_CAUSES, 'cause'),
    width: 200,
    render: (doc, { translate }) => (doc.errorCause ? translate(t(`cause.${doc.errorCause}`)) : null),
  },
  {
    source: 'actions',
    labelKey: field('actions'),
    width: 110,
    render: (doc) => <DispatchedDocRowActions doc={doc} />,
  },
];
