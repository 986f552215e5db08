import { Chip, Typography } from '@mui/material';
import { Datagrid, DateField, List, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { TOutboxMessage } from '../../../common/schemas/outbox';

const STATUS_COLORS = { pending: 'default', sent: 'success', failed: 'error', held: 'warning' } as const;

const StatusField = (_props: { label?: string }) => {
  const record = useRecordContext<TOutboxMessage>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[record.status]}
      label={translate(`resources.outbox.status.${record.status}`)}
    />
  );
};

/** A message that carries a secret (a reset link, a code) is never shown but to its recipient. */
const MessageText = () => {
  const record = useRecordContext<TOutboxMessage>();
  const translate = useTranslate();
  if (record?.carriesSecret)
    return <Typography variant="body2">{translate('resources.outbox.secretHidden')}</Typography>;
  return <TextField source="text" component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0 }} />;
};

/** The messages the portal sent, or holds when no mail server is configured; newest first. */
export const OutboxList = () => (
  <List exporter={false} sort={{ field: 'createdAt', order: 'DESC' }} empty={false} perPage={20}>
    <Datagrid bulkActionButtons={false} rowClick="expand" expand={<MessageText />}>
      <DateField source="createdAt" showTime />
      <TextField source="recipient" sortable={false} />
      <TextField source="subject" sortable={false} />
      <StatusField label="resources.outbox.fields.status" />
      <DateField source="sentAt" showTime sortable={false} />
    </Datagrid>
  </List>
);
