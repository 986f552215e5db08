import { item, list, search, type Rows } from './matrix';

const doc = (fx: { lyonDocumentId: string }, suffix = '') => `/api/desk/doc/${fx.lyonDocumentId}${suffix}`;

/** Finding and reading the document safe: lists answer what the caller sees; a Lyon document is 404 to others. */
export const documentReadRows: Rows = {
  'POST /api/desk/docs': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/docs', body: search }),
    listed: (body: { docs: { id: string }[] }) => body.docs.map((row) => row.id),
    target: (fx) => fx.lyonDocumentId,
  },
  'GET /api/desk/docs/senders': {
    expect: list,
    call: () => ({ method: 'GET', path: '/api/desk/docs/senders' }),
  },
  'GET /api/desk/docs/stats': {
    expect: list,
    call: () => ({ method: 'GET', path: '/api/desk/docs/stats' }),
  },
  'POST /api/desk/folders': {
    expect: list,
    call: (fx) => ({ method: 'POST', path: '/api/desk/folders', body: { orgId: fx.lyonOrgId } }),
  },
  'GET /api/desk/doc/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: doc(fx) }),
  },
  'GET /api/desk/doc/:id/location': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: doc(fx, '/location') }),
  },
  'POST /api/desk/doc/:id/setRead': {
    expect: item(204),
    call: (fx) => ({ method: 'POST', path: doc(fx, '/setRead') }),
  },
};
