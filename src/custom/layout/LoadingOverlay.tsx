import { Backdrop, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLoading, useTranslate } from 'react-admin';

// Quick answers never flash the overlay.
const SHOW_AFTER_MS = 400;

export const LoadingOverlay = () => {
  const loading = useLoading();
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <Backdrop open={visible} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}>
      <CircularProgress color="inherit" aria-label={translate('liasse.loading')} />
    </Backdrop>
  );
};
