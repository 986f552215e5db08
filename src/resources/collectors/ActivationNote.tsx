import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { t } from './name';

/** Spec section 5: a subscription is active only with at least one account; one without any says so. */
export const ActivationNote = () => {
  const translate = useTranslate();
  const accounts = useWatch({ name: 'accounts' }) as unknown[] | null | undefined;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {translate(t('activation.note'))}
      </Typography>
      {(accounts ?? []).length === 0 && (
        <Chip
          color="warning"
          icon={<WarningAmberIcon />}
          label={translate(t('activation.none'))}
          data-state="NOT_SUBSCRIBED"
        />
      )}
    </Stack>
  );
};
