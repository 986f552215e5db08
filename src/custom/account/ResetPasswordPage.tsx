import { Alert, Box, Link, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, SaveButton, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AccountDataProvider } from './accountCalls';
import { PublicCard } from '../login/PublicCard';
import { NewPasswordInputs } from './NewPasswordInputs';

/** /reset-password?token=…: the page a reset link opens. */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dataProvider = useDataProvider<AccountDataProvider>();
  const { mutate, isPending, isSuccess, error } = useMutation<void, Error, Record<string, unknown>>({
    mutationFn: (values) =>
      dataProvider.resetPassword({
        token,
        password: String(values.password),
        confirmation: String(values.confirmation),
      }),
  });

  return (
    <PublicCard title={translate('liasse.reset.title')}>
      {isSuccess ? (
        <Alert severity="success">{translate('liasse.reset.done')}</Alert>
      ) : (
        <Form onSubmit={(values: Record<string, unknown>) => mutate(values)} noValidate>
          {error && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {translate(error.message)}
            </Alert>
          )}
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('liasse.reset.rule')}
          </Typography>
          <NewPasswordInputs label="liasse.reset.password" confirmationLabel="liasse.reset.confirmation" />
          <SaveButton
            label="liasse.reset.submit"
            icon={<></>}
            fullWidth
            sx={{ mt: 2 }}
            disabled={isPending}
            alwaysEnable
          />
        </Form>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={isSuccess ? '/login' : '/forgotten-password'} variant="body2">
          {translate(isSuccess ? 'liasse.forgotten.back' : 'liasse.login.forgotten_password')}
        </Link>
      </Box>
    </PublicCard>
  );
};
