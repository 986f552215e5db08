import { everyone, item, signedIn, type Rows } from './matrix';

/** Signing in and out, and the caller's own account. */
export const sessionRows: Rows = {
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
};
