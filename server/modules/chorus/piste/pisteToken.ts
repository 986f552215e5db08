import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ChorusError, type ChorusConnection } from './chorusPro';
import type { HttpAnswer } from './retryingFetch';

/** Renewed this long before PISTE says it expires, so that no call leaves with a token about to die. */
const RENEW_BEFORE_EXPIRY_MS = 60_000;

const ZTokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.coerce.number().positive(),
});

type Token = { accessToken: string; renewAt: number };

/**
 * One token per PISTE application, shared by every client of this process. The key holds a hash of
 * the secret too: a client configured with a wrong secret must be refused, not served the token of
 * a right one.
 */
const tokens = new Map<string, Promise<Token>>();

const keyOf = (connection: ChorusConnection) =>
  [connection.oauthUrl, connection.clientId, createHash('sha256').update(connection.clientSecret).digest('hex')].join(
    ' ',
  );

type TokenRequest = (form: URLSearchParams) => Promise<HttpAnswer>;

const requestToken = async (connection: ChorusConnection, send: TokenRequest): Promise<Token> => {
  const answer = await send(
    new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: connection.clientId,
      client_secret: connection.clientSecret,
      scope: 'openid',
    }),
  );
  if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
    throw new ChorusError('WRONG_IDENTIFIERS', null, `PISTE refused the application (HTTP ${answer.status})`);
  }
  if (answer.status !== 200) throw new ChorusError('UNAVAILABLE', null, `PISTE token endpoint: HTTP ${answer.status}`);
  let parsed: z.infer<typeof ZTokenAnswer>;
  try {
    parsed = ZTokenAnswer.parse(JSON.parse(answer.text));
  } catch {
    throw new ChorusError('UNAVAILABLE', null, 'PISTE token endpoint: unexpected answer');
  }
  return { accessToken: parsed.access_token, renewAt: Date.now() + parsed.expires_in * 1000 - RENEW_BEFORE_EXPIRY_MS };
};

/** A valid bearer token: the cached one unless it is near its end, else a new one (one request for concurrent callers). */
export const bearerToken = async (connection: ChorusConnection, send: TokenRequest): Promise<string> => {
  const key = keyOf(connection);
  const cached = tokens.get(key);
  if (cached) {
    const token = await cached.catch(() => null);
    if (token && token.renewAt > Date.now()) return token.accessToken;
    if (tokens.get(key) !== cached) return bearerToken(connection, send);
  }
  const pending = requestToken(connection, send);
  tokens.set(key, pending);
  pending.catch(() => tokens.get(key) === pending && tokens.delete(key));
  return (await pending).accessToken;
};

/** Forgets a token the API refused, unless another caller already replaced it. */
export const forgetToken = async (connection: ChorusConnection, accessToken: string) => {
  const key = keyOf(connection);
  const cached = tokens.get(key);
  const token = await cached?.catch(() => null);
  if (token?.accessToken === accessToken && tokens.get(key) === cached) tokens.delete(key);
};
