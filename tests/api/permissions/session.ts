import { account } from '../../../common/api/account';
import { everyone, rowsOf, signedIn } from './matrix';

/** Signing in and out, and the caller's own account. */
export const sessionRows = rowsOf(account, {
  login: {
    expect: everyone(401),
    input: () => ({ body: { login: 'nobody', password: 'x' } }),
  },
  // Run last for each caller's session would end it: logout is checked on a session of its own.
  logout: { ownSession: true },
  casCallback: { expect: everyone(302) },
  // Public, as the login: a wrong code is a 400 for anyone.
  activate: {
    expect: everyone(400),
    input: () => ({ body: { login: 'nobody', code: 'AAAA-BBBB-CCCC' } }),
  },
  current: {},
  changePassword: {
    expect: signedIn(400),
    input: () => ({ body: { oldPassword: 'wrong', newPassword: 'Never-Set-1', confirmation: 'Never-Set-1' } }),
  },
  finalize: {
    expect: signedIn(409),
    input: () => ({ body: { password: 'Never-Set-1', confirmation: 'Never-Set-1', acceptTerms: true } }),
  },
  reinitPassword: { input: () => ({ body: { login: 'nobody' } }) },
  resetPassword: {
    expect: everyone(400),
    input: () => ({ body: { token: 'made-up', password: 'Never-Set-1', confirmation: 'Never-Set-1' } }),
  },
  unblockUser: { input: (fx) => ({ params: { id: fx.lyonUserId } }) },
});
