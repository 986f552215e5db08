import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Route, RouteAnswer } from './chorusAnswers';
import { invoiceConsultRoutes } from './invoiceConsultRoutes';
import { invoiceDepositRoutes } from './invoiceDepositRoutes';
import { invoiceSearchRoutes } from './invoiceSearchRoutes';
import { accountOf, hasValidToken, issueToken } from './oauthEndpoint';
import type { SimulatorState } from './simulatorState';
import { structuresRoutes } from './structuresRoutes';
import { transversesRoutes } from './transversesRoutes';

export const OAUTH_PATH = '/api/oauth/token';
export const API_PREFIX = '/cpro/';

const ROUTES: Record<string, Route> = {
  ...structuresRoutes,
  ...transversesRoutes,
  ...invoiceDepositRoutes,
  ...invoiceSearchRoutes,
  ...invoiceConsultRoutes,
};

/** A 10 MB file in base64 and its JSON around it; past this, a request is not one Chorus would take. */
const LARGEST_BODY = 16 * 1024 * 1024;

const readBody = async (request: IncomingMessage): Promise<string | null> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > LARGEST_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
};

const send = (response: ServerResponse, { status, body }: RouteAnswer, headers: Record<string, string> = {}) => {
  if (response.destroyed) return;
  response
    .writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers })
    .end(JSON.stringify(body));
};

const parseJson = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const answerApi = async (state: SimulatorState, request: IncomingMessage, response: ServerResponse, body: string) => {
  if (!hasValidToken(state, request.headers.authorization)) {
    response.writeHead(401, { 'www-authenticate': 'Bearer error="invalid_token"' }).end();
    return;
  }
  const account = accountOf(state, request.headers['cpro-account'] as string | undefined);
  // Like PISTE: a refused technical account gets a bare 401, no Chorus answer.
  if (!account) return void response.writeHead(401).end();
  const route = ROUTES[new URL(request.url ?? '/', 'http://chorus').pathname.slice(API_PREFIX.length)];
  if (!route) return send(response, { status: 404, body: { codeRetour: 404, libelle: 'Service inconnu' } });
  const json = parseJson(body);
  if (!json) return send(response, { status: 400, body: { codeRetour: 400, libelle: 'Corps JSON illisible' } });
  send(response, await route(json, { state, account }));
};

/** Failures a test asked for, in order: a held-back answer, or an HTTP error (with a Retry-After). */
const injectedFailure = (
  state: SimulatorState,
  stalls: Set<NodeJS.Timeout>,
  answer: () => void,
  response: ServerResponse,
): boolean => {
  const failure = state.failures.shift();
  if (failure?.stallMs) {
    const stall = setTimeout(() => {
      stalls.delete(stall);
      answer();
    }, failure.stallMs);
    stalls.add(stall);
    return true;
  }
  if (!failure?.status) return false;
  const headers: Record<string, string> = failure.retryAfterSeconds
    ? { 'retry-after': String(failure.retryAfterSeconds) }
    : {};
  send(response, { status: failure.status, body: { error: 'injected failure' } }, headers);
  return true;
};

/** The simulator's HTTP: PISTE's token endpoint, then the API behind its token and account checks. */
export const simulatorRequestHandler =
  (state: SimulatorState, stalls: Set<NodeJS.Timeout>) => (request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const body = await readBody(request);
      if (body === null)
        return send(response, { status: 413, body: { codeRetour: 413, libelle: 'Requête trop grande' } });
      const path = new URL(request.url ?? '/', 'http://chorus').pathname;
      if (request.method !== 'POST') return send(response, { status: 405, body: { error: 'method_not_allowed' } });
      if (path === OAUTH_PATH) return send(response, issueToken(state, new URLSearchParams(body)));
      if (!path.startsWith(API_PREFIX)) return send(response, { status: 404, body: { error: 'not_found' } });
      const answer = () => void answerApi(state, request, response, body);
      if (!injectedFailure(state, stalls, answer, response)) answer();
    })().catch(() => send(response, { status: 500, body: { codeRetour: 500, libelle: 'Erreur interne' } }));
  };
