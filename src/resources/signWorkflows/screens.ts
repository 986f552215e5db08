/** The signature books' screens, loaded together as one chunk (see index.ts). */
export { SignedWorkflowList, SignWorkflowList } from './SignWorkflowList';
export { SignWorkflowCreate } from './SignWorkflowCreate';
export { SignWorkflowShow } from './SignWorkflowShow';
export { SignTemplateCreate, SignTemplateEdit, SignTemplateList } from './SignTemplateScreens';
