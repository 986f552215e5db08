import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Stack,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { DSN_ROW_KINDS, type DsnRowKind } from '../../../../common/schemas/dsnImports';
import type { DsnImportDataProvider } from './calls';
import { DsnImportRows, ROWS_PER_PAGE } from './DsnImportRows';
import { t as employeeKey } from '../name';

const t = employeeKey.under('dsn');
const WORKING = ['PREVIEWING', 'APPLYING'];

/**
 * /employees/dsn/:importId: the preview of an uploaded DSN (its lists by tab, each paged), Apply
 * with the job's progress bar, then back to the employees list.
 */
export const DsnImportPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<DsnImportDataProvider>();
  const { importId = '' } = useParams();
  const [kind, setKind] = useState<DsnRowKind>('CREATE');
  const [page, setPage] = useState(1);
  const [applying, setApplying] = useState(false);
  const { data, error } = useQuery({
    queryKey: ['dsn-import', importId, kind, page],
    queryFn: () => dataProvider.dsnImport(importId, kind, page, ROWS_PER_PAGE),
    refetchInterval: (query) => (WORKING.includes(query.state.data?.status ?? 'PREVIEWING') ? 500 : false),
  });
  const status = data?.status;
  const counts = data?.counts;

  useEffect(() => {
    if (!applying || !counts || (status !== 'APPLIED' && status !== 'FAILED')) return;
    setApplying(false);
    if (status === 'FAILED') return;
    void queryClient.invalidateQueries();
    notify(t('applied'), {
      type: 'success',
      messageArgs: { smart_count: counts.CREATE + counts.UPDATE + counts.LEAVING },
    });
    navigate('/employees');
  }, [applying, status, counts, notify, navigate, queryClient]);

  const apply = async () => {
    setApplying(true);
    try {
      await dataProvider.applyDsnImport(importId);
    } catch (failure) {
      setApplying(false);
      notify((failure as Error).message, { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: ['dsn-import', importId] });
  };

  if (error) return <Alert severity="error">{translate((error as Error).message)}</Alert>;
  const working = !data || WORKING.includes(data.status);
  const pending = counts ? counts.CREATE + counts.UPDATE + counts.LEAVING : 0;
  return (
    <Card>
      <Title title={t('title')} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }} useFlexGap>
          {data && <Typography sx={{ fontWeight: 'bold' }}>{data.fileName}</Typography>}
          {data && <Chip size="small" label={translate(t(`status.${data.status}`))} />}
          {data?.month && (
            <Typography variant="body2">{translate(t('month'), { month: data.month.slice(0, 7) })}</Typography>
          )}
        </Stack>
        {working && (
          <Box sx={{ mb: 2 }}>
            <Typography variant="body2">
              {translate(t(data?.status === 'APPLYING' ? 'applying' : 'reading'))}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={data?.progress ?? 0}
              aria-label={translate(t(data?.status === 'APPLYING' ? 'applying' : 'reading'))}
            />
          </Box>
        )}
        {data?.status === 'REJECTED' && (
          <Alert severity="error">
            {translate(t.entry('file_error', String(data.errorCode)), { _: data.errorCode ?? '' })}
          </Alert>
        )}
        {data?.status === 'FAILED' && (
          <Alert severity="error">
            {translate(t('failed'), { reason: translate(t.entry('apply_error', data.errorCode ?? 'failed')) })}
          </Alert>
        )}
        {data?.status === 'READY' && pending === 0 && <Alert severity="info">{translate(t('nothing'))}</Alert>}
        {counts && data.status !== 'REJECTED' && data.status !== 'PREVIEWING' && (
          <>
            <Tabs
              value={kind}
              onChange={(_event, next: DsnRowKind) => {
                setKind(next);
                setPage(1);
              }}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              {DSN_ROW_KINDS.map((each) => (
                <Tab key={each} value={each} label={translate(t(`kind.${each}`), { smart_count: counts[each] })} />
              ))}
            </Tabs>
            <DsnImportRows kind={kind} rows={data.rows} count={data.count} page={page} onPage={setPage} />
          </>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate('/employees')}>{translate(t('back'))}</Button>
          {(data?.status === 'READY' || data?.status === 'FAILED') && (
            <Button variant="contained" onClick={apply} disabled={applying || pending === 0}>
              {translate(t('apply'))}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
