import { item, list, search, type Rows } from './matrix';

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
