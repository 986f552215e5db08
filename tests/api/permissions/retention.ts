import { item, list, search, signedIn, type Rows } from './matrix';

/** Legal holds and the purge (issue 30): DOCUMENTS_DELETE, on what the caller sees. */
export const retentionRows: Rows = {
  'POST /api/desk/legal-holds': {
    expect: item(201),
    call: (fx) => ({
      method: 'POST',
      path: '/api/desk/legal-holds',
      body: { scope: 'ORGANIZATION', targetId: fx.lyonOrgId, reason: 'Contrôle' },
    }),
  },
  'POST /api/desk/legal-holds/search': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/legal-holds/search', body: search }),
  },
  'DELETE /api/desk/legal-hold/:id': {
    expect: item(200),
    call: async (fx) => ({ method: 'DELETE', path: `/api/desk/legal-hold/${await fx.disposable('legalHold')}` }),
  },
  'POST /api/desk/retention/upcoming': {
    expect: list,
    call: () => ({
      method: 'POST',
      path: '/api/desk/retention/upcoming',
      body: { ...search, filters: { withinDays: 30 } },
    }),
  },
  'POST /api/desk/retention/purges': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/retention/purges', body: search }),
  },
  'POST /api/desk/retention/purge': {
    expect: { ...list, otherCustomer: 202, filteredOut: 202, allowed: 202 },
    call: () => ({ method: 'POST', path: '/api/desk/retention/purge' }),
  },
};

/** The closure notice: read by anyone signed in; announced by who sees the whole customer (the filtered caller does not). */
const announcing = { anonymous: 401, noFeature: 403, otherCustomer: 200, filteredOut: 404, allowed: 200 };
const inFourMonths = () => {
  const day = new Date();
  day.setUTCDate(1);
  day.setUTCMonth(day.getUTCMonth() + 4);
  return day.toISOString().slice(0, 10);
};
export const closureRows: Rows = {
  'GET /api/desk/closure-notice': {
    expect: signedIn(200),
    call: () => ({ method: 'GET', path: '/api/desk/closure-notice' }),
  },
  'PUT /api/desk/closure-notice': {
    expect: announcing,
    call: () => ({ method: 'PUT', path: '/api/desk/closure-notice', body: { closesOn: inFourMonths() } }),
  },
  'DELETE /api/desk/closure-notice': {
    expect: announcing,
    call: () => ({ method: 'DELETE', path: '/api/desk/closure-notice' }),
  },
};
