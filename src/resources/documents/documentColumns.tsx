import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { DOC_TYPES } from '../../../common/docTypes';
import type { TDocSummary } from '../../../common/schemas/documents';
import { formatDay } from '../../custom/table/cellValue';
import type { CellContext, TableColumn } from '../../custom/table/types';
import { t } from './name';

export const field = t.under('fields');

/** '01/12/2026 – 31/12/2026', one day, or nothing. */
export const periodOf = (doc: Pick<TDocSummary, 'periodStart' | 'periodEnd'>, { locale }: CellContext) => {
  const start = formatDay(doc.periodStart, locale);
  const end = formatDay(doc.periodEnd, locale);
  if (start && end && start !== end) return `${start} – ${end}`;
  return start ?? end;
};

export const recipientOf = (doc: TDocSummary) =>
  [doc.recipientName, doc.recipientFirstName].filter(Boolean).join(' ') || null;

/** An unread document stands out by its weight and a dot that says so, not by a colour alone. */
const unreadAware =
  (render: (doc: TDocSummary, context: CellContext) => ReactNode) => (doc: TDocSummary, context: CellContext) =>
    doc.read ? render(doc, context) : <strong>{render(doc, context)}</strong>;

/** The file's name, after the unread dot. */
export const FileName = ({ doc, translate }: { doc: TDocSummary; translate: CellContext['translate'] }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
    {!doc.read && (
      <FiberManualRecordIcon
        color="primary"
        sx={{ fontSize: 10, flexShrink: 0 }}
        titleAccess={translate(t('unread'))}
        data-testid="unread-dot"
      />
    )}
    <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {doc.fileName}
    </Box>
  </Box>
);

/** The list's columns; the sender select lists who deposited documents the user sees. */
export const documentColumns = (senders: readonly { id: string; name: string }[]): TableColumn<TDocSummary>[] => [
  {
    source: 'fileName',
    labelKey: field('fileName'),
    search: { type: 'text' },
    sortable: true,
    width: 190,
    render: unreadAware((doc, { translate }) => <FileName doc={doc} translate={translate} />),
  },
  {
    source: 'docType',
    labelKey: field('docType'),
    search: { type: 'select', options: DOC_TYPES.map((value) => ({ value, labelKey: `liasse.doc_types.${value}` })) },
    sortable: true,
    width: 120,
    render: unreadAware((doc, { translate }) => translate(`liasse.doc_types.${doc.docType}`)),
  },
  {
    source: 'period',
    labelKey: field('period'),
    search: { type: 'dateRange' },
    sortable: true,
    width: 175,
    render: unreadAware(periodOf),
  },
  {
    source: 'createdAt',
    labelKey: field('createdAt'),
    search: { type: 'dateRange' },
    sortable: true,
    width: 100,
    render: unreadAware((doc, { locale }) => formatDay(doc.createdAt, locale)),
  },
  {
    source: 'senderId',
    labelKey: field('senderId'),
    // A name is no translation key: the table shows a missing key as itself.
    search: { type: 'select', options: senders.map((sender) => ({ value: sender.id, labelKey: sender.name })) },
    width: 115,
    render: unreadAware((doc) => doc.senderName),
  },
  {
    source: 'recipient',
    labelKey: field('recipient'),
    search: { type: 'text' },
    sortable: true,
    width: 115,
    render: unreadAware(recipientOf),
  },
  {
    source: 'read',
    labelKey: field('read'),
    search: {
      type: 'select',
      options: (['false', 'true'] as const).map((value) => ({ value, labelKey: t(`read_state.${value}`) })),
    },
    width: 75,
    render: unreadAware((doc, { translate }) => translate(t(doc.read ? 'read_state.true' : 'read_state.false'))),
  },
  {
    source: 'keywords',
    labelKey: field('keywords'),
    search: { type: 'text' },
    width: 130,
    shown: false,
    render: unreadAware((doc) => doc.keywords.join(', ')),
  },
];
