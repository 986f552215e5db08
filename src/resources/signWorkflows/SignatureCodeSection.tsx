import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  Form,
  PasswordInput,
  SaveButton,
  TextInput,
  regex,
  required,
  useDataProvider,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import type { SignWorkflowsDataProvider } from './calls';
import { triesLeftOf } from './fieldErrors';
import { t } from './name';
import { RecoveryDialog } from './SignDialogs';

const SIX_DIGITS = [required(), regex(/^\d{6}$/, t('sign.code_format'))];

/** What proves a change of the standing code besides the password: none for the first code. */
type Proof = 'currentCode' | 'recoveryCode' | null;

/**
 * My profile's "Signature code". The first code is chosen with my password. A standing code is a
 * second factor: changing it also takes my current code, or a recovery code sent to my own address
 * or phone ("Forgotten code?"); once wrong codes have locked signing, only a recovery code.
 * Shown to users who may sign.
 */
export const SignatureCodeSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<SignWorkflowsDataProvider>();
  const { permissions = [] } = usePermissions<string[]>();
  const maySign = permissions.includes('SIGN');
  const [recoveryOpen, setRecoveryOpen] = useState(false);
  // Once a recovery code is sent, the form asks for it instead of the current code.
  const [recoverySent, setRecoverySent] = useState(false);
  // A new key empties the form after a save.
  const [formKey, setFormKey] = useState(0);
  const saving = useRef(false);
  const { data: state } = useQuery({
    queryKey: ['account', 'signature-code'],
    queryFn: () => dataProvider.signatureCodeState(),
    enabled: maySign,
  });
  if (!maySign) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['account', 'signature-code'] });
  const proof: Proof = !state?.isSet ? null : state.locked || recoverySent ? 'recoveryCode' : 'currentCode';

  /** The server's refusal in words, and the field it puts the error under. */
  const refused = (error: unknown): Record<string, string> | undefined => {
    const { message, fields } = httpErrorOf(error);
    if (message === 'liasse.error.WRONG_PASSWORD') {
      notify(message, { type: 'error' });
      return { password: message };
    }
    if (message === 'liasse.error.INVALID_SIGNATURE_CODE' && fields.recoveryCode) {
      notify(t('code.recovery_wrong'), { type: 'error' });
      return { recoveryCode: t('code.recovery_wrong') };
    }
    if (message === 'liasse.error.INVALID_SIGNATURE_CODE' && fields.currentCode) {
      const left = triesLeftOf(error);
      notify(left === undefined ? t('code.current_wrong') : translate(t('sign.invalid'), { smart_count: left }), {
        type: 'error',
      });
      return { currentCode: t('code.current_wrong') };
    }
    // The code's state moved under the page (the last try locked it, a code was set elsewhere):
    // read again, the form then asks for what the change now needs.
    if (message === 'liasse.error.SIGNATURE_LOCKED' || message === 'liasse.error.CURRENT_SIGNATURE_CODE_REQUIRED') {
      notify(message === 'liasse.error.SIGNATURE_LOCKED' ? t('code.locked') : message, { type: 'error' });
      void refresh();
      return undefined;
    }
    notify(t('code.failed'), { type: 'error' });
    return undefined;
  };

  const submit = async (values: Record<string, unknown>) => {
    if (saving.current) return undefined;
    saving.current = true;
    try {
      await dataProvider.setSignatureCode({
        password: String(values.password),
        code: String(values.code),
        ...(proof ? { [proof]: String(values[proof]) } : {}),
      });
      notify(t('code.saved'), { type: 'success' });
      setRecoverySent(false);
      setFormKey((key) => key + 1);
      await refresh();
      return undefined;
    } catch (error) {
      return refused(error);
    } finally {
      saving.current = false;
    }
  };

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
          <>
            <Alert severity={state.locked ? 'warning' : state.isSet ? 'success' : 'info'} sx={{ mb: 2 }}>
              {translate(t(state.locked ? 'code.locked' : state.isSet ? 'code.is_set' : 'code.not_set'))}
            </Alert>
            <Form key={formKey} onSubmit={submit} noValidate>
              {proof === 'currentCode' && (
                <PasswordInput
                  source="currentCode"
                  label={t('code.current')}
                  autoComplete="off"
                  validate={SIX_DIGITS}
                />
              )}
              {proof === 'recoveryCode' && (
                <TextInput
                  source="recoveryCode"
                  label={t('code.recovery')}
                  autoComplete="one-time-code"
                  validate={SIX_DIGITS}
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                />
              )}
              <PasswordInput source="code" label={t('code.code')} autoComplete="off" validate={SIX_DIGITS} />
              <PasswordInput
                source="password"
                label={t('code.password')}
                autoComplete="current-password"
                validate={required()}
              />
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <SaveButton label={t('code.submit')} alwaysEnable />
                {proof && (
                  <Button onClick={() => setRecoveryOpen(true)}>
                    {translate(t(proof === 'currentCode' ? 'actions.forgotten' : 'code.ask_recovery'))}
                  </Button>
                )}
                {proof === 'recoveryCode' && !state.locked && (
                  <Button onClick={() => setRecoverySent(false)}>{translate(t('code.use_current'))}</Button>
                )}
              </Stack>
            </Form>
          </>
        )}
        <RecoveryDialog
          open={recoveryOpen}
          onClose={() => setRecoveryOpen(false)}
          onSent={() => setRecoverySent(true)}
        />
      </CardContent>
    </Card>
  );
};
