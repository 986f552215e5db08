import type { AuthProvider } from 'react-admin';
import type { TLoginResponse } from '../../common/schemas/auth';
import type { HttpClient } from '../dataProvider/httpClient';
import type { SessionStore } from '../session/sessionStore';

/** Plain password sessions (spec section 4); the token arrives in `set-authorization`. */
export const createAuthProvider = (http: HttpClient, session: SessionStore, product: string): AuthProvider => ({
  login: async ({ username, password }: { username: string; password: string }) => {
    const response = await http<TLoginResponse>({
      base: 'userDirectory',
      path: `${product}-user/login`,
      method: 'POST',
      body: { login: username, password },
    });
    const token = response.headers.get('set-authorization');
    if (!token) throw new Error('liasse.error.INTERNAL_ERROR');
    const user = response.json.data;
    session.write({
      token,
      login: user.login,
      orgId: user.userOrgId,
      features: user.features,
      fullName: `${user.firstName} ${user.name}`.trim(),
      mustInitAccount: user.mustInitAccount,
    });
  },

  logout: async () => {
    if (session.getToken()) {
      // The session ends on the server too; if that call fails, the local session still ends.
      await http({ base: 'userDirectory', path: `${product}-user/logout`, method: 'POST' }).catch(() => undefined);
    }
    session.clear();
  },

  checkAuth: async () => {
    // No message: arriving logged out is not an error worth a snackbar, only a trip to the login.
    if (!session.read()) throw { message: false, redirectTo: '/login' };
  },

  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      session.clear();
      throw new Error('ra.notification.logged_out');
    }
  },

  getPermissions: async () => session.read()?.features ?? [],

  getIdentity: async () => {
    const current = session.read();
    if (!current) throw new Error('ra.auth.auth_check_error');
    return { id: current.login, fullName: current.fullName };
  },
});
