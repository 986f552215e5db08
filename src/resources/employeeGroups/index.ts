import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { employeeGroupCalls, employeeGroupExtraCalls } from './calls';
import { messages } from './messages';
import { EMPLOYEE_GROUPS } from './name';

const screen = lazyScreens(() => import('./screens'));

/** /employee-groups: named sets of employees of an organisation, which access rules (and later campaigns) use. */
export default {
  name: EMPLOYEE_GROUPS,
  list: screen('EmployeeGroupList'),
  create: screen('EmployeeGroupCreate'),
  edit: screen('EmployeeGroupEdit'),
  show: screen('EmployeeGroupShow'),
  icon: WorkspacesIcon,
  recordRepresentation: 'name',
  // Right under the employees and 'Employees not validated' (5 and 6).
  menu: { order: 7 },
  access: {
    list: ['EMPLOYEES_LIST'],
    show: ['EMPLOYEES_LIST'],
    create: ['EMPLOYEES_EDIT'],
    edit: ['EMPLOYEES_EDIT'],
    delete: ['EMPLOYEES_DELETE'],
  },
  calls: employeeGroupCalls,
  extraCalls: employeeGroupExtraCalls,
  messages,
  fieldMessages: { outside_group_organization: 'liasse.validation.outside_group_organization' },
  fieldSources: { create: { employeeIds: 'employees' }, update: { employeeIds: 'employees' } },
} satisfies ResourceDescriptor;
