import type { CallBody } from '../../../common/api/call';
import { employees } from '../../../common/api/employees';
import { makeNir } from '../../support/nir';
import { makeEmployee, makeOrganization } from '../../support/factories';
import { item, list, rowsOf, search, type AreaFixtures, type Fixtures } from './matrix';

const employeeBody = (fx: Fixtures): CallBody<typeof employees.create> => ({
  firstName: 'Matrix',
  lastName: 'Employee',
  socialSecurityNumber: makeNir(),
  organizations: [{ orgId: fx.lyonOrgId }],
});
const ids = (fx: Fixtures) => ({ body: { ids: [fx.lyonEmployeeId] } });
const lyonEmployee = (fx: Fixtures) => ({ params: { id: fx.lyonEmployeeId } });
/** A bulk call: gated by the feature; outside rows are left alone, unsaid (the API tests check which changed). */
const bulk = list;

export const employeeRows = rowsOf(employees, {
  search: {
    expect: list,
    input: () => ({ body: search }),
    listed: (body) => body.employees.map((employee) => employee.id),
    target: (fx) => fx.lyonEmployeeId,
  },
  stats: { expect: list },
  deactivate: { expect: bulk, input: ids },
  reactivate: { expect: bulk, input: ids },
  unlinkOrganization: { input: async (fx) => ({ params: { id: await fx.freshLyonOrganization() } }) },
  get: { input: lyonEmployee },
  create: {
    // In Lyon: another customer or a Paris-only administrator may not name it.
    expect: { ...item(201), otherCustomer: 400, filteredOut: 400 },
    input: (fx) => ({ body: employeeBody(fx) }),
  },
  update: {
    input: (fx) => ({ ...lyonEmployee(fx), body: { ...employeeBody(fx), socialSecurityNumber: undefined } }),
  },
  link: { input: (fx) => ({ ...lyonEmployee(fx), body: { orgId: fx.lyonOrgId } }) },
  revealNir: { input: lyonEmployee },
});

export const employeeFixtures: AreaFixtures<'freshLyonOrganization'> = async ({ server, adminToken, shared }) => ({
  freshLyonOrganization: async () => {
    const shop = await makeOrganization(server, adminToken, { parentId: shared.lyonOrgId });
    await makeEmployee(server, adminToken, { organizations: [{ orgId: shop.id }] });
    return shop.id;
  },
});
