import { ZOutboxSearch, ZOutboxSearchResponse } from '../schemas/outbox';
import { declareCall, ERRORS } from './call';

/** The messages the portal sent, or holds when no SMTP server is set. */
export const outbox = {
  search: declareCall({
    method: 'POST',
    base: 'desk',
    path: 'outbox-messages',
    access: { feature: 'RIGHTS_MANAGE' },
    body: ZOutboxSearch,
    responses: { 200: ZOutboxSearchResponse, ...ERRORS },
  }),
};
