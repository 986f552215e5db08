import { Backdrop, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIsBlocked } from './blockingOperations';

/** Covers the page while a screen runs an operation it asked to block for (useBlockingOperation). */
export const BlockingOverlay = () => {
  const blocked = useIsBlocked();
  const translate = useTranslate();
  return (
    <Backdrop open={blocked} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <CircularProgress color="inherit" aria-label={translate('liasse.loading')} />
    </Backdrop>
  );
};
