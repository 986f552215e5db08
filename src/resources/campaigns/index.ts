import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { campaignCalls, campaignExtraCalls } from './calls';
import { messages } from './messages';
import { CAMPAIGNS } from './name';
// Eager: a home part still loading when the user navigates away left the next page loading for good.
import * as homeCards from './HomeCards';

const screen = lazyScreens(() => import('./screens'));
// The home page's cards, apart from the screens: the home page does not load every area's screens.

/** /campaigns: dispatch campaigns ('Mailing'): the list, the creation wizard and the detail (issue 13). */
export default {
  name: CAMPAIGNS,
  list: screen('CampaignList'),
  create: screen('CampaignCreate'),
  // The spec's path: /campaigns/{campaignId} shows the campaign and its dispatched documents.
  routes: [{ path: ':id', screen: screen('CampaignShow'), crumb: 'show' }],
  icon: ForwardToInboxIcon,
  recordRepresentation: 'name',
  // The spec's menu: … Organization, Mailing, Signature books, Partnerships …
  menu: { order: 12 },
  access: {
    list: ['CAMPAIGNS_LIST'],
    show: ['CAMPAIGNS_LIST'],
    create: ['CAMPAIGNS_EDIT'],
  },
  calls: campaignCalls,
  extraCalls: campaignExtraCalls,
  messages,
  home: { order: 60, links: homeCards.NewCampaignLink, counts: homeCards.CampaignCounts },
} satisfies ResourceDescriptor;
