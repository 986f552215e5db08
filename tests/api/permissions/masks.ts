import { list, type Rows } from './matrix';

/** Masks are each user's own: anyone reading the safe keeps theirs; another's is 404. */
export const maskRows: Rows = {
  'GET /api/desk/mask': {
    expect: list,
    call: () => ({ method: 'GET', path: '/api/desk/mask' }),
  },
  'POST /api/desk/mask': {
    expect: { anonymous: 401, noFeature: 403, otherCustomer: 201, filteredOut: 201, allowed: 201 },
    call: () => ({
      method: 'POST',
      path: '/api/desk/mask',
      body: { name: `Masque ${crypto.randomUUID()}`, filters: { docType: 'PAYE' } },
    }),
  },
  'DELETE /api/desk/mask/:id': {
    // The demo administrator's own mask.
    expect: { anonymous: 401, noFeature: 403, otherCustomer: 404, filteredOut: 404, allowed: 204 },
    call: async (fx) => ({ method: 'DELETE', path: `/api/desk/mask/${await fx.disposable('mask')}` }),
  },
};
