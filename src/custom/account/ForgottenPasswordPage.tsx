import { Alert, Box, Link, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Form,
  SaveButton,
  TextInput,
  maxLength,
  required,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AccountDataProvider } from './accountCalls';
import { PublicCard } from '../login/PublicCard';

/** /forgotten-password: asks for a reset link; the answer is the same whether the account exists or not. */
export const ForgottenPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AccountDataProvider>();
  const { mutate, isPending, isSuccess } = useMutation({
    mutationFn: (login: string) => dataProvider.reinitPassword(login),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  return (
    <PublicCard title={translate('liasse.forgotten.title')}>
      {isSuccess ? (
        <Alert severity="success">{translate('liasse.forgotten.sent')}</Alert>
      ) : (
        <Form onSubmit={(values: Record<string, unknown>) => mutate(String(values.login))} noValidate>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('liasse.forgotten.intro')}
          </Typography>
          <TextInput
            source="login"
            label="liasse.forgotten.login"
            autoComplete="username"
            autoFocus
            validate={[required(), maxLength(200)]}
          />
          <SaveButton
            label="liasse.forgotten.submit"
            icon={<></>}
            fullWidth
            sx={{ mt: 2 }}
            disabled={isPending}
            alwaysEnable
          />
        </Form>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login" variant="body2">
          {translate('liasse.forgotten.back')}
        </Link>
      </Box>
    </PublicCard>
  );
};
