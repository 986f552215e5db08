import { messageKeys } from '../messageKeys';
import type { SignWorkflowMessages } from './messages/fr';

/** The signature books' names for react-admin, which are also their routes (spec section 2). */
export const SIGN_WORKFLOWS = 'sign-workflow';
/** /sign-workflow/templates: the books' templates. */
export const SIGN_TEMPLATES = 'sign-workflow/templates';
/** /sign-workflow/done: the finished books, signed or (in a tab of their own) refused. */
export const SIGNED_WORKFLOWS = 'sign-workflow/done';

/** A key of the signature books' texts (`resources.sign-workflow.…`), checked against messages/fr.ts. */
export const t = messageKeys<SignWorkflowMessages>(SIGN_WORKFLOWS);
