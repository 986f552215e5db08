import BadgeIcon from '@mui/icons-material/Badge';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { employeeCalls, employeeExtraCalls } from './calls';
import { dsnImportCalls } from './dsn/calls';
import { messages } from './messages';
import { EMPLOYEES } from './name';
// Eager: a home part still loading when the user navigates away left the next page loading for good.
import * as homeCards from './HomeCards';

const screen = lazyScreens(() => import('./screens'));
// The home page's cards, apart from the screens: the home page does not load every area's screens.

/** /employees: the employees, their organisations, NIR and personal account state (issue 10). */
export default {
  name: EMPLOYEES,
  list: screen('EmployeeList'),
  create: screen('EmployeeCreate'),
  edit: screen('EmployeeEdit'),
  show: screen('EmployeeShow'),
  routes: [{ path: 'dsn/:importId', screen: screen('DsnImportPage'), crumb: 'show' }],
  icon: BadgeIcon,
  recordRepresentation: (employee) => `${employee.firstName} ${employee.lastName}`,
  menu: { order: 5 },
  // 'Employees not validated' (spec section 2): the list, active employees whose account is not finalised.
  menuLinks: [
    {
      key: 'employees-not-validated',
      labelKey: 'resources.employees.not_validated',
      order: 6,
      filter: { status: 'ACTIVE', accountState: 'NOT_FINALIZED' },
    },
  ],
  access: {
    list: ['EMPLOYEES_LIST'],
    show: ['EMPLOYEES_LIST'],
    create: ['EMPLOYEES_EDIT'],
    edit: ['EMPLOYEES_EDIT'],
  },
  calls: employeeCalls,
  extraCalls: (call) => ({ ...employeeExtraCalls(call), ...dsnImportCalls(call) }),
  messages,
  fieldMessages: Object.fromEntries(
    [
      'nir',
      'nir_key',
      'nir_temporary',
      'in_future',
      'duplicate_organization',
      'employee_nir_taken',
      'employee_matricule_taken',
      'bpe_effect_range',
    ].map((code) => [code, `resources.${EMPLOYEES}.validation.${code}`]),
  ),
  // The form edits the links as `links`, and on edit a new NIR beside the masked one.
  fieldSources: {
    create: { organizations: 'links' },
    update: { organizations: 'links', socialSecurityNumber: 'newSocialSecurityNumber' },
  },
  home: { order: 30, links: homeCards.NewEmployeeLink, counts: homeCards.EmployeeCounts },
} satisfies ResourceDescriptor;
