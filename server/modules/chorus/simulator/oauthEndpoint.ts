import { randomBytes } from 'node:crypto';
import type { RouteAnswer } from './chorusAnswers';
import type { SimAccount, SimulatorState } from './simulatorState';

/** PISTE's token endpoint: client credentials in a form, a bearer token that expires. */
export const issueToken = (state: SimulatorState, form: URLSearchParams): RouteAnswer => {
  state.tokenRequests++;
  if (form.get('grant_type') !== 'client_credentials') {
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }
  const clientId = form.get('client_id') ?? '';
  if (!state.clients.has(clientId) || state.clients.get(clientId) !== form.get('client_secret')) {
    return { status: 401, body: { error: 'invalid_client', error_description: 'Client authentication failed' } };
  }
  const token = randomBytes(24).toString('hex');
  state.tokens.set(token, new Date(state.now().getTime() + state.tokenLifetimeSeconds * 1000));
  return {
    status: 200,
    body: { access_token: token, token_type: 'Bearer', expires_in: state.tokenLifetimeSeconds, scope: 'openid' },
  };
};

/** The bearer token is the application's; a missing, unknown or expired one is a 401 saying so. */
export const hasValidToken = (state: SimulatorState, authorization: string | undefined) => {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  const expiresAt = token ? state.tokens.get(token) : undefined;
  return !!expiresAt && expiresAt > state.now();
};

/** cpro-account: base64 of "login:password" of a technical account. */
export const accountOf = (state: SimulatorState, header: string | undefined): SimAccount | undefined => {
  const decoded = Buffer.from(header ?? '', 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return undefined;
  const account = state.accounts.get(decoded.slice(0, separator));
  return account?.password === decoded.slice(separator + 1) ? account : undefined;
};
