import { everyone, item, type Rows } from './matrix';

/** Personal document accounts: the bulk actions need EMPLOYEES_EDIT and employees the caller sees. */
export const employeeAccountRows: Rows = {
  'POST /api/desk/employees/accounts': {
    expect: item(200),
    call: (fx) => ({ method: 'POST', path: '/api/desk/employees/accounts', body: { ids: [fx.lyonEmployeeId] } }),
  },
  'POST /api/desk/employees/activation-letters': {
    expect: item(200),
    call: (fx) => ({
      method: 'POST',
      path: '/api/desk/employees/activation-letters',
      body: { ids: [fx.lyonEmployeeId] },
    }),
  },
  'POST /api/desk/employees/remind': {
    expect: item(200),
    call: (fx) => ({ method: 'POST', path: '/api/desk/employees/remind', body: { ids: [fx.lyonEmployeeId] } }),
  },
  // Public, as the login: a wrong code is a 400 for anyone.
  'POST /api/user-directory/account/activate': {
    expect: everyone(400),
    call: () => ({
      method: 'POST',
      path: '/api/user-directory/account/activate',
      body: { login: 'nobody', code: 'AAAA-BBBB-CCCC' },
    }),
  },
};
