import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { OUTBOX_STATUSES } from '../../../common/outboxFields';
import type { TOutboxMessage } from '../../../common/schemas/outbox';
import { formatDateTime } from '../../custom/table/cellValue';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { CardInfo, CellContext, TableColumn } from '../../custom/table/types';
import { OUTBOX, t } from './name';

const STATUS_COLORS = { pending: 'default', sent: 'success', failed: 'error', held: 'warning' } as const;
const field = t.under('fields');

const statusChip = (message: TOutboxMessage, { translate }: CellContext) => (
  <Chip
    size="small"
    color={STATUS_COLORS[message.status]}
    label={translate(`resources.${OUTBOX}.status.${message.status}`)}
  />
);

// Dates travel as JSON strings; the schema's type says Date.
const dateTime = (value: Date | string | null, locale: string) => formatDateTime(value as string | null, locale);

const COLUMNS: TableColumn<TOutboxMessage>[] = [
  {
    source: 'createdAt',
    labelKey: field('createdAt'),
    width: 150,
    search: { type: 'dateRange' },
    sortable: true,
    render: (message, { locale }) => dateTime(message.createdAt, locale),
  },
  { source: 'recipient', labelKey: field('recipient'), width: 220, search: { type: 'text' }, sortable: true },
  { source: 'subject', labelKey: field('subject'), width: 260, sortable: true },
  {
    source: 'status',
    labelKey: field('status'),
    width: 150,
    sortable: true,
    search: {
      type: 'select',
      options: OUTBOX_STATUSES.map((status) => ({ value: status, labelKey: `resources.${OUTBOX}.status.${status}` })),
    },
    render: statusChip,
  },
  {
    source: 'sentAt',
    labelKey: field('sentAt'),
    width: 150,
    render: (message, { locale }) => dateTime(message.sentAt, locale),
  },
];

/** A message's text; one that carries a secret (a reset link, a code) is for its recipient's eyes only. */
const messageText = (message: TOutboxMessage, translate: TranslateFunction) =>
  message.carriesSecret || message.text === null ? (
    <Typography variant="body2">{translate(`resources.${OUTBOX}.secretHidden`)}</Typography>
  ) : (
    <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0, fontFamily: 'inherit' }}>
      {message.text}
    </Typography>
  );

/** The message under its row, and on its card's back: the text, and why sending failed. */
const details = (message: TOutboxMessage, translate: TranslateFunction): CardInfo[] => [
  { labelKey: field('text'), value: messageText(message, translate) },
  ...(message.error ? [{ labelKey: field('error'), value: message.error }] : []),
];

const ExpandedMessage = ({ message }: { message: TOutboxMessage }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      {details(message, translate).map(({ labelKey, value }) => (
        <div key={labelKey}>
          <Typography variant="caption" component="div" color="text.secondary">
            {translate(labelKey)}
          </Typography>
          {value}
        </div>
      ))}
    </Stack>
  );
};

/** The messages the portal sent, or holds when no mail server is configured; newest first; a click shows one. */
export const OutboxList = () => (
  <TableList sort={{ field: 'createdAt', order: 'DESC' }}>
    <LiasseTable
      name="outbox"
      columns={COLUMNS}
      expand={(message) => <ExpandedMessage message={message} />}
      cardBack={(message, { translate }) => details(message, translate)}
    />
  </TableList>
);
