import { everyone, item, list, search, type Rows } from './matrix';

/** A new partnership for Lyon: another customer or a Paris-only administrator may not name Lyon. */
const lyonRequest = { ...item(201), otherCustomer: 400, filteredOut: 400 };

export const partnershipRows: Rows = {
  'POST /api/desk/partnerships': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/partnerships', body: search }),
    listed: (body: { partnerships: { id: string }[] }) => body.partnerships.map((p) => p.id),
    target: (fx) => fx.lyonPartnershipId,
  },
  'POST /api/desk/partnerships/need-user-action': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/partnerships/need-user-action', body: search }),
    listed: (body: { partnerships: { id: string }[] }) => body.partnerships.map((p) => p.id),
    target: (fx) => fx.lyonPartnershipId,
  },
  'GET /api/desk/partnership/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/partnership/${fx.lyonPartnershipId}` }),
  },
  'POST /api/desk/partnership': {
    expect: lyonRequest,
    call: async (fx) => ({
      method: 'POST',
      path: '/api/desk/partnership',
      body: { siret: await fx.newThirdPartySiret(), orgId: fx.lyonOrgId },
    }),
  },
  'PUT /api/desk/partnership/:id': {
    expect: item(200),
    call: (fx) => ({
      method: 'PUT',
      path: `/api/desk/partnership/${fx.lyonPartnershipId}`,
      body: { name: 'Tiers lyonnais', groupId: fx.lyonPartnershipGroupId },
    }),
  },
  'PUT /api/desk/partnership/:id/transmission-mode': {
    expect: item(200),
    call: (fx) => ({
      method: 'PUT',
      path: `/api/desk/partnership/${fx.lyonPartnershipId}/transmission-mode`,
      body: { transmissionMode: 'LINK' },
    }),
  },
  'POST /api/desk/partnership/:id/enable': {
    expect: item(200),
    call: async (fx) => ({
      method: 'POST',
      path: `/api/desk/partnership/${await fx.disposable('disabledPartnership')}/enable`,
    }),
  },
  'POST /api/desk/partnership/:id/disable': {
    expect: item(200),
    call: async (fx) => ({
      method: 'POST',
      path: `/api/desk/partnership/${await fx.disposable('partnership')}/disable`,
    }),
  },
  'POST /api/desk/partnership/:id/fill-contact-mail': {
    expect: item(200),
    call: async (fx) => ({
      method: 'POST',
      path: `/api/desk/partnership/${await fx.disposable('partnership')}/fill-contact-mail`,
      body: { email: 'contact@tiers.example' },
    }),
  },
  // Public: the emailed reference is the credential, and a wrong one gets the same answer from anyone.
  'POST /api/desk/partnership/:id/validating-mail': {
    expect: everyone(400),
    call: (fx) => ({
      method: 'POST',
      path: `/api/desk/partnership/${fx.lyonPartnershipId}/validating-mail`,
      body: { email: 'contact@tiers.example', reference: 'not-the-reference' },
    }),
  },

  'POST /api/desk/partnership-groups': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/partnership-groups', body: search }),
    listed: (body: { groups: { id: string }[] }) => body.groups.map((g) => g.id),
    target: (fx) => fx.lyonPartnershipGroupId,
  },
  'GET /api/desk/partnership-group/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/partnership-group/${fx.lyonPartnershipGroupId}` }),
  },
  'POST /api/desk/partnership-group': {
    expect: lyonRequest,
    call: async (fx) => ({
      method: 'POST',
      path: '/api/desk/partnership-group',
      body: { name: 'Nouveaux tiers', partnerships: [await fx.disposable('partnership')] },
    }),
  },
  'PUT /api/desk/partnership-group/:id': {
    expect: item(200),
    call: (fx) => ({
      method: 'PUT',
      path: `/api/desk/partnership-group/${fx.lyonPartnershipGroupId}`,
      body: { name: 'Tiers de Lyon', partnerships: [fx.lyonPartnershipId] },
    }),
  },
  'DELETE /api/desk/partnership-group/:id': {
    expect: item(204),
    call: async (fx) => ({
      method: 'DELETE',
      path: `/api/desk/partnership-group/${await fx.disposable('partnershipGroup')}`,
    }),
  },
};
