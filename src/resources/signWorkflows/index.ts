import DoneAllIcon from '@mui/icons-material/DoneAll';
import DrawIcon from '@mui/icons-material/Draw';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { doneWorkflowCalls, runningWorkflowCalls, signTemplateCalls, signWorkflowExtraCalls } from './calls';
import { doneMessages, messages, templateMessages } from './messages';
import { SIGN_TEMPLATES, SIGN_WORKFLOWS, SIGNED_WORKFLOWS } from './name';
// Eager: a home part still loading when the user navigates away left the next page loading for good.
import * as homeCards from './HomeCards';

const screen = lazyScreens(() => import('./screens'));
// The home page's cards, apart from the screens: the home page does not load every area's screens.
const profilePanel = lazyScreens(() => import('./SignatureCodeSection'));

/** Who sees the books (signatories too need it: the server lists and shows books with it). */
const LIST = ['SIGN_WORKFLOWS_LIST'] as const;

/**
 * /sign-workflow: the signature books out for signature (and drafts), the creation of one, and a
 * book's detail where its signatory signs or refuses (issue 14). The templates and the signed
 * books are the two other entries of the "Signature books" menu folder, below.
 */
export default {
  name: SIGN_WORKFLOWS,
  list: screen('SignWorkflowList'),
  create: screen('SignWorkflowCreate'),
  routes: [{ path: ':id', screen: screen('SignWorkflowShow'), crumb: 'show' }],
  icon: DrawIcon,
  recordRepresentation: 'name',
  menu: { folder: 'signWorkflows', order: 1 },
  access: {
    list: LIST,
    show: LIST,
    create: ['SIGN_WORKFLOWS_EDIT'],
    edit: ['SIGN_WORKFLOWS_EDIT'],
    delete: ['SIGN_WORKFLOWS_DELETE'],
  },
  calls: runningWorkflowCalls,
  extraCalls: signWorkflowExtraCalls,
  messages,
  accountPanels: [profilePanel('SignatureCodeSection')],
  home: { order: 10, links: homeCards.NewSignWorkflowLink, counts: homeCards.SignWorkflowCounts },
} satisfies ResourceDescriptor;

/** /sign-workflow/templates: the books' templates (name, organisation, steps, required types). */
export const signTemplates = {
  name: SIGN_TEMPLATES,
  list: screen('SignTemplateList'),
  create: screen('SignTemplateCreate'),
  edit: screen('SignTemplateEdit'),
  icon: ListAltIcon,
  recordRepresentation: 'name',
  menu: { folder: 'signWorkflows', order: 2 },
  access: {
    // The server opens the templates to those who edit books, deletion included.
    list: ['SIGN_WORKFLOWS_EDIT'],
    create: ['SIGN_WORKFLOWS_EDIT'],
    edit: ['SIGN_WORKFLOWS_EDIT'],
    delete: ['SIGN_WORKFLOWS_EDIT'],
  },
  calls: signTemplateCalls,
  messages: templateMessages,
} satisfies ResourceDescriptor;

/** /sign-workflow/done: the signed books, the refused ones in a tab of their own; each opens at /sign-workflow/{id}. */
export const signedWorkflows = {
  name: SIGNED_WORKFLOWS,
  list: screen('SignedWorkflowList'),
  icon: DoneAllIcon,
  menu: { folder: 'signWorkflows', order: 3 },
  access: { list: LIST },
  calls: doneWorkflowCalls,
  messages: doneMessages,
} satisfies ResourceDescriptor;
