import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { allowedPartnershipEvents } from '../../../common/partnershipLifecycle';
import type { TPartnership } from '../../../common/schemas/partnerships';
import type { PartnershipsDataProvider } from './calls';
import { PARTNERSHIPS, t } from './name';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The contact's email (spec section 5: required): sending it mails the contact a validation
 * link; until they confirm, it can be corrected and sent again.
 */
export const PartnershipContact = ({ partnership, onSent }: { partnership: TPartnership; onSent?: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<PartnershipsDataProvider>();
  const [email, setEmail] = useState(partnership.email ?? '');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  if (partnership.contactValidated && partnership.email) {
    return <Alert severity="success">{translate(t('contact.validated'), { email: partnership.email })}</Alert>;
  }
  const canFill = allowedPartnershipEvents(partnership.status).includes('fillContactMail');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError('ra.validation.required');
    if (!EMAIL.test(value)) return setError('ra.validation.email');
    setSending(true);
    try {
      await dataProvider.fillContactMail(partnership.id, value);
      notify(t('notify.mail_sent'), { type: 'success', messageArgs: { email: value } });
      refresh();
      onSent?.();
    } catch {
      notify(t('notify.mail_failed'), { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" onSubmit={send} noValidate aria-label={partnership.name}>
      {partnership.status === 'NEED_USER_VALIDATION' && partnership.email && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(t('contact.waiting'), { email: partnership.email })}
        </Alert>
      )}
      {canFill && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            type="email"
            size="small"
            label={translate(t('fields.email'))}
            value={email}
            required
            onChange={(change) => {
              setEmail(change.target.value);
              setError(undefined);
            }}
            error={error !== undefined}
            helperText={error ? translate(error) : ' '}
            sx={{ minWidth: 280 }}
          />
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={sending}>
            {translate(t('contact.send'))}
          </Button>
        </Stack>
      )}
    </Box>
  );
};

/** The contact section of the partnership's page. */
export const PartnershipContactSection = ({ partnership }: { partnership: TPartnership }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {translate(`resources.${PARTNERSHIPS}.contact.title`)}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {translate(`resources.${PARTNERSHIPS}.contact.help`)}
      </Typography>
      <PartnershipContact partnership={partnership} />
    </Box>
  );
};
