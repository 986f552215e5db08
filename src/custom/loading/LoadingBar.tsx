import { LinearProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLoading, useTranslate } from 'react-admin';

// Quick answers never flash the bar.
const SHOW_AFTER_MS = 400;

/**
 * Any request still running after a moment (a list, a lookup, a background refetch) shows as a
 * thin bar across the top of the page. It never covers anything: clicks go through it.
 */
export const LoadingBar = () => {
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
  if (!visible) return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label={translate('liasse.loading')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        pointerEvents: 'none',
      }}
    />
  );
};
