import { Alert, Box, Button, CircularProgress, Link, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, PasswordInput, SaveButton, TextInput, required, useLogin, useNotify, useTranslate } from 'react-admin';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useFrontConf } from '../../frontConf';
import { session } from '../../session';
import { useSessionExpired } from '../../session/sessionExpiry';
import { PublicCard } from './PublicCard';
import { takeGuestCredentials } from './guestCredentials';

const BLOCKED = 'liasse.error.ACCOUNT_BLOCKED';
/** Why the CAS callback sent the browser back here (`/login?sso=…`). */
const SSO_PROBLEMS: Record<string, string> = {
  failed: 'liasse.login.sso_failed',
  unknown: 'liasse.login.sso_unknown',
  throttled: 'liasse.error.TOO_MANY_REQUESTS',
};

const LoginForm = ({ onBlocked }: { onBlocked: () => void }) => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [guest] = useState(takeGuestCredentials);

  const submit = async (values: Record<string, unknown>) => {
    try {
      await login({ username: values.username, password: values.password });
    } catch (error) {
      const message = (error as Error)?.message || 'liasse.error.INVALID_CREDENTIALS';
      if (message === BLOCKED) onBlocked();
      else notify(message, { type: 'error' });
    }
  };

  return (
    <Form
      onSubmit={submit}
      noValidate
      defaultValues={{ username: guest?.login ?? '', password: guest?.password ?? '' }}
    >
      {guest && <Alert severity="info">{translate('liasse.login.guest')}</Alert>}
      <TextInput
        source="username"
        label="liasse.login.username"
        autoComplete="username"
        autoFocus
        validate={required()}
      />
      <PasswordInput
        source="password"
        label="liasse.login.password"
        autoComplete="current-password"
        validate={required()}
      />
      <SaveButton label="liasse.login.submit" icon={<></>} fullWidth sx={{ mt: 2 }} alwaysEnable />
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/forgotten-password" variant="body2">
          {translate('liasse.login.forgotten_password')}
        </Link>
      </Box>
      <Box sx={{ mt: 1, textAlign: 'center' }}>
        <Link component={RouterLink} to="/activate" variant="body2">
          {translate('liasse.personal_account.activate.link')}
        </Link>
      </Box>
    </Form>
  );
};

/**
 * /login (and /login-am, one customer's host, in a plainer look): a signed-in user goes home;
 * with single sign-on the browser goes to the CAS server, unless it just came back from it with
 * a problem to tell.
 */
export const LoginPage = ({ plain = false }: { plain?: boolean }) => {
  const translate = useTranslate();
  const conf = useFrontConf();
  const [params] = useSearchParams();
  const expired = useSessionExpired() || params.has('expired');
  const [blocked, setBlocked] = useState(params.has('blocked'));
  const ssoProblem = params.get('sso');
  const casLoginUrl = conf.CAS_ENABLED ? conf.CAS_LOGIN_URL : null;
  const goToCas = Boolean(casLoginUrl) && !expired && !blocked && !ssoProblem;

  useEffect(() => {
    if (goToCas && casLoginUrl) window.location.assign(casLoginUrl);
  }, [goToCas, casLoginUrl]);

  if (session.read()) return <Navigate to="/" replace />;
  return (
    <PublicCard title={translate('liasse.login.title')} plain={plain}>
      <Stack spacing={1} sx={{ mb: 1 }}>
        {expired && <Alert severity="warning">{translate('liasse.login.expired')}</Alert>}
        {blocked && <Alert severity="error">{translate('liasse.login.blocked')}</Alert>}
        {ssoProblem && <Alert severity="error">{translate(SSO_PROBLEMS[ssoProblem] ?? SSO_PROBLEMS.failed)}</Alert>}
      </Stack>
      {goToCas && <CircularProgress sx={{ display: 'block', mx: 'auto' }} />}
      {casLoginUrl && !goToCas && (
        <Button variant="contained" fullWidth href={casLoginUrl}>
          {translate('liasse.login.sso_button')}
        </Button>
      )}
      {!casLoginUrl && <LoginForm onBlocked={() => setBlocked(true)} />}
    </PublicCard>
  );
};
