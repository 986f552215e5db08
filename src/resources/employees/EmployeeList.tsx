import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Chip, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  CreateButton,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useDataProvider,
  useNotify,
  usePermissions,
} from 'react-admin';
import { ACCOUNT_STATE_FILTERS, BPE_STATES, bpeStateOfAgreement } from '../../../common/employeeFields';
import type { TEmployeeSummary } from '../../../common/schemas/employees';
import { BulkActionBar } from '../../custom/table/BulkActionBar';
import { formatDateTime, formatDay } from '../../custom/table/cellValue';
import { LiasseTable } from '../../custom/table/LiasseTable';
import { TableList } from '../../custom/table/TableList';
import type { CardInfo, CellContext, TableColumn } from '../../custom/table/types';
import { ORGANIZATIONS } from '../organizations/name';
import { EMPLOYEE_BULK_ACTIONS } from './bulkActions';
import { DsnImportButton } from './dsn/DsnImportDialog';
import type { EmployeesDataProvider } from './calls';
import { EMPLOYEE_STATS_KEY, EmployeeStatsPanel } from './EmployeeStatsPanel';
import { EMPLOYEES, t } from './name';
import { StatusSwitch } from './StatusSwitch';

const field = t.under('fields');

const accountStateOf = (employee: TEmployeeSummary, { translate }: CellContext) =>
  translate(t(`account_state.${employee.accountState}`));

const COLUMNS: TableColumn<TEmployeeSummary>[] = [
  { source: 'lastName', labelKey: field('lastName'), search: { type: 'text' }, sortable: true, width: 150 },
  { source: 'firstName', labelKey: field('firstName'), search: { type: 'text' }, sortable: true, width: 140 },
  {
    source: 'registrationNumber',
    labelKey: field('registrationNumber'),
    search: { type: 'text' },
    sortable: true,
    width: 120,
  },
  { source: 'email', labelKey: field('email'), search: { type: 'text' }, width: 200, shown: false },
  {
    source: 'organizations',
    labelKey: field('organizations'),
    width: 190,
    search: { type: 'reference', reference: ORGANIZATIONS, filterKey: 'orgId' },
    render: (employee) => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {employee.organizations.map((org) => (
          <Chip key={org.id} size="small" label={org.name} variant={org.active ? 'filled' : 'outlined'} />
        ))}
      </Stack>
    ),
  },
  { source: 'city', labelKey: field('city'), search: { type: 'text' }, sortable: true, width: 120 },
  {
    source: 'accountState',
    labelKey: field('accountState'),
    width: 150,
    search: {
      type: 'select',
      options: ACCOUNT_STATE_FILTERS.map((value) => ({ value, labelKey: t(`account_state.${value}`) })),
    },
    render: accountStateOf,
  },
  {
    source: 'bpeAgreement',
    labelKey: field('bpeAgreement'),
    width: 130,
    shown: false,
    search: {
      type: 'select',
      options: BPE_STATES.map((value) => ({ value, labelKey: t(`bpe.${value}`) })),
    },
    render: (employee, { translate }) => translate(t(`bpe.${bpeStateOfAgreement(employee.bpeAgreement)}`)),
  },
  {
    source: 'status',
    labelKey: field('status'),
    width: 100,
    render: (employee, { translate }) => (
      <Chip
        size="small"
        color={employee.status === 'ACTIVE' ? 'success' : 'default'}
        label={translate(t(`status.${employee.status}`))}
      />
    ),
  },
  {
    source: 'createdAt',
    labelKey: field('createdAt'),
    width: 130,
    search: { type: 'dateRange' },
    sortable: true,
    shown: false,
    render: (employee, { locale }) => formatDay(employee.createdAt, locale),
  },
];

const cardBack = (employee: TEmployeeSummary, context: CellContext): CardInfo[] => [
  { labelKey: field('registrationNumber'), value: employee.registrationNumber },
  { labelKey: field('email'), value: employee.email },
  { labelKey: field('accountState'), value: accountStateOf(employee, context) },
  { labelKey: field('createdAt'), value: formatDateTime(employee.createdAt, context.locale, 'long') },
];

// The button shows only to users whose features open the creation (the resource's descriptor).
const EmployeeListActions = () => {
  const { canAccess: canCreate } = useCanAccess({ resource: EMPLOYEES, action: 'create' });
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <StatusSwitch />
      {canCreate && <DsnImportButton />}
      <CreateButton />
    </TopToolbar>
  );
};

/** The bulk actions the user's features allow, over the selected rows. */
const EmployeeBulkActions = () => {
  const dataProvider = useDataProvider<EmployeesDataProvider>();
  const { permissions = [] } = usePermissions<string[]>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return (
    <BulkActionBar
      failedKey={t('bulk.failed')}
      actions={EMPLOYEE_BULK_ACTIONS.map((action) => ({
        key: action.key,
        labelKey: action.labelKey,
        icon: action.icon,
        allowed: action.features.some((feature) => permissions.includes(feature)),
        run: (ids) => action.run(dataProvider, ids),
      }))}
      onDone={({ messageKey, options, error }) => {
        notify(messageKey, { type: error ? 'error' : 'info', messageArgs: options });
        void queryClient.invalidateQueries({ queryKey: EMPLOYEE_STATS_KEY });
      }}
    />
  );
};

/** /employees: the employees the user may see, the status switch, bulk actions and the statistics panel. */
export const EmployeeList = () => {
  const createPath = useCreatePath();
  const resource = EMPLOYEES;
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  return (
    <TableList
      filterDefaultValues={{ status: 'ACTIVE' }}
      actions={<EmployeeListActions />}
      aside={<EmployeeStatsPanel />}
      empty={false}
      sort={{ field: 'lastName', order: 'ASC' }}
    >
      <EmployeeBulkActions />
      <LiasseTable
        name="employees"
        columns={COLUMNS}
        rowClick={(employee) => createPath({ resource, id: employee.id, type: 'show' })}
        actions={(employee) => [
          {
            key: 'show',
            labelKey: 'ra.action.show',
            path: createPath({ resource, id: employee.id, type: 'show' }),
            icon: <VisibilityIcon fontSize="small" />,
          },
          ...(canEdit
            ? [
                {
                  key: 'edit',
                  labelKey: 'ra.action.edit',
                  path: createPath({ resource, id: employee.id, type: 'edit' }),
                  icon: <EditIcon fontSize="small" />,
                },
              ]
            : []),
        ]}
        cardBack={cardBack}
      />
    </TableList>
  );
};
