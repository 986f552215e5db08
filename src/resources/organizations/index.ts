import BusinessIcon from '@mui/icons-material/Business';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { organizationCalls, organizationExtraCalls } from './calls';
import { messages } from './messages';
import { ORGANIZATIONS } from './name';

const screen = lazyScreens(() => import('./screens'));

/** /organizations: the organisation tree, its configuration and invoicing identifiers. */
export default {
  name: ORGANIZATIONS,
  list: screen('OrganizationList'),
  create: screen('OrganizationCreate'),
  edit: screen('OrganizationEdit'),
  show: screen('OrganizationShow'),
  icon: BusinessIcon,
  recordRepresentation: 'name',
  menu: { order: 10 },
  access: {
    list: ['ORGANIZATIONS_LIST'],
    show: ['ORGANIZATIONS_LIST'],
    create: ['ORGANIZATIONS_EDIT'],
    edit: ['ORGANIZATIONS_EDIT'],
  },
  calls: organizationCalls,
  extraCalls: organizationExtraCalls,
  messages,
} satisfies ResourceDescriptor;
