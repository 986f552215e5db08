import HandshakeIcon from '@mui/icons-material/Handshake';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { partnershipCalls, partnershipExtraCalls } from './calls';
import { messages } from './messages';
import { PARTNERSHIPS } from './name';
// Eager: a home part still loading when the user navigates away left the next page loading for good.
import * as homeCards from './HomeCards';

const screen = lazyScreens(() => import('./screens'));
// The home page's cards, apart from the screens: the home page does not load every area's screens.

/** /partnership: partnerships with third-party organisations, their request and their finalisation. */
export default {
  name: PARTNERSHIPS,
  list: screen('PartnershipList'),
  create: screen('PartnershipCreate'),
  // The spec's paths: /partnership/show/{thirdPartyId} edits; /finalize and /created finalise.
  routes: [
    { path: 'show/:id', screen: screen('PartnershipEdit'), crumb: 'edit' },
    { path: 'finalize', screen: screen('PartnershipFinalize'), crumb: 'resources.partnership.finalize.title' },
    { path: 'created', screen: screen('PartnershipCreated'), crumb: 'resources.partnership.created.title' },
  ],
  icon: HandshakeIcon,
  recordRepresentation: 'name',
  menu: { order: 15 },
  access: {
    list: ['PARTNERSHIPS_LIST'],
    show: ['PARTNERSHIPS_LIST'],
    create: ['PARTNERSHIPS_EDIT'],
    edit: ['PARTNERSHIPS_EDIT'],
  },
  calls: partnershipCalls,
  extraCalls: partnershipExtraCalls,
  messages,
  fieldMessages: {
    siret_unknown: `resources.${PARTNERSHIPS}.errors.siret_unknown`,
    partnership_exists: `resources.${PARTNERSHIPS}.errors.partnership_exists`,
    invalid_reference: `resources.${PARTNERSHIPS}.errors.invalid_reference`,
  },
  publicRoutes: [{ path: '/partnership-validation', screen: screen('PartnershipValidationPage') }],
  home: { order: 50, links: homeCards.NewPartnershipLink, counts: homeCards.PartnershipCount },
} satisfies ResourceDescriptor;
