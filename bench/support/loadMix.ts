import autocannon from 'autocannon';
import { account } from '../../common/api/account';
import { documentFiles, documents } from '../../common/api/documents';
import { pathOf } from '../../tests/support/api';
import { LOAD_PASSWORD, type LoadUser } from './loadUsers';

export type CallName = 'sign-in' | 'list' | 'search' | 'get' | 'preview' | 'download';
export const CALLS: CallName[] = ['sign-in', 'list', 'search', 'get', 'preview', 'download'];

/** The lists asked (`POST docs` with a filter and a sort), as the front end sends them. */
export const LIST_BODIES = [
  { page: 1, limit: 20, sort: { field: 'createdAt', order: 'DESC' }, filters: { docType: 'PAYE' } },
  { page: 1, limit: 20, sort: { field: 'fileName', order: 'ASC' }, filters: { year: 2025 } },
  { page: 1, limit: 20, sort: { field: 'periodStart', order: 'DESC' }, filters: { docType: 'WCNT', year: 2024 } },
];
/** The full-text searches asked (`POST docs` with `search`). */
export const SEARCH_BODIES = [
  { page: 1, limit: 20, search: 'février 417', sort: { field: 'createdAt', order: 'DESC' }, filters: {} },
  { page: 1, limit: 20, search: 'bulletin mars', sort: { field: 'createdAt', order: 'DESC' }, filters: {} },
];
export const PREVIEW_WIDTH = 800;

const LOGIN_PATH = pathOf(account.login);
const DOCS_PATH = pathOf(documents.search);

/**
 * One session of a user, which each client repeats: sign in, then open lists and documents
 * (details, first page's image, download) and search: 15 calls, of which one sign-in.
 */
const SESSION: CallName[] = [
  'sign-in',
  'list',
  'get',
  'preview',
  'list',
  'get',
  'download',
  'search',
  'get',
  'preview',
  'list',
  'get',
  'download',
  'search',
  'preview',
];

type Session = { user: LoadUser; token?: string; documentId?: string; lists: number; searches: number };

export type CallFigures = { latencies: number[]; statuses: Map<number, number> };
export type LoadFigures = { calls: Map<CallName, CallFigures>; seconds: number; errors: number; timeouts: number };

const pick = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)]!;

/**
 * Drives `connections` clients for `warmup` then `seconds` against `url`, each running sessions of
 * the users in turn; answers each call's latencies and statuses in the `seconds` after the warm-up
 * (past the first sign-ins of every client at once), and the errors and timeouts of the sockets.
 * `onMeasuring` is called when the warm-up ends.
 */
export const driveLoad = (
  url: string,
  users: LoadUser[],
  { connections, seconds, warmup }: { connections: number; seconds: number; warmup: number },
  onMeasuring: () => void,
): Promise<LoadFigures> => {
  let nextUser = 0;
  const calls = new Map(CALLS.map((name) => [name, { latencies: [], statuses: new Map() } as CallFigures]));
  // autocannon hands a request's answer to its onResponse, then at once reports its latency.
  let answered: CallName = 'sign-in';
  const sessionOf = (context: autocannon.Context) => context as unknown as Session;
  const authorized = (session: Session) => ({
    authorization: `Bearer ${session.token ?? 'none'}`,
    'content-type': 'application/json',
  });
  const request = (name: CallName, setup: (session: Session) => autocannon.Request): autocannon.Request => ({
    setupRequest: (_request, context) => setup(sessionOf(context)),
    onResponse: (_status, _body, context, headers) => {
      answered = name;
      if (name === 'sign-in') sessionOf(context).token = headers['set-authorization'];
    },
  });
  const requests = SESSION.map((name) => {
    switch (name) {
      case 'sign-in':
        return request(name, (session) => {
          Object.assign(session, { user: users[nextUser++ % users.length]!, lists: 0, searches: 0 });
          return {
            method: 'POST',
            path: LOGIN_PATH,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ login: session.user.login, password: LOAD_PASSWORD }),
          };
        });
      case 'list':
      case 'search':
        return request(name, (session) => {
          const body =
            name === 'list'
              ? LIST_BODIES[session.lists++ % LIST_BODIES.length]
              : SEARCH_BODIES[session.searches++ % SEARCH_BODIES.length];
          return { method: 'POST', path: DOCS_PATH, headers: authorized(session), body: JSON.stringify(body) };
        });
      case 'get':
        return request(name, (session) => {
          session.documentId = pick(session.user.documentIds);
          const path = pathOf(documents.get, { params: { id: session.documentId } });
          return { method: 'GET', path, headers: authorized(session) };
        });
      case 'preview':
        return request(name, (session) => ({
          method: 'GET',
          path: pathOf(documentFiles.preview, {
            params: { id: session.documentId, x: 1 },
            query: { width: PREVIEW_WIDTH },
          }),
          headers: authorized(session),
        }));
      case 'download':
        return request(name, (session) => ({
          method: 'GET',
          path: pathOf(documentFiles.pdf, { params: { id: session.documentId } }),
          headers: authorized(session),
        }));
    }
  });
  return new Promise((resolve, reject) => {
    let measuring = false;
    const instance = autocannon(
      { url, connections, duration: warmup + seconds, timeout: 30, requests },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ calls, seconds: result.duration - warmup, errors: result.errors, timeouts: result.timeouts }),
    );
    setTimeout(() => {
      measuring = true;
      onMeasuring();
    }, warmup * 1000);
    instance.on('response', (_client, status, _bytes, ms) => {
      if (!measuring) return;
      const figures = calls.get(answered)!;
      figures.latencies.push(ms);
      figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
    });
  });
};

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : NaN;
