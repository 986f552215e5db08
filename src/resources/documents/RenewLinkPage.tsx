import { Alert, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PublicCard } from '../../custom/login/PublicCard';
import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import type { DocumentsDataProvider } from './calls';
import { t } from './name';

/**
 * /renew-direct-doc-download-link?token=… (public): a direct download link that expired or is not
 * valid. The visitor asks for a new one, sent to the address the first went to; the page says the
 * same whatever the token (the server's answer is the same too), and only a failed call differs.
 */
export const RenewLinkPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<DocumentsDataProvider>();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  // Once read, the token leaves the address bar and the history.
  useEffect(() => window.history.replaceState(null, '', window.location.pathname), []);
  const [state, setState] = useState<'ready' | 'working' | 'sent' | 'error' | 'throttled'>('ready');

  const renew = async () => {
    setState('working');
    try {
      await dataProvider.regenerateDocLink(token);
      setState('sent');
    } catch (error) {
      // A refused token gets the same answer as an accepted one; only a failed call differs, and
      // too many requests from this address (429).
      const { status } = httpErrorOf(error);
      setState(status === 429 ? 'throttled' : status === 0 || status >= 500 ? 'error' : 'sent');
    }
  };

  return (
    <PublicCard title={translate(t('renew.title'))}>
      {state === 'sent' ? (
        <Alert severity="success" role="status">
          {translate(t('renew.sent'))}
        </Alert>
      ) : !token ? (
        <Alert severity="warning">{translate(t('renew.no_token'))}</Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{translate(t('renew.intro'))}</Typography>
          {state === 'error' && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {translate(t('renew.error'))}
            </Alert>
          )}
          {state === 'throttled' && (
            <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
              {translate('liasse.error.TOO_MANY_REQUESTS')}
            </Alert>
          )}
          <Button variant="contained" fullWidth disabled={state === 'working'} onClick={() => void renew()}>
            {translate(t('renew.submit'))}
          </Button>
        </>
      )}
      <Button component={Link} to="/login" fullWidth sx={{ mt: 2 }}>
        {translate(t('renew.login'))}
      </Button>
    </PublicCard>
  );
};
