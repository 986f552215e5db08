import BusinessIcon from '@mui/icons-material/Business';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { organizationCalls, organizationExtraCalls } from './calls';
import { messages } from './messages';
import { ORGANIZATIONS } from './name';
// Eager: a home part still loading when the user navigates away left the next page loading for good.
import * as homeCards from './HomeCards';

const screen = lazyScreens(() => import('./screens'));
// The home page's cards, apart from the screens: the home page does not load every area's screens.

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
  fieldMessages: {
    siret_taken: 'liasse.validation.siret_taken',
    root_cannot_move: 'liasse.validation.root_cannot_move',
    inside_itself: 'liasse.validation.inside_itself',
    https_url: 'liasse.validation.https_url',
  },
  home: { order: 40, links: homeCards.NewOrganizationLink, counts: homeCards.OrganizationCount },
} satisfies ResourceDescriptor;
