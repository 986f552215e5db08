import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Form,
  PasswordInput,
  SaveButton,
  regex,
  required,
  useDataProvider,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { SignWorkflowsDataProvider } from './calls';
import { t } from './name';

const SIX_DIGITS = [required(), regex(/^\d{6}$/, t('sign.code_format'))];

/**
 * My profile's "Signature code": set or change my standing 6-digit code, confirmed by my password;
 * says whether I have one and whether signing is locked. Shown to users who may sign.
 */
export const SignatureCodeSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<SignWorkflowsDataProvider>();
  const { permissions = [] } = usePermissions<string[]>();
  const maySign = permissions.includes('SIGN');
  const { data: state } = useQuery({
    queryKey: ['account', 'signature-code'],
    queryFn: () => dataProvider.signatureCodeState(),
    enabled: maySign,
  });
  const { mutate, isPending } = useMutation<void, Error, Record<string, unknown>>({
    mutationFn: (values) => dataProvider.setSignatureCode(String(values.password), String(values.code)),
    onSuccess: () => {
      notify(t('code.saved'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['account', 'signature-code'] });
    },
    onError: (error) =>
      notify(error.message === 'liasse.error.WRONG_PASSWORD' ? error.message : t('code.failed'), { type: 'error' }),
  });
  if (!maySign) return null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(t('code.title'))}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {translate(t('code.intro'))}
        </Typography>
        {state && (
          <Alert severity={state.locked ? 'warning' : state.isSet ? 'success' : 'info'} sx={{ mb: 2 }}>
            {translate(t(state.locked ? 'code.locked' : state.isSet ? 'code.is_set' : 'code.not_set'))}
          </Alert>
        )}
        <Form onSubmit={(values: Record<string, unknown>) => mutate(values)} noValidate>
          <PasswordInput source="code" label={t('code.code')} autoComplete="off" validate={SIX_DIGITS} />
          <PasswordInput
            source="password"
            label={t('code.password')}
            autoComplete="current-password"
            validate={required()}
          />
          <SaveButton label={t('code.submit')} disabled={isPending} alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
};
