import { Box, CardContent, Link, Typography } from '@mui/material';
import {
  Form,
  Login,
  PasswordInput,
  SaveButton,
  TextInput,
  required,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../layout/Logo';

type Credentials = { username: string; password: string };

const LoginForm = () => {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();

  const submit = async (values: Record<string, unknown>) => {
    const { username, password } = values as Credentials;
    try {
      await login({ username, password });
    } catch (error) {
      notify((error as Error)?.message || 'liasse.error.INVALID_CREDENTIALS', { type: 'error' });
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ minWidth: 300 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', color: 'primary.main', mb: 2 }}>
          <Logo />
        </Box>
        <Typography variant="h6" component="h1" sx={{ mb: 1, textAlign: 'center' }}>
          {translate('liasse.login.title')}
        </Typography>
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
      </CardContent>
    </Form>
  );
};

export const LoginPage = () => (
  <Login sx={{ '& .RaLogin-avatar': { display: 'none' } }}>
    <LoginForm />
  </Login>
);
