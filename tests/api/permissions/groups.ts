import { item, list, search, type Rows } from './matrix';

export const groupRows: Rows = {
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
      body: { name: 'Renamed group', users: [fx.lyonUserId] },
    }),
  },
  'DELETE /api/user-directory/desk-user-group/:id': {
    // A member in Paris and one in Lyon: the Paris-only administrator sees the group, but deleting
    // it would change the rights of someone outside their organisations.
    expect: { ...item(204), filteredOut: 409 },
    call: async (fx) => ({
      method: 'DELETE',
      path: `/api/user-directory/desk-user-group/${await fx.disposable('mixedGroup')}`,
    }),
  },
};
