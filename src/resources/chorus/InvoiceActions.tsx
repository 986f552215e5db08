import BlockIcon from '@mui/icons-material/Block';
import DoneIcon from '@mui/icons-material/Done';
import EditNoteIcon from '@mui/icons-material/EditNote';
import PauseIcon from '@mui/icons-material/Pause';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import type { TChorusInvoice } from '../../../common/schemas/chorus';
import type { ChorusDataProvider, ProcessAction } from './calls';
import { ReasonDialog } from '../../custom/dialogs/ReasonDialog';
import { chorusErrorMessage } from './chorusErrors';
import { CHORUS, t } from './name';

type Asking = 'REJECTED' | 'SUSPENDED' | 'complete' | null;

/**
 * What the user can do with an invoice: a draft they sent is filled in (a campaign's invoice, say);
 * a suspended one they sent is completed with a comment; one
 * they received is processed (service done, accounting availability, or rejected or suspended with
 * a reason).
 */
export const InvoiceActions = ({ invoice, onDone }: { invoice: TChorusInvoice; onDone: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ChorusDataProvider>();
  const { permissions = [] } = usePermissions<string[]>();
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const id = String(invoice.id);
  const number = invoice.number ?? '';

  const run = async (operation: () => Promise<void>, success: string) => {
    setBusy(true);
    try {
      await operation();
      notify(success, { type: 'success' });
      onDone();
      return true;
    } catch (error) {
      notify(chorusErrorMessage(error, t('notify.failed')), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const processWith = (action: ProcessAction, reason?: string) =>
    run(() => dataProvider.processChorusInvoice(id, action, reason), t('notify.processed'));

  const canComplete =
    invoice.side === 'SENT' && invoice.portalStatus === 'SUSPENDED' && permissions.includes('CHORUS_SEND');
  const canProcess = invoice.side === 'RECEIVED' && permissions.includes('CHORUS_RECEIVE');
  // A campaign's invoice is a draft until its metadata is typed in and validated on /chorus/add.
  const canFill = invoice.side === 'SENT' && invoice.delivery === 'DRAFT' && permissions.includes('CHORUS_SEND');
  if (!canComplete && !canProcess && !canFill) return null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {canFill && (
          <Button variant="contained" startIcon={<EditNoteIcon />} component={Link} to={`/${CHORUS}/add?invoice=${id}`}>
            {translate(t('actions.fill'))}
          </Button>
        )}
        {canComplete && (
          <Button variant="contained" startIcon={<EditNoteIcon />} onClick={() => setAsking('complete')}>
            {translate(t('actions.complete'))}
          </Button>
        )}
        {canProcess && (
          <>
            <Button
              variant="contained"
              startIcon={<DoneIcon />}
              disabled={busy}
              onClick={() => void processWith('SERVICE_DONE')}
            >
              {translate(t('actions.SERVICE_DONE'))}
            </Button>
            <Button
              variant="outlined"
              startIcon={<ReceiptLongIcon />}
              disabled={busy}
              onClick={() => void processWith('ACCOUNTING_AVAILABILITY')}
            >
              {translate(t('actions.ACCOUNTING_AVAILABILITY'))}
            </Button>
            <Button variant="outlined" color="warning" startIcon={<PauseIcon />} onClick={() => setAsking('SUSPENDED')}>
              {translate(t('actions.SUSPENDED'))}
            </Button>
            <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setAsking('REJECTED')}>
              {translate(t('actions.REJECTED'))}
            </Button>
          </>
        )}
      </Stack>
      <ReasonDialog
        open={asking === 'complete'}
        title={translate(t('process.complete_title'), { number })}
        label={translate(t('process.comment'))}
        submitLabel={translate(t('actions.complete'))}
        onClose={() => setAsking(null)}
        onSubmit={(comment) => run(() => dataProvider.completeChorusInvoice(id, comment), t('notify.completed'))}
      />
      {(['REJECTED', 'SUSPENDED'] as const).map((action) => (
        <ReasonDialog
          key={action}
          open={asking === action}
          title={translate(t(`process.title_${action}`), { number })}
          label={translate(t('process.reason'))}
          submitLabel={translate(t(`actions.${action}`))}
          onClose={() => setAsking(null)}
          onSubmit={(reason) => processWith(action, reason)}
        />
      ))}
    </>
  );
};
