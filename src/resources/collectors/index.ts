import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { collectorCalls, collectorExtraCalls } from './calls';
import { COLLECTOR_FIELD_MESSAGES } from './collectorErrors';
import { messages } from './messages';
import { COLLECTORS } from './name';
import { STATE_PAGES } from './statePages';
// Eager: a home part still loading when the user navigates away left the next page loading for good.
import * as homeCards from './HomeCards';

const screen = lazyScreens(() => import('./screens'));

/** Each state page's screen, by its state. */
const STATE_SCREENS = {
  NOT_SUBSCRIBED: screen('NotSubscribedList'),
  WRONG_IDENTIFIERS: screen('WrongIdentifiersList'),
  COLLECT_ERROR: screen('CollectErrorList'),
};

/**
 * /collectors: the catalogue of collectors (IMAP, SFTP, WebDAV) and the organisations'
 * subscriptions to them, with their external accounts and run log (spec sections 2 to 8); the
 * subscriptions needing attention each have their page, a step of the breadcrumb.
 */
export default {
  name: COLLECTORS,
  list: screen('SubscriptionList'),
  create: screen('SubscriptionCreate'),
  edit: screen('SubscriptionEdit'),
  show: screen('SubscriptionShow'),
  routes: STATE_PAGES.map(({ state, path }) => ({
    path,
    screen: STATE_SCREENS[state],
    crumb: `resources.${COLLECTORS}.state_pages.${state}` as const,
  })),
  icon: CloudSyncIcon,
  recordRepresentation: 'name',
  // After Chorus (spec section 2's menu).
  menu: { order: 26 },
  access: {
    list: ['COLLECTORS_LIST'],
    show: ['COLLECTORS_LIST'],
    create: ['COLLECTORS_EDIT'],
    edit: ['COLLECTORS_EDIT'],
    delete: ['COLLECTORS_DELETE'],
  },
  calls: collectorCalls,
  extraCalls: collectorExtraCalls,
  messages,
  fieldMessages: COLLECTOR_FIELD_MESSAGES,
  home: { order: 80, counts: homeCards.CollectorErrorCount },
} satisfies ResourceDescriptor;
