import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A dialog asking one required text (a refusal's or rejection's reason, a completion's comment)
 * before an action; it stays open while the action runs and when it fails (`onSubmit` answers
 * false).
 */
export const ReasonDialog = ({
  open,
  title,
  intro,
  label,
  submitLabel,
  destructive = false,
  maxLength = 255,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  /** What the action does, said above the field. */
  intro?: string;
  label: string;
  submitLabel: string;
  /** The action cannot be undone: its button says so by its colour. */
  destructive?: boolean;
  maxLength?: number;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<boolean>;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const missing = reason.trim() === '';
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    setSending(true);
    const done = await onSubmit(reason.trim());
    setSending(false);
    if (done) close();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {intro && <DialogContentText>{intro}</DialogContentText>}
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={3}
            label={label}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && missing}
            helperText={touched && missing ? translate('ra.validation.required') : ' '}
            slotProps={{ htmlInput: { maxLength } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={sending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
