/** The session kept in the browser (spec section 3); the refresh token is kept apart from it. */
export type StoredSession = {
  token: string;
  login: string;
  orgId: string;
  features: string[];
  fullName: string;
  mustInitAccount: boolean;
  /** An employee's personal document account: their own documents and profile only. */
  personalAccount?: boolean;
};

const SESSION_KEY = 'liasse.session';
const REFRESH_TOKEN_KEY = 'liasse.refreshToken';

/** What the HTTP client needs of the session: read the tokens, replace them when the server rotates them. */
export type TokenStore = {
  getToken: () => string | undefined;
  setToken: (token: string) => void;
  getRefreshToken: () => string | undefined;
  setRefreshToken: (refreshToken: string) => void;
};

export const createSessionStore = (storage: Storage) => {
  const read = (): StoredSession | undefined => {
    const raw = storage.getItem(SESSION_KEY);
    if (!raw) return undefined;
    try {
      return JSON.parse(raw) as StoredSession;
    } catch {
      storage.removeItem(SESSION_KEY);
      return undefined;
    }
  };
  const write = (session: StoredSession) => storage.setItem(SESSION_KEY, JSON.stringify(session));
  return {
    read,
    write,
    update: (changes: Partial<StoredSession>) => {
      const session = read();
      if (session) write({ ...session, ...changes });
    },
    clear: () => {
      storage.removeItem(SESSION_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
    },
    getToken: () => read()?.token,
    setToken: (token: string) => {
      const session = read();
      if (session) write({ ...session, token });
    },
    getRefreshToken: () => storage.getItem(REFRESH_TOKEN_KEY) ?? undefined,
    setRefreshToken: (refreshToken: string) => storage.setItem(REFRESH_TOKEN_KEY, refreshToken),
  };
};

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The user's data as the login and `user/current` give it, in the stored session's shape. */
export const sessionOf = (
  token: string,
  user: {
    login: string;
    userOrgId: string;
    features: string[];
    firstName: string;
    name: string;
    mustInitAccount: boolean;
    personalAccount?: boolean;
  },
): StoredSession => ({
  token,
  login: user.login,
  orgId: user.userOrgId,
  features: user.features,
  fullName: `${user.firstName} ${user.name}`.trim(),
  mustInitAccount: user.mustInitAccount,
  personalAccount: user.personalAccount ?? false,
});
