import { makeSiret } from '../support/siret';

/**
 * Every call of the server × who makes it → the expected status. The permission test runs each
 * row, and fails on any call the server has that this table does not list.
 *
 * The callers: anonymous; `noFeature` (a user of the same customer whom no rule grants anything);
 * `otherCustomer` (an administrator of another customer); `filteredOut` (an administrator of the
 * same customer who sees only the Paris organisation, while the targets sit in Lyon); `allowed`
 * (the demo administrator).
 */
export type Caller = 'anonymous' | 'noFeature' | 'otherCustomer' | 'filteredOut' | 'allowed';

export type Fixtures = {
  lyonUserId: string;
  groupId: string;
  lyonRuleId: string;
  lyonOrgId: string;
  customerRootId: string;
  /** A fresh target for a call that consumes it (a delete). */
  disposable: (kind: 'user' | 'group' | 'rule') => Promise<string>;
};

export type Call = { method: string; path: string; body?: unknown };
export type Row = {
  expect: Record<Caller, number>;
  call: (fixtures: Fixtures) => Promise<Call> | Call;
  /** For a list: the ids it returns, which must never hold a target the caller may not see. */
  listed?: (body: never) => string[];
  target?: (fixtures: Fixtures) => string;
};

const everyone = (status: number): Record<Caller, number> => ({
  anonymous: status,
  noFeature: status,
  otherCustomer: status,
  filteredOut: status,
  allowed: status,
});
const signedIn = (status: number) => ({ ...everyone(status), anonymous: 401 });
/** A list: 401, 403 without the feature, else 200 (what it holds is checked apart). */
const list = { anonymous: 401, noFeature: 403, otherCustomer: 200, filteredOut: 200, allowed: 200 };
/** One item in an organisation the filtered caller does not see. */
const item = (ok: number) => ({ anonymous: 401, noFeature: 403, otherCustomer: 404, filteredOut: 404, allowed: ok });
/** One item of the customer, whatever the organisation (groups belong to the customer). */
const customerItem = (ok: number) => ({ ...item(ok), filteredOut: ok });

const search = { search: '', limit: 100, page: 1 };
const organizationBody = (fx: Fixtures, name: string, siret: string) => ({
  name,
  siret,
  parentId: fx.customerRootId,
  address: { city: 'Lyon' },
});
const ruleBody = (fx: Fixtures) => ({
  name: 'Matrix rule',
  orgId: fx.lyonOrgId,
  userIds: [fx.lyonUserId],
  features: ['DOCUMENTS_LIST'],
});
const userBody = (fx: Fixtures, login: string) => ({
  login,
  firstName: 'Matrix',
  lastName: 'User',
  email: null,
  userOrgId: fx.lyonOrgId,
  visuOrgIds: [fx.lyonOrgId],
});
let logins = 0;
const newLogin = () => `matrix-${++logins}`;

