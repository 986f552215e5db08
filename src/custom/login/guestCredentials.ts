/**
 * The credentials of a /guest/{login}/{password} link, held in memory only (never in the address
 * bar, the history or storage) until the login form takes them.
 */
let pending: { login: string; password: string } | undefined;

export const holdGuestCredentials = (credentials: { login: string; password: string }) => {
  pending = credentials;
};

export const takeGuestCredentials = () => {
  const credentials = pending;
  pending = undefined;
  return credentials;
};
