import { item, list, search, type Fixtures, type Rows } from './matrix';

const groupBody = (fx: Fixtures) => ({
  name: 'Matrix employee group',
  orgId: fx.lyonOrgId,
  employeeIds: [fx.lyonEmployeeId],
});

export const employeeGroupRows: Rows = {
  'POST /api/desk/employee-groups': {
    expect: list,
    call: () => ({ method: 'POST', path: '/api/desk/employee-groups', body: search }),
    listed: (body: { employeeGroups: { id: string }[] }) => body.employeeGroups.map((group) => group.id),
    target: (fx) => fx.lyonEmployeeGroupId,
  },
  'GET /api/desk/employee-group/:id': {
    expect: item(200),
    call: (fx) => ({ method: 'GET', path: `/api/desk/employee-group/${fx.lyonEmployeeGroupId}` }),
  },
  'POST /api/desk/employee-group': {
    // Lyon and its employee are not theirs to name: refused as input, not as a call.
    expect: { ...item(201), otherCustomer: 400, filteredOut: 400 },
    call: (fx) => ({ method: 'POST', path: '/api/desk/employee-group', body: groupBody(fx) }),
  },
  'PUT /api/desk/employee-group/:id': {
    expect: item(200),
    call: (fx) => ({
      method: 'PUT',
      path: `/api/desk/employee-group/${fx.lyonEmployeeGroupId}`,
      body: groupBody(fx),
    }),
  },
  'DELETE /api/desk/employee-group/:id': {
    expect: item(204),
    call: async (fx) => ({
      method: 'DELETE',
      path: `/api/desk/employee-group/${await fx.disposable('employeeGroup')}`,
    }),
  },
};
