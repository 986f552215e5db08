import { Alert, List, ListItem, Stack, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ZChorusInvoiceDetail } from '../../../common/schemas/chorus';
import { formatDateTime } from '../../custom/table/cellValue';
import { PortalStatusChip } from './ChorusStatusChip';
import { chorusCodeLabel } from './chorusCodeLabel';
import { t } from './name';

type Detail = z.infer<typeof ZChorusInvoiceDetail>;

/** The invoice's status changes at Chorus Pro, newest first as Chorus gives them; or why they are missing. */
export const InvoiceHistory = ({ invoice }: { invoice: Detail }) => {
  const translate = useTranslate();
  const locale = useLocale();
  if (invoice.historyUnavailable) return <Alert severity="warning">{translate(t('detail.history_unavailable'))}</Alert>;
  if (invoice.history.length === 0)
    return <Typography color="text.secondary">{translate(t('detail.history_empty'))}</Typography>;
  return (
    <List dense disablePadding>
      {invoice.history.map((step) => (
        <ListItem key={`${step.at}-${step.status}`} disableGutters divider sx={{ display: 'block' }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <PortalStatusChip status={step.portalStatus} />
            <Typography variant="body2">{chorusCodeLabel(step.status, translate)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(step.at, locale)}
            </Typography>
          </Stack>
          {step.comment && <Typography variant="body2">{step.comment}</Typography>}
        </ListItem>
      ))}
    </List>
  );
};
