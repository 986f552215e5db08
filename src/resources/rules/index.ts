import RuleIcon from '@mui/icons-material/Rule';
import { lazyScreens, type ResourceDescriptor } from '../descriptor';
import { ruleCalls } from './calls';
import { messages } from './messages';
import { RULES } from './name';

const screen = lazyScreens(() => import('./screens'));

/** /admin/rights/rules: what a rule allows (actions per area) and on which data. */
export default {
  name: RULES,
  list: screen('RuleList'),
  create: screen('RuleCreate'),
  // The spec's paths: /admin/rights/rules/{ruleId} shows a rule, …/{ruleId}/edit edits it.
  routes: [
    { path: ':id', screen: screen('RuleShow'), crumb: 'show' },
    { path: ':id/edit', screen: screen('RuleEdit'), crumb: 'edit' },
  ],
  icon: RuleIcon,
  recordRepresentation: 'name',
  menu: { folder: 'rights', order: 30 },
  access: {
    list: ['RIGHTS_MANAGE'],
    show: ['RIGHTS_MANAGE'],
    create: ['RIGHTS_MANAGE'],
    edit: ['RIGHTS_MANAGE'],
    delete: ['RIGHTS_MANAGE'],
  },
  calls: ruleCalls,
  messages,
  fieldMessages: { needs_user_or_group: 'liasse.validation.needs_user_or_group' },
} satisfies ResourceDescriptor;
