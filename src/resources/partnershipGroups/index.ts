import GroupWorkIcon from '@mui/icons-material/GroupWork';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { partnershipGroupCalls } from './calls';
import { messages } from './messages';
import { PARTNERSHIP_GROUPS } from './name';

const screen = lazyScreens(() => import('./screens'));

/** /partnership/groups: groups of partnerships, to address several third parties at once. */
export default {
  name: PARTNERSHIP_GROUPS,
  list: screen('PartnershipGroupList'),
  create: screen('PartnershipGroupCreate'),
  // The spec's path: /partnership/groups/show/{groupId}.
  routes: [{ path: 'show/:id', screen: screen('PartnershipGroupEdit'), crumb: 'edit' }],
  icon: GroupWorkIcon,
  recordRepresentation: 'name',
  access: {
    list: ['PARTNERSHIPS_LIST'],
    create: ['PARTNERSHIPS_EDIT'],
    edit: ['PARTNERSHIPS_EDIT'],
    delete: ['PARTNERSHIPS_DELETE'],
  },
  calls: partnershipGroupCalls,
  messages,
  fieldSources: { create: { partnerships: 'partnershipIds' }, update: { partnerships: 'partnershipIds' } },
} satisfies ResourceDescriptor;
