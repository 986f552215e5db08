import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useGetOne, useRefresh, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { ZChorusInvoiceDetail } from '../../../common/schemas/chorus';
import { DeliveryChip, PortalStatusChip } from './ChorusStatusChip';
import { InvoiceActions } from './InvoiceActions';
import { InvoiceFacts } from './InvoiceFacts';
import { InvoiceHistory } from './InvoiceHistory';
import { InvoicePdfButton } from './InvoicePdfButton';
import { t } from './name';

type Detail = z.infer<typeof ZChorusInvoiceDetail>;

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section>
    <Typography variant="subtitle1" component="h3" gutterBottom>
      {title}
    </Typography>
    {children}
  </section>
);

const DetailBody = ({ invoice, onDone }: { invoice: Detail; onDone: () => void }) => {
  const translate = useTranslate();
  const stopped = invoice.portalStatus === 'REJECTED' || invoice.portalStatus === 'SUSPENDED';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {invoice.portalStatus && <PortalStatusChip status={invoice.portalStatus} />}
        {invoice.side === 'SENT' && <DeliveryChip delivery={invoice.delivery} />}
      </Stack>
      {stopped && invoice.chorusComment && (
        <Alert severity={invoice.portalStatus === 'REJECTED' ? 'error' : 'warning'}>
          <AlertTitle>{translate(t('detail.reason'))}</AlertTitle>
          {invoice.chorusComment}
        </Alert>
      )}
      {invoice.delivery === 'FAILED' && invoice.deliveryErrors.length > 0 && (
        <Alert severity="error">
          <AlertTitle>{translate(t('detail.deposit_errors'))}</AlertTitle>
          <List dense disablePadding>
            {invoice.deliveryErrors.map((error) => (
              <ListItem key={`${error.code}-${error.message}`} disableGutters>
                {error.code} : {error.message}
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      <InvoiceActions invoice={invoice} onDone={onDone} />
      {invoice.documentId && <InvoicePdfButton documentId={invoice.documentId} />}
      <Section title={translate(t('detail.fields'))}>
        <InvoiceFacts invoice={invoice} />
      </Section>
      <Section title={translate(t('detail.history'))}>
        <InvoiceHistory invoice={invoice} />
      </Section>
    </Stack>
  );
};

/** An invoice of either list, opened over it: its fields, its history, and what can be done with it. */
export const ChorusInvoiceDialog = ({
  resource,
  id,
  onClose,
}: {
  resource: string;
  id: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const refreshList = useRefresh();
  const titleId = useId();
  const { data: invoice, refetch } = useGetOne<Detail>(resource, { id });
  const done = () => {
    void refetch();
    refreshList();
  };
  // The list's row shows first (react-admin's placeholder data): wait for the detail's own fields.
  const loaded = invoice && 'history' in invoice;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        {invoice?.number ? translate(t('detail.title'), { number: invoice.number }) : translate(t('detail.untitled'))}
      </DialogTitle>
      <DialogContent>
        {loaded ? (
          <DetailBody invoice={invoice} onDone={done} />
        ) : (
          <LinearProgress aria-label={translate('liasse.loading')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
