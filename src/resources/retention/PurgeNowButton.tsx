import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { RetentionDataProvider } from './calls';
import { t } from './name';

/** Runs the purge now over what the user sees, once confirmed; it goes on as a job. */
export const PurgeNowButton = () => {
  const dataProvider = useDataProvider<RetentionDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const purge = async () => {
    setOpen(false);
    try {
      await dataProvider.purgeNow();
      notify(t('purge.started'), { type: 'info' });
      refresh();
    } catch {
      notify(t('purge.failed'), { type: 'error' });
    }
  };
  return (
    <>
      <Button label={t('purge.button')} onClick={() => setOpen(true)}>
        <AutoDeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        title={t('purge.title')}
        content={t('purge.content')}
        confirm={t('purge.button')}
        onConfirm={() => void purge()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
