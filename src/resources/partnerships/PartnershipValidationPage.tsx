import { Alert, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useLogin, useLogout, useTranslate } from 'react-admin';
import { PublicCard } from '../../custom/login/PublicCard';
import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import type { PartnershipsDataProvider } from './calls';
import { t } from './name';

const readLink = () => {
  const params = new URLSearchParams(window.location.search);
  return { id: params.get('id') ?? '', email: params.get('email') ?? '', reference: params.get('reference') ?? '' };
};

/**
 * /partnership-validation?id=…&email=…&reference=… (public): the third party's contact confirms
 * their email from the link they received. The server then opens their session, and the portal
 * asks them to choose a password and accept the terms before anything else.
 */
export const PartnershipValidationPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<PartnershipsDataProvider>();
  const login = useLogin();
  const logout = useLogout();
  const [link] = useState(readLink);
  // Once read, the reference leaves the address bar and the history.
  useEffect(() => window.history.replaceState(null, '', window.location.pathname), []);
  const [state, setState] = useState<'ready' | 'working' | 'invalid' | 'throttled'>(
    link.id && link.email && link.reference ? 'ready' : 'invalid',
  );
  const key = t.under('validation');

  const confirm = async () => {
    setState('working');
    try {
      // Whoever was signed in on this browser is not the contact.
      await logout({}, false);
      const tokens = await dataProvider.validateContactMail(link.id, { email: link.email, reference: link.reference });
      await login(tokens, '/');
    } catch (error) {
      // Too many refused links from this address: the link may be right, to be tried again later.
      setState(httpErrorOf(error).status === 429 ? 'throttled' : 'invalid');
    }
  };

  return (
    <PublicCard title={translate(key('title'))}>
      {state === 'invalid' ? (
        <Alert severity="error" role="alert">
          {translate(key('invalid'))}
        </Alert>
      ) : (
        <>
          {state === 'throttled' && (
            <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
              {translate('liasse.error.TOO_MANY_REQUESTS')}
            </Alert>
          )}
          <Typography sx={{ mb: 2 }}>{translate(key('intro'), { email: link.email })}</Typography>
          <Button variant="contained" fullWidth disabled={state === 'working'} onClick={confirm}>
            {translate(key('confirm'))}
          </Button>
        </>
      )}
    </PublicCard>
  );
};
