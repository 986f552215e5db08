import { Alert, Box, Link, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, maxLength, required, useDataProvider, useLogin, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { session } from '../../session';
import { PublicCard } from '../login/PublicCard';
import type { PersonalAccountDataProvider } from './personalAccountCalls';

/**
 * /activate: an employee enters the login and code of their activation letter (or email); the
 * session it opens goes on to the 'your-files' page, where they choose a password and accept the terms.
 */
export const ActivatePage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const dataProvider = useDataProvider<PersonalAccountDataProvider>();
  const { mutate, isPending, error } = useMutation<void, Error, Record<string, unknown>>({
    mutationFn: async (values) => {
      const tokens = await dataProvider.activateAccount({ login: String(values.login), code: String(values.code) });
      await login(tokens, '/your-files');
    },
  });

  if (session.read()) return <Navigate to="/" replace />;
  return (
    <PublicCard title={translate('liasse.personal_account.activate.title')}>
      <Form onSubmit={(values: Record<string, unknown>) => mutate(values)} noValidate>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate(error.message)}
          </Alert>
        )}
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('liasse.personal_account.activate.intro')}
        </Typography>
        <TextInput
          source="login"
          label="liasse.personal_account.activate.login"
          autoComplete="username"
          autoFocus
          validate={[required(), maxLength(200)]}
        />
        <TextInput
          source="code"
          label="liasse.personal_account.activate.code"
          autoComplete="one-time-code"
          helperText="liasse.personal_account.activate.code_help"
          validate={[required(), maxLength(100)]}
        />
        <SaveButton
          label="liasse.personal_account.activate.submit"
          icon={<></>}
          fullWidth
          sx={{ mt: 2 }}
          disabled={isPending}
          alwaysEnable
        />
      </Form>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login" variant="body2">
          {translate('liasse.forgotten.back')}
        </Link>
      </Box>
    </PublicCard>
  );
};
