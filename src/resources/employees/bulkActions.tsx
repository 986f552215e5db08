import PersonOffIcon from '@mui/icons-material/PersonOff';
import PersonIcon from '@mui/icons-material/Person';
import { ACCOUNT_BULK_ACTIONS } from './accountBulkActions';
import type { EmployeeBulkAction } from './employeeBulkAction';

const changed = ({ updated }: { updated: number }) => ({
  messageKey: 'resources.employees.bulk.done',
  options: { smart_count: updated },
});

/**
 * The bulk actions of the employees list, in the bar's order. Another action (create accounts,
 * activation letters, remind) is one more entry here, with its extra call in calls.ts.
 */
export const EMPLOYEE_BULK_ACTIONS: EmployeeBulkAction[] = [
  {
    key: 'deactivate',
    labelKey: 'resources.employees.bulk.deactivate',
    icon: <PersonOffIcon />,
    features: ['EMPLOYEES_EDIT'],
    run: async (dataProvider, ids) => changed(await dataProvider.deactivateEmployees(ids)),
  },
  {
    key: 'reactivate',
    labelKey: 'resources.employees.bulk.reactivate',
    icon: <PersonIcon />,
    features: ['EMPLOYEES_EDIT'],
    run: async (dataProvider, ids) => changed(await dataProvider.reactivateEmployees(ids)),
  },
  ...ACCOUNT_BULK_ACTIONS,
];
