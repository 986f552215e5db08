import { Box, Button, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocale, useNotify, useTranslate } from 'react-admin';
import { addMonthsToDay, today } from '../../../common/days';
import { DayField } from '../forms/dates/DayField';
import { formatDateTime, formatDay } from '../table/cellValue';
import { CLOSURE_QUERY, type ClosureDataProvider } from './closureCalls';

/** The message key of the server's refusal of the day, if that is why it refused. */
const dayError = (error: unknown) => (error as { body?: { errors?: { closesOn?: string } } }).body?.errors?.closesOn;

/**
 * On the customer's root organisation: the service's closure, announced (or moved, or withdrawn)
 * at least three months ahead; the server mails every account holder.
 */
export const ClosureNoticeSection = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ClosureDataProvider>();
  const { data: notice } = useQuery({
    queryKey: [...CLOSURE_QUERY, 'section'],
    queryFn: () => dataProvider.closureNotice(),
  });
  // Untouched (undefined), the day shown is the one announced, else the earliest allowed.
  const [day, setDay] = useState<string | null>();
  const shown = day === undefined ? (notice?.closesOn ?? addMonthsToDay(today(), 3)) : day;
  const [error, setError] = useState<string | undefined>();
  const changed = async (change: () => Promise<unknown>, done: string) => {
    try {
      await change();
      setError(undefined);
      notify(done, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: CLOSURE_QUERY });
    } catch (refusal) {
      const refused = dayError(refusal);
      if (refused) setError(refused);
      else notify('liasse.closure.failed', { type: 'error' });
    }
  };
  return (
    <Box component="section" aria-labelledby="closure-title" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="closure-title">
        {translate('liasse.closure.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, maxWidth: 720 }}>
        {translate('liasse.closure.intro')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {notice
          ? `${translate('liasse.closure.banner', { day: formatDay(notice.closesOn, locale) })} ${translate(
              'liasse.closure.announced_by',
              { date: formatDateTime(notice.announcedAt, locale), name: notice.announcedBy },
            )}`
          : translate('liasse.closure.none')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <DayField
          label={translate('liasse.closure.closes_on')}
          value={shown}
          onChange={setDay}
          error={error !== undefined}
          helperText={translate(error ?? 'liasse.closure.too_soon')}
        />
        <Button
          variant="contained"
          disabled={!shown}
          onClick={() => shown && void changed(() => dataProvider.announceClosure(shown), 'liasse.closure.announced')}
        >
          {translate('liasse.closure.announce')}
        </Button>
        {notice && (
          <Button onClick={() => void changed(() => dataProvider.withdrawClosure(), 'liasse.closure.withdrawn')}>
            {translate('liasse.closure.withdraw')}
          </Button>
        )}
      </Stack>
    </Box>
  );
};
