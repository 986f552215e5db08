import { item, list, search, type Fixtures, type Rows } from './matrix';
import { makeNir } from '../../support/nir';

const employeeBody = (fx: Fixtures) => ({
  firstName: 'Matrix',
  lastName: 'Employee',
  socialSecurityNumber: makeNir(),
  organizations: [{ orgId: fx.lyonOrgId }],
});
const ids = (fx: Fixtures) => ({ ids: [fx.lyonEmployeeId] });
/** A bulk call: gated by the feature; outside rows are left alone, unsaid (the API tests check which changed). */
const bulk = list;

export const employeeRows: Rows = {
  'POST /api/desk/employees': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/employees', body: search }),
    listed: (body: { employees: { id: string }[] }) => body.employees.map((employee) => employee.id),
    target: (fx) => fx.lyonEmployeeId,
  },
  'GET /api/desk/employees/stats': {
    expect: list,
    call: () => ({ method: 'GET', path: '/api/desk/employees/stats' }),
  },
  'POST /api/desk/employees/deactivate': {
    expect: bulk,
    call: (fx) => ({ method: 'POST', path: '/api/desk/employees/deactivate', body: ids(fx) }),
  },
  'POST /api/desk/employees/reactivate': {
    expect: bulk,
    call: (fx) => ({ method: 'POST', path: '/api/desk/employees/reactivate', body: ids(fx) }),
  },
  'DELETE /api/desk/employees/organization/:id': {
    expect: item(200),
    call: async (fx) => ({
      method: 'DELETE',
      path: `/api/desk/employees/organization/${await fx.disposable('lyonOrganization')}`,
    }),
  },
  'GET /api/desk/employee/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/employee/${fx.lyonEmployeeId}` }),
  },
  'POST /api/desk/employee': {
    // In Lyon: another customer or a Paris-only administrator may not name it.
    expect: { ...item(201), otherCustomer: 400, filteredOut: 400 },
    call: (fx) => ({ method: 'POST', path: '/api/desk/employee', body: employeeBody(fx) }),
  },
  'PUT /api/desk/employee/:id': {
    expect: item(200),
    call: (fx) => ({
      method: 'PUT',
      path: `/api/desk/employee/${fx.lyonEmployeeId}`,
      body: { ...employeeBody(fx), socialSecurityNumber: undefined },
    }),
  },
  'POST /api/desk/employee/:id/organizations': {
    expect: item(200),
    call: (fx) => ({
      method: 'POST',
      path: `/api/desk/employee/${fx.lyonEmployeeId}/organizations`,
      body: { orgId: fx.lyonOrgId },
    }),
  },
  'POST /api/desk/employee/:id/nir/reveal': {
    expect: item(200),
    call: (fx) => ({ method: 'POST', path: `/api/desk/employee/${fx.lyonEmployeeId}/nir/reveal` }),
  },
};
