import { Alert, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { BooleanInput, Form, SaveButton, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import type { TCurrentUserResponse } from '../../../common/schemas/auth';
import type { AccountDataProvider } from './accountCalls';
import { session } from '../../session';
import { sessionOf } from '../../session/sessionStore';
import { PublicCard } from '../login/PublicCard';
import { NewPasswordInputs } from './NewPasswordInputs';

const mustAccept = (value: unknown) => (value === true ? undefined : 'ra.validation.required');

/**
 * 'your-files', where a new account lands until it is finalised: the user chooses a password and
 * accepts the terms; then the portal opens.
 */
export const YourFilesPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AccountDataProvider>();
  const { mutate, isPending } = useMutation<TCurrentUserResponse['data'], Error, Record<string, unknown>>({
    mutationFn: (values) =>
      dataProvider.finalizeAccount({
        password: String(values.password),
        confirmation: String(values.confirmation),
        acceptTerms: true,
      }),
    onSuccess: (user) => {
      session.write(sessionOf(session.getToken()!, user));
      notify('liasse.your_files.done', { type: 'success' });
      navigate('/', { replace: true });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });

  const current = session.read();
  if (!current) return <Navigate to="/login" replace />;
  if (!current.mustInitAccount) return <Navigate to="/" replace />;
  return (
    <PublicCard title={translate('liasse.your_files.title')}>
      <Form onSubmit={(values: Record<string, unknown>) => mutate(values)} noValidate>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('liasse.your_files.intro')}
        </Typography>
        <NewPasswordInputs label="liasse.your_files.password" confirmationLabel="liasse.your_files.confirmation" />
        <Alert severity="info" icon={false} sx={{ my: 1 }}>
          {translate('liasse.your_files.terms_text')}
        </Alert>
        <BooleanInput source="acceptTerms" label="liasse.your_files.terms" validate={mustAccept} />
        <SaveButton label="liasse.your_files.submit" icon={<></>} fullWidth disabled={isPending} alwaysEnable />
      </Form>
    </PublicCard>
  );
};
