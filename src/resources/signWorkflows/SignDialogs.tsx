import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { RECOVERY_CODE_MINUTES, RECOVERY_MODES, type RecoveryMode } from '../../../common/signatureCode';
import { ReasonDialog } from '../../custom/dialogs/ReasonDialog';
import { useBlockingOperation } from '../../custom/loading/blockingOperations';
import { httpErrorOf } from '../../dataProvider/httpErrorOf';
import type { SignWorkflowsDataProvider } from './calls';
import { triesLeftOf } from './fieldErrors';
import { t } from './name';

type DialogProps = { open: boolean; onClose: () => void; id: string; name: string; onDone: () => void };

/** "Sign": the 6-digit signature code; a wrong one says how many tries are left, a lock offers the recovery. */
export const SignDialog = ({
  open,
  onClose,
  id,
  name,
  onDone,
  onForgotten,
}: DialogProps & { onForgotten: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const block = useBlockingOperation();
  const dataProvider = useDataProvider<SignWorkflowsDataProvider>();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<{ text: string; locked: boolean } | null>(null);
  const wellFormed = /^\d{6}$/.test(code);
  const close = () => {
    setCode('');
    setProblem(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!wellFormed) return;
    try {
      await block(() => dataProvider.signSignWorkflow(id, code));
      notify(t('notify.signed'), { type: 'success' });
      close();
      onDone();
    } catch (error) {
      const { message, fields } = httpErrorOf(error);
      setCode('');
      if (message === 'liasse.error.INVALID_SIGNATURE_CODE' && fields.codeSignature === 'not_set') {
        setProblem({ text: translate(t('sign.no_code')), locked: false });
        notify(t('sign.no_code'), { type: 'error' });
      } else if (message === 'liasse.error.INVALID_SIGNATURE_CODE') {
        const left = triesLeftOf(error);
        const text =
          left === undefined ? translate(t('sign.invalid_plain')) : translate(t('sign.invalid'), { smart_count: left });
        setProblem({ text, locked: false });
        notify(text, { type: 'error' });
      } else if (message === 'liasse.error.SIGNATURE_LOCKED') {
        setProblem({ text: translate(t('sign.locked')), locked: true });
        notify(t('sign.locked'), { type: 'error' });
      } else {
        notify(message, { type: 'error' });
      }
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="sign-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="sign-dialog-title">{translate(t('sign.title'), { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{translate(t('sign.intro'))}</DialogContentText>
            <TextField
              autoFocus
              required
              label={translate(t('sign.code'))}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
              helperText={code && !wellFormed ? translate(t('sign.code_format')) : ' '}
              error={Boolean(code) && !wellFormed}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
            {problem && (
              <Alert
                severity="error"
                role="alert"
                action={
                  problem.locked ? (
                    <Button color="inherit" size="small" onClick={onForgotten}>
                      {translate(t('actions.forgotten'))}
                    </Button>
                  ) : undefined
                }
              >
                {problem.text}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onForgotten}>{translate(t('actions.forgotten'))}</Button>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!wellFormed}>
            {translate(t('actions.sign'))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** "Refuse": a reason is required; the book is then refused, and its initiator told. */
export const RefuseDialog = ({ open, onClose, id, name, onDone }: DialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SignWorkflowsDataProvider>();
  const refuse = async (reason: string) => {
    try {
      await dataProvider.refuseSignWorkflow(id, reason);
    } catch {
      notify(t('notify.refuse_failed'), { type: 'error' });
      return false;
    }
    notify(t('notify.refused'), { type: 'success' });
    onDone();
    return true;
  };
  return (
    <ReasonDialog
      open={open}
      title={translate(t('refuse.title'), { name })}
      label={translate(t('refuse.reason'))}
      submitLabel={translate(t('actions.refuse'))}
      destructive
      maxLength={1000}
      onClose={onClose}
      onSubmit={refuse}
    />
  );
};

/**
 * "Forgotten code": a single-use recovery code by SMS, e-mail or voice message, to the caller's own
 * phone or address: asked from the book `id` to sign with it, or without one from My profile to
 * choose a new code with it (`onSent`).
 */
export const RecoveryDialog = ({
  open,
  onClose,
  id,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  id?: string;
  onSent?: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<SignWorkflowsDataProvider>();
  const [mode, setMode] = useState<RecoveryMode>('EMAIL');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'phone' | 'email'; key: string } | null>(null);
  const [sending, setSending] = useState(false);
  const byPhone = mode !== 'EMAIL';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFieldError(null);
    try {
      const body = byPhone ? { mode, phone: phone.trim() || undefined } : { mode, email: email.trim() || undefined };
      await (id ? dataProvider.recoverSignatureCode(id, body) : dataProvider.recoverMySignatureCode(body));
      notify(t('notify.recovery_sent'), { type: 'success', messageArgs: { minutes: RECOVERY_CODE_MINUTES } });
      onSent?.();
      onClose();
    } catch (error) {
      const { fields } = httpErrorOf(error);
      const field = fields.phone ? 'phone' : fields.email ? 'email' : null;
      const code = field ? fields[field] : undefined;
      if (field && (code === 'not_yours' || code === 'none_registered')) {
        setFieldError({ field, key: t(`recovery.${code}`) });
      }
      notify(t('notify.recovery_failed'), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="recovery-dialog-title" fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="recovery-dialog-title">{translate(t('recovery.title'))}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {translate(t(id ? 'recovery.intro' : 'recovery.intro_account'), { minutes: RECOVERY_CODE_MINUTES })}
            </DialogContentText>
            <FormControl>
              <FormLabel id="recovery-mode-label">{translate(t('recovery.mode'))}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="recovery-mode-label"
                value={mode}
                onChange={(event) => setMode(event.target.value as RecoveryMode)}
              >
                {RECOVERY_MODES.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={translate(t(`modes.${value}`))}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            {byPhone ? (
              <TextField
                type="tel"
                label={translate(t('recovery.phone'))}
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                error={fieldError?.field === 'phone'}
                helperText={fieldError?.field === 'phone' ? translate(fieldError.key) : ' '}
                autoComplete="tel"
                slotProps={{ htmlInput: { maxLength: 30 } }}
              />
            ) : (
              <TextField
                type="email"
                label={translate(t('recovery.email'))}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={fieldError?.field === 'email'}
                helperText={fieldError?.field === 'email' ? translate(fieldError.key) : ' '}
                autoComplete="email"
                slotProps={{ htmlInput: { maxLength: 254 } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {translate(t('recovery.send'))}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
