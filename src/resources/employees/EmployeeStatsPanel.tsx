import BarChartIcon from '@mui/icons-material/BarChart';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  Card,
  CardContent,
  Drawer,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
  type Theme,
} from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useListContext, useStore, useTranslate } from 'react-admin';
import type { TEmployeeStats } from '../../../common/schemas/employees';
import type { EmployeesDataProvider } from './calls';
import { switchValue } from './StatusSwitch';
import { t } from './name';

/** The stats query's key: the list's bulk actions refresh it. */
export const EMPLOYEE_STATS_KEY = ['employees', 'stats'] as const;

/** Counts under a title; with colours, each row's swatch names its part of the chart below. */
const Counts = ({ title, rows, colors }: { title: string; rows: [string, number][]; colors?: string[] }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(title)}>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {translate(title)}
      </Typography>
      {rows.map(([label, count], index) => (
        <Stack key={label} direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2">
            {colors && (
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  borderRadius: '2px',
                  mr: 1,
                  bgcolor: colors[index],
                }}
              />
            )}
            {translate(label)}
          </Typography>
          <Typography variant="body2" data-testid={`stat-${label.split('.').slice(-2).join('-')}`}>
            {count}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
};

const StatsContent = ({ stats }: { stats?: TEmployeeStats }) => {
  const translate = useTranslate();
  const { palette } = useTheme();
  // Not registered, created, finalised: from nothing yet to done.
  const accountColors = [palette.grey[400], palette.warning.main, palette.success.main];
  if (!stats) return <Typography color="text.secondary">…</Typography>;
  const accounts: [string, number][] = [
    [t('account_state.NOT_REGISTERED'), stats.byAccountState.NOT_REGISTERED],
    [t('account_state.CREATED'), stats.byAccountState.CREATED],
    [t('account_state.FINALIZED'), stats.byAccountState.FINALIZED],
  ];
  return (
    <>
      <Counts
        title={t('stats.by_status')}
        rows={[
          [t('status.ACTIVE'), stats.byStatus.ACTIVE],
          [t('status.INACTIVE'), stats.byStatus.INACTIVE],
        ]}
      />
      <Counts title={t('stats.by_account')} rows={accounts} colors={accountColors} />
      {stats.total > 0 && (
        <PieChart
          height={160}
          hideLegend
          series={[
            {
              innerRadius: 30,
              data: accounts.map(([label, value], id) => ({
                id,
                value,
                label: translate(label),
                color: accountColors[id],
              })),
            },
          ]}
        />
      )}
      <Counts
        title={t('stats.by_bpe')}
        rows={[
          [t('bpe.ACCEPTED'), stats.byBpeAgreement.accepted],
          [t('bpe.REFUSED'), stats.byBpeAgreement.refused],
          [t('bpe.NOT_STATED'), stats.byBpeAgreement.notStated],
        ]}
      />
    </>
  );
};

/**
 * The statistics side panel (spec section 4): counts by status, account state and BPE agreement
 * of the employees the switch shows, with a chart. Open or closed, remembered per user, with a
 * state of its own on a small screen, where it opens as a sheet from the bottom.
 */
export const EmployeeStatsPanel = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<EmployeesDataProvider>();
  const { identity } = useGetIdentity();
  const { filterValues } = useListContext();
  const status = switchValue(filterValues);
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [desktopOpen, setDesktopOpen] = useStore('employees.statsPanel.open', true);
  const [mobileOpen, setMobileOpen] = useStore('employees.statsPanel.mobileOpen', false);
  const [open, setOpen] = mobile ? [mobileOpen, setMobileOpen] : [desktopOpen, setDesktopOpen];
  const { data: stats } = useQuery({
    queryKey: [...EMPLOYEE_STATS_KEY, status, identity?.id],
    queryFn: () => dataProvider.employeeStats(status),
    enabled: open && identity !== undefined,
  });
  const toggle = (
    <Button size="small" startIcon={<BarChartIcon />} aria-expanded={open} onClick={() => setOpen(!open)}>
      {translate(t(open ? 'stats.close' : 'stats.open'))}
    </Button>
  );
  const panel = (
    <Box role="region" aria-label={translate(t('stats.title'))} sx={{ width: mobile ? 'auto' : 240 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {translate(t('stats.title'))}
        </Typography>
        <IconButton size="small" aria-label={translate(t('stats.close'))} onClick={() => setOpen(false)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Typography variant="body2">
        {translate(t('stats.total'))} <span data-testid="stat-total">{stats?.total ?? '…'}</span>
      </Typography>
      <StatsContent stats={stats} />
    </Box>
  );
  if (mobile) {
    return (
      <>
        {toggle}
        <Drawer anchor="bottom" open={open} onClose={() => setOpen(false)}>
          <Box sx={{ p: 2 }}>{panel}</Box>
        </Drawer>
      </>
    );
  }
  return (
    <Stack spacing={1} sx={{ ml: 2, mt: 1, flexShrink: 0 }}>
      {toggle}
      {open && (
        <Card variant="outlined">
          <CardContent>{panel}</CardContent>
        </Card>
      )}
    </Stack>
  );
};
