import { ZClosureNoticeData, ZClosureNoticeWrite } from '../schemas/closure';
import { declareCall, ERRORS } from './call';

/** The service's closure notice (issue 30): read by everyone of the customer, announced by its administrator. */
export const closure = {
  get: declareCall({
    method: 'GET',
    base: 'desk',
    path: 'closure-notice',
    // Also for an account still to be finalised: its page shows the banner too.
    access: { newAccounts: true },
    responses: { 200: ZClosureNoticeData, ...ERRORS },
  }),
  announce: declareCall({
    method: 'PUT',
    base: 'desk',
    path: 'closure-notice',
    access: { feature: 'ORGANIZATIONS_EDIT' },
    body: ZClosureNoticeWrite,
    responses: { 200: ZClosureNoticeData, ...ERRORS },
  }),
  withdraw: declareCall({
    method: 'DELETE',
    base: 'desk',
    path: 'closure-notice',
    access: { feature: 'ORGANIZATIONS_EDIT' },
    responses: { 200: ZClosureNoticeData, ...ERRORS },
  }),
};
