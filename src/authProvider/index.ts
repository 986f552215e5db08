import type { AuthProvider } from 'react-admin';
import { account } from '../../common/api/account';
import type { TFrontConf } from '../../common/schemas/frontConf';
import type { ApiCall } from '../dataProvider/call';
import { RESOURCES_LIST } from '../resources';
import { canAccessResource } from '../resources/access';
import { sessionExpiry } from '../session/sessionExpiry';
import { sessionOf, type SessionStore } from '../session/sessionStore';

type PasswordCredentials = { username: string; password: string };
/** /autologin and single sign-on hand over tokens the server issued. */
type HandedOverTokens = { authorization: string; refreshToken: string };

const EMPTY_USER = { login: '', userOrgId: '', features: [], firstName: '', name: '', mustInitAccount: false };

/** Sessions as spec section 4 describes them. */
export const createAuthProvider = (
  call: ApiCall,
  session: SessionStore,
  conf: Pick<TFrontConf, 'CAS_ENABLED' | 'CAS_LOGIN_URL'>,
  /** Called once a session is stored: react-admin's cached "not authenticated" must go. */
  onSessionStart: () => Promise<void>,
): AuthProvider => {
  const adopt = async ({ authorization, refreshToken }: HandedOverTokens) => {
    session.write(sessionOf(authorization, EMPTY_USER));
    session.setRefreshToken(refreshToken);
    try {
      const { json } = await call(account.current);
      session.write(sessionOf(session.getToken()!, json.data));
    } catch (error) {
      session.clear();
      throw error;
    }
  };

  const logIn = async ({ username, password }: PasswordCredentials) => {
    const response = await call(account.login, { body: { login: username, password } });
    const token = response.headers.get('set-authorization');
    const refreshToken = response.headers.get('set-refresh-token');
    if (!token || !refreshToken) throw new Error('liasse.error.INTERNAL_ERROR');
    session.write(sessionOf(token, response.json.data));
    session.setRefreshToken(refreshToken);
  };

  return {
    login: async (params: PasswordCredentials | HandedOverTokens) => {
      sessionExpiry.clear();
      await ('authorization' in params ? adopt(params) : logIn(params));
      await onSessionStart();
    },

    logout: async () => {
      if (session.getToken()) {
        // The session ends on the server too; if that call fails, the local session still ends.
        await call(account.logout).catch(() => undefined);
      }
      session.clear();
    },

    checkAuth: async () => {
      if (session.read()) return;
      // No message: arriving signed out is not an error worth a snackbar, only a trip to sign in.
      throw { message: false, redirectTo: conf.CAS_ENABLED && conf.CAS_LOGIN_URL ? conf.CAS_LOGIN_URL : '/login' };
    },

    checkError: async (error: { status?: number }) => {
      if (error?.status !== 401) return;
      session.clear();
      sessionExpiry.mark();
      throw { message: false, redirectTo: '/login?expired=1' };
    },

    getPermissions: async () => session.read()?.features ?? [],

    // Each resource names the features that open its screens; a screen they do not open shows
    // react-admin's access-denied page, and its buttons and links are not offered.
    canAccess: async ({ resource, action }) =>
      canAccessResource(RESOURCES_LIST, session.read()?.features ?? [], { resource, action }),

    getIdentity: async () => {
      const current = session.read();
      if (!current) throw new Error('ra.auth.auth_check_error');
      return { id: current.login, fullName: current.fullName };
    },
  };
};