export const PERMISSION_MATRIX: Record<string, Row> = {
  'GET /health': { expect: everyone(200), call: () => ({ method: 'GET', path: '/health' }) },
  'GET /ready': { expect: everyone(200), call: () => ({ method: 'GET', path: '/ready' }) },
  'GET /static/front_conf.json': {
    expect: everyone(200),
    call: () => ({ method: 'GET', path: '/static/front_conf.json' }),
  },
  'GET /static/i18n/:id/:locale.json': {
    expect: everyone(200),
    call: () => ({ method: 'GET', path: '/static/i18n/default/fr.json' }),
  },
  'POST /api/user-directory/desk-user/login': {
    expect: everyone(401),
    call: () => ({
      method: 'POST',
      path: '/api/user-directory/desk-user/login',
      body: { login: 'nobody', password: 'x' },
    }),
  },
  'POST /api/user-directory/desk-user/logout': {
    // Run last for each caller's session would end it: logout is checked on a session of its own.
    expect: signedIn(204),
    call: () => ({ method: 'POST', path: '/api/user-directory/desk-user/logout' }),
  },
  'GET /api/user-directory/cas/callback': {
    expect: everyone(302),
    call: () => ({ method: 'GET', path: '/api/user-directory/cas/callback' }),
  },
  'GET /api/user-directory/user/current': {
    expect: signedIn(200),
    call: () => ({ method: 'GET', path: '/api/user-directory/user/current' }),
  },
  'POST /api/user-directory/users/change-password': {
    expect: signedIn(400),
    call: () => ({
      method: 'POST',
      path: '/api/user-directory/users/change-password',
      body: { oldPassword: 'wrong', newPassword: 'Never-Set-1', confirmation: 'Never-Set-1' },
    }),
  },
  'POST /api/user-directory/user/current/finalize': {
    expect: signedIn(409),
    call: () => ({
      method: 'POST',
      path: '/api/user-directory/user/current/finalize',
      body: { password: 'Never-Set-1', confirmation: 'Never-Set-1', acceptTerms: true },
    }),
  },
  'POST /api/user-directory/reinit-password': {
    expect: everyone(202),
    call: () => ({ method: 'POST', path: '/api/user-directory/reinit-password', body: { login: 'nobody' } }),
  },
  'POST /api/user-directory/reinit-password/confirm': {
    expect: everyone(400),
    call: () => ({
      method: 'POST',
      path: '/api/user-directory/reinit-password/confirm',
      body: { token: 'made-up', password: 'Never-Set-1', confirmation: 'Never-Set-1' },
    }),
  },
  'POST /api/user-directory/user/:id/unblock': {
    expect: item(204),
    call: (fx) => ({ method: 'POST', path: `/api/user-directory/user/${fx.lyonUserId}/unblock`, body: {} }),
  },
  'POST /api/desk/outbox-messages': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/outbox-messages', body: { limit: 100 } }),
  },

  // INSEE's directory is public data, the same for every customer: only the feature gates it.
  'GET /api/org-directory/siret/:siret': {
    expect: list,
    call: () => ({ method: 'GET', path: '/api/org-directory/siret/84123456700029' }),
  },

  'POST /api/desk/organizations': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/organizations', body: search }),
    listed: (body: { organizations: { id: string }[] }) => body.organizations.map((org) => org.id),
    target: (fx) => fx.lyonOrgId,
  },
  'POST /api/desk/organizations/top-level': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/organizations/top-level', body: search }),
    listed: (body: { organizations: { id: string }[] }) => body.organizations.map((org) => org.id),
    target: (fx) => fx.customerRootId,
  },
  'POST /api/desk/organizations/nochildren/:orgID': {
    expect: item(200),
    call: (fx) => ({ method: 'POST', path: `/api/desk/organizations/nochildren/${fx.lyonOrgId}`, body: search }),
  },
  'GET /api/desk/organizations/stats': {
    expect: list,
    call: () => ({ method: 'GET', path: '/api/desk/organizations/stats' }),
  },
  'GET /api/desk/organization/current/stylesheet': {
    expect: signedIn(200),
    call: () => ({ method: 'GET', path: '/api/desk/organization/current/stylesheet' }),
  },
  'GET /api/desk/organization/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/organization/${fx.lyonOrgId}` }),
  },
  'GET /api/desk/organization/:id/ancestors': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/organization/${fx.lyonOrgId}/ancestors` }),
  },
  'POST /api/desk/organization': {
    // Under the customer's root: another customer or a Paris-only administrator may not name it.
    expect: { ...item(201), otherCustomer: 400, filteredOut: 400 },
    call: (fx) => ({
      method: 'POST',
      path: '/api/desk/organization',
      body: organizationBody(fx, 'Matrix organisation', makeSiret()),
    }),
  },
  'PUT /api/desk/organization/:id': {
    expect: item(200),
    call: (fx) => ({
      method: 'PUT',
      path: `/api/desk/organization/${fx.lyonOrgId}`,
      body: organizationBody(fx, 'Liasse Démo Lyon', '84123456700037'),
    }),
  },
  'GET /api/desk/organization/:id/conf': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/organization/${fx.lyonOrgId}/conf` }),
  },
  'PUT /api/desk/organization/:id/conf': {
    expect: item(200),
    call: (fx) => ({ method: 'PUT', path: `/api/desk/organization/${fx.lyonOrgId}/conf`, body: {} }),
  },
  'POST /api/desk/organization/:id/conf/transmission-mode': {
    expect: item(200),
    call: (fx) => ({
      method: 'POST',
      path: `/api/desk/organization/${fx.lyonOrgId}/conf/transmission-mode`,
      body: { transmissionMode: 'LINK' },
    }),
  },
  'POST /api/desk/organization/:id/conf/reception-mode': {
    expect: item(200),
    call: (fx) => ({
      method: 'POST',
      path: `/api/desk/organization/${fx.lyonOrgId}/conf/reception-mode`,
      body: { receptionMode: 'ATTACHMENT' },
    }),
  },
  'GET /api/desk/organization/:orgId/conf/doc-type': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/organization/${fx.lyonOrgId}/conf/doc-type` }),
  },

  'POST /api/user-directory/desk-user-groups': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/user-directory/desk-user-groups', body: search }),
    listed: (body: { groups: { id: string }[] }) => body.groups.map((group) => group.id),
    target: (fx) => fx.groupId,
  },
  'GET /api/user-directory/desk-user-group/:id': {
    // Its only member is in Lyon: a Paris-only administrator may not see it.
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/user-directory/desk-user-group/${fx.groupId}` }),
  },
  'POST /api/user-directory/desk-user-group': {
    expect: { ...list, allowed: 201, otherCustomer: 201, filteredOut: 201 },
    call: () => ({
      method: 'POST',
      path: '/api/user-directory/desk-user-group',
      body: { name: 'Matrix group', users: [] },
    }),
  },
  'PUT /api/user-directory/desk-user-group/:id': {
    expect: item(200),
    call: (fx) => ({
      method: 'PUT',
      path: `/api/user-directory/desk-user-group/${fx.groupId}`,
      body: { name: 'Renamed group', users: [] },
    }),
  },
  'DELETE /api/user-directory/desk-user-group/:id': {
    // A group without members is anyone's of the customer to delete.
    expect: customerItem(204),
    call: async (fx) => ({
      method: 'DELETE',
      path: `/api/user-directory/desk-user-group/${await fx.disposable('group')}`,
    }),
  },

  'POST /api/user-directory/desk-users': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/user-directory/desk-users', body: search }),
    listed: (body: { users: { id: string }[] }) => body.users.map((user) => user.id),
    target: (fx) => fx.lyonUserId,
  },
  'GET /api/user-directory/desk-user/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/user-directory/desk-user/${fx.lyonUserId}` }),
  },
  'POST /api/user-directory/desk-user': {
    // Creating in Lyon: another customer or a Paris-only administrator may not name it.
    expect: { ...item(201), otherCustomer: 400, filteredOut: 400 },
    call: (fx) => ({
      method: 'POST',
      path: '/api/user-directory/desk-user',
      body: { ...userBody(fx, newLogin()), password: 'Matrix-Pass-1', confirmation: 'Matrix-Pass-1' },
    }),
  },
  'PUT /api/user-directory/desk-user/:id': {
    expect: item(200),
    call: (fx) => ({
      method: 'PUT',
      path: `/api/user-directory/desk-user/${fx.lyonUserId}`,
      body: userBody(fx, 'lyon-user'),
    }),
  },
  'DELETE /api/user-directory/desk-user/:id': {
    expect: item(204),
    call: async (fx) => ({ method: 'DELETE', path: `/api/user-directory/desk-user/${await fx.disposable('user')}` }),
  },

  'POST /api/desk/access-rules': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/access-rules', body: search }),
    listed: (body: { accessRules: { id: string }[] }) => body.accessRules.map((rule) => rule.id),
    target: (fx) => fx.lyonRuleId,
  },
  'GET /api/desk/access-rule/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/access-rule/${fx.lyonRuleId}` }),
  },
  'POST /api/desk/access-rule': {
    expect: { ...item(201), otherCustomer: 400, filteredOut: 400 },
    call: (fx) => ({ method: 'POST', path: '/api/desk/access-rule', body: ruleBody(fx) }),
  },
  'PUT /api/desk/access-rule/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'PUT', path: `/api/desk/access-rule/${fx.lyonRuleId}`, body: ruleBody(fx) }),
  },
  'DELETE /api/desk/access-rule/:id': {
    expect: item(204),
    call: async (fx) => ({ method: 'DELETE', path: `/api/desk/access-rule/${await fx.disposable('rule')}` }),
  },
};
