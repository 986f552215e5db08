import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ReasonDialog } from '../../custom/dialogs/ReasonDialog';
import type { RetentionDataProvider } from './calls';
import { t } from './name';

/** Holds one document from the purge, with the reason asked in a dialog. */
export const HoldButton = ({ id, fileName }: { id: string; fileName: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<RetentionDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const hold = async (reason: string) => {
    try {
      await dataProvider.holdDocument(id, reason);
      notify(t('hold.done'), { type: 'success' });
      refresh();
      return true;
    } catch {
      notify(t('hold.failed'), { type: 'error' });
      return false;
    }
  };
  return (
    <>
      <Button
        size="small"
        aria-label={translate(t('hold.button'), { name: fileName })}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {translate(t('hold.confirm'))}
      </Button>
      <ReasonDialog
        open={open}
        title={translate(t('hold.title'), { name: fileName })}
        intro={translate(t('hold.intro'))}
        label={translate(t('hold.reason'))}
        submitLabel={translate(t('hold.confirm'))}
        maxLength={500}
        onClose={() => setOpen(false)}
        onSubmit={hold}
      />
    </>
  );
};
