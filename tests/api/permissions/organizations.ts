import { makeSiret } from '../../support/siret';
import { item, list, search, signedIn, type Fixtures, type Rows } from './matrix';

const organizationBody = (fx: Fixtures, name: string, siret: string) => ({
  name,
  siret,
  parentId: fx.customerRootId,
  address: { city: 'Lyon' },
});

export const organizationRows: Rows = {
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
  'GET /api/desk/organization/:id/retention': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/organization/${fx.lyonOrgId}/retention` }),
  },
  'PUT /api/desk/organization/:id/retention': {
    expect: item(200),
    call: (fx) => ({
      method: 'PUT',
      path: `/api/desk/organization/${fx.lyonOrgId}/retention`,
      body: { policies: [{ docType: 'WCNT', rule: 'AFTER_DEPARTURE', years: 5, age: null }] },
    }),
  },
};
