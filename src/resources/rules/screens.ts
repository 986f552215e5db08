/** The access rule screens, loaded together as one chunk (see index.ts). */
export { RuleCreate } from './RuleCreate';
export { RuleEdit } from './RuleEdit';
export { RuleList } from './RuleList';
export { RuleShow } from './RuleShow';
