import { item, list, search, type Fixtures, type Rows } from './matrix';

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

export const userRows: Rows = {
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
};
