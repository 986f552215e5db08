import { item, list, type Rows } from './matrix';

const SUBSCRIPTION = {
  name: 'Factures',
  docType: 'FACT',
  intervalMinutes: 60,
  enabled: false,
  accounts: [{ host: '127.0.0.1', port: 9, tls: false, login: 'lyon', password: 'secret' }],
};
const page = { search: '', limit: 100, page: 1 };

/** Collectors: the catalogue is everyone's with the feature; subscriptions are their organisation's. */
export const collectorRows: Rows = {
  'GET /api/desk/collectors': { expect: list, call: () => ({ method: 'GET', path: '/api/desk/collectors' }) },
  'GET /api/desk/collectors/:id': { expect: list, call: () => ({ method: 'GET', path: '/api/desk/collectors/imap' }) },
  'POST /api/desk/collectors/byCategory': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/collectors/byCategory', body: { category: 'MAILBOX' } }),
  },
  'POST /api/desk/collectors/:id/newRequest': {
    expect: item(202),
    call: (fx) => ({ method: 'POST', path: `/api/desk/collectors/${fx.lyonCollectorId}/newRequest` }),
  },
  'GET /api/desk/collectorSubscriptions': {
    expect: list,
    call: () => ({ method: 'GET', path: '/api/desk/collectorSubscriptions?limit=100' }),
    listed: (body: { csList: { id: string }[] }) => body.csList.map((row) => row.id),
    target: (fx) => fx.lyonCollectorId,
  },
  'GET /api/desk/collectorSubscription/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/collectorSubscription/${fx.lyonCollectorId}` }),
  },
  'POST /api/desk/collectorSubscription/add': {
    expect: item(201),
    call: (fx) => ({
      method: 'POST',
      path: '/api/desk/collectorSubscription/add',
      body: { ...SUBSCRIPTION, orgId: fx.lyonOrgId, collectorId: 'sftp' },
    }),
  },
  'PUT /api/desk/collectorSubscription/:id': {
    expect: item(200),
    call: async (fx) => ({
      method: 'PUT',
      path: `/api/desk/collectorSubscription/${await fx.disposable('collectorSubscription')}`,
      body: { ...SUBSCRIPTION, accounts: [] },
    }),
  },
  'DELETE /api/desk/collectorSubscription/:id': {
    expect: item(204),
    call: async (fx) => ({
      method: 'DELETE',
      path: `/api/desk/collectorSubscription/${await fx.disposable('collectorSubscription')}`,
    }),
  },
  'POST /api/desk/collectorSubscription/:id/runs': {
    expect: item(200),
    call: (fx) => ({ method: 'POST', path: `/api/desk/collectorSubscription/${fx.lyonCollectorId}/runs`, body: page }),
  },
  'POST /api/desk/collectorSubscription/:id/items': {
    expect: item(200),
    call: (fx) => ({ method: 'POST', path: `/api/desk/collectorSubscription/${fx.lyonCollectorId}/items`, body: page }),
  },
};
