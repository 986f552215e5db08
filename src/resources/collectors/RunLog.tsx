import { Box, Chip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ListBase, useListContext, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { TCollectedItem, TCollectorRun, TSubscription } from '../../../common/schemas/collectors';
import { formatDateTime } from '../../custom/table/cellValue';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { DocumentDetailDialog } from '../documents/DocumentDetailDialog';
import { ITEMS_OF, RUNS_OF } from './calls';
import { itemColumns, RUN_COLUMNS } from './logColumns';
import { COLLECTORS, t } from './name';

/** While a run is under way the log follows it. */
const FOLLOW_MS = 5_000;

/** Tells whether the page of runs shown has one under way. */
const RunningWatch = ({ onChange }: { onChange: (running: boolean) => void }) => {
  const { data } = useListContext<TCollectorRun>();
  const running = Boolean(data?.some((run) => run.status === 'RUNNING'));
  useEffect(() => onChange(running), [running, onChange]);
  return null;
};

const Heading = ({ children }: { children: string }) => (
  <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
    {children}
  </Typography>
);

/**
 * A subscription's "Journal": its runs, newest first, and the remote items they met. A click on a
 * run shows its items only; a collected item opens its document in the safe's window.
 */
export const RunLog = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const subscription = useRecordContext<TSubscription>();
  const [running, setRunning] = useState(false);
  const [run, setRun] = useState<TCollectorRun | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  if (!subscription) return null;
  const follow = { refetchInterval: running ? FOLLOW_MS : (false as const) };
  const list = { resource: COLLECTORS, disableSyncWithLocation: true, storeKey: false as const, perPage: 10 };
  return (
    <Box component="section" aria-labelledby="collector-log-title" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id="collector-log-title">
        {translate(t('log.title'))}
      </Typography>
      <Heading>{translate(t('log.runs'))}</Heading>
      <ListBase
        {...list}
        filter={{ [RUNS_OF]: subscription.id }}
        sort={{ field: 'startedAt', order: 'DESC' }}
        queryOptions={follow}
      >
        <RunningWatch onChange={setRunning} />
        <LiasseTable<TCollectorRun>
          name="collector-runs"
          labelKey={t('log.runs')}
          columns={RUN_COLUMNS}
          onOpen={setRun}
        />
      </ListBase>
      <Heading>{translate(t('log.items'))}</Heading>
      {run && (
        <Chip
          label={translate(t('log.run_items'), { date: formatDateTime(run.startedAt, locale) })}
          onDelete={() => setRun(null)}
          sx={{ mb: 1 }}
        />
      )}
      <ListBase
        {...list}
        filter={{ [ITEMS_OF]: subscription.id, ...(run && { runId: run.id }) }}
        sort={{ field: 'at', order: 'DESC' }}
        queryOptions={follow}
      >
        <LiasseTable<TCollectedItem>
          name="collector-items"
          labelKey={t('log.items')}
          columns={itemColumns((item) => setOpened(item.documentId))}
          onOpen={(item) => item.documentId && setOpened(item.documentId)}
        />
      </ListBase>
      <DocumentDetailDialog id={opened} onClose={() => setOpened(null)} staff />
    </Box>
  );
};
