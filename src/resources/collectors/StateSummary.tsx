import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { COLLECTORS, t } from './name';
import { STATE_PAGES } from './statePages';
import { useStateCounts } from './useStateCounts';

const COLORS = { NOT_SUBSCRIBED: 'default', WRONG_IDENTIFIERS: 'error', COLLECT_ERROR: 'warning' } as const;

/** On /collectors: how many subscriptions need attention in each state, each leading to its own page. */
export const StateSummary = () => {
  const translate = useTranslate();
  const counts = useStateCounts(STATE_PAGES.map(({ state }) => state));
  return (
    <Stack component="nav" aria-labelledby="collector-state-summary" spacing={1} sx={{ px: 2, pt: 2 }}>
      <Typography variant="h6" component="h2" id="collector-state-summary">
        {translate(t('summary.title'))}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {STATE_PAGES.map(({ state, path }) => {
          const count = counts[state];
          return (
            <Chip
              key={state}
              component={Link}
              to={`/${COLLECTORS}/${path}`}
              clickable
              color={count ? COLORS[state] : 'default'}
              variant={count ? 'filled' : 'outlined'}
              label={translate(t('summary.count'), {
                state: translate(t.entry('state_pages', state)),
                count: count ?? '…',
              })}
            />
          );
        })}
      </Stack>
    </Stack>
  );
};
