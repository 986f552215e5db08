import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createSessionStore } from '../../src/session/sessionStore';
import { startTestServer, type TestServer } from '../support/testServer';

/** The browser's localStorage, for Node. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const bases = (origin: string) => ({
  BASES: {
    desk: `${origin}/api/desk`,
    userDirectory: `${origin}/api/user-directory`,
    orgDirectory: `${origin}/api/org-directory`,
    static: `${origin}/static`,
  },
});

const session = () => {
  const storage = new MemoryStorage();
  return { storage, store: createSessionStore(storage) };
};

describe('the HTTP client against the portal', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('logs in, then sends the stored token so that a protected call succeeds', async () => {
    const { store } = session();
    const http = createHttpClient(bases(server.url), store);
    const login = await http<{ data: { login: string } }>({
      base: 'userDirectory',
      path: 'desk-user/login',
      method: 'POST',
      body: { login: 'admin', password: 'Liasse-Demo-1' },
    });
    const token = login.headers.get('set-authorization')!;
    store.write({
      token,
      login: 'admin',
      orgId: 'x',
      features: [],
      fullName: 'Camille Martin',
      mustInitAccount: false,
    });
    const logout = await http({ base: 'userDirectory', path: 'desk-user/logout', method: 'POST' });
    expect(logout.status).toBe(204);
  });

  it("turns the server's error into an HttpError whose message is the translation key", async () => {
    const http = createHttpClient(bases(server.url), session().store);
    const failure = await http({
      base: 'userDirectory',
      path: 'desk-user/login',
      method: 'POST',
      body: { login: 'admin', password: 'wrong' },
    }).catch((error) => error);
    expect(failure).toMatchObject({ message: 'liasse.error.INVALID_CREDENTIALS', status: 401 });
    expect(failure.body.error.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('the HTTP client on the wire', () => {
  let peer: Server;
  let origin: string;
  let seen: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    // A loopback peer that records headers, hands out a fresh token, or never answers.
    peer = createServer((request, response) => {
      seen.push(request.headers);
      if (request.url?.endsWith('/silent')) return;
      response.setHeader('content-type', 'application/json');
      if (request.url?.endsWith('/refresh')) response.setHeader('set-authorization', 'fresh-token');
      if (request.url?.endsWith('/refused')) {
        response.statusCode = 400;
        const fields = { siret: 'siret_unknown', name: 'required', city: 'unheard_of' };
        return response.end(JSON.stringify({ error: { code: 'VALIDATION_ERROR', fields } }));
      }
      response.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => peer.close(resolve)));

  it('sends Authorization: Bearer and Refresh-Token, and replaces the token the server refreshes', async () => {
    seen = [];
    const { storage, store } = session();
    store.write({ token: 'old-token', login: 'a', orgId: 'o', features: [], fullName: 'A', mustInitAccount: false });
    storage.setItem('liasse.refreshToken', 'refresh-1');
    const http = createHttpClient(bases(origin), store);
    await http({ base: 'desk', path: 'refresh', method: 'POST', body: { search: '' } });
    expect(seen[0]).toMatchObject({
      authorization: 'Bearer old-token',
      'refresh-token': 'refresh-1',
      'content-type': 'application/json',
    });
    expect(store.getToken()).toBe('fresh-token');
    await http({ base: 'desk', path: 'plain' });
    expect(seen[1].authorization).toBe('Bearer fresh-token');
  });

  it('sends no credentials when there is no session', async () => {
    seen = [];
    await createHttpClient(bases(origin), session().store)({ base: 'static', path: 'plain' });
    expect(seen[0].authorization).toBeUndefined();
    expect(seen[0]['refresh-token']).toBeUndefined();
  });

  it('gives up after its timeout with a translated timeout error', async () => {
    const http = createHttpClient(bases(origin), session().store, { timeouts: { normal: 200, long: 400 } });
    await expect(http({ base: 'desk', path: 'silent' })).rejects.toMatchObject({
      message: 'liasse.error.TIMEOUT',
      status: 0,
    });
  });

  it("puts each field's error under the field: an area's code as its area says, the shell's own, any other as invalid", async () => {
    const fieldMessages = { siret_unknown: 'resources.partnership.errors.siret_unknown', required: 'area.required' };
    const http = createHttpClient(bases(origin), session().store, { fieldMessages });
    const failure = await http({ base: 'desk', path: 'refused', method: 'POST', body: {} }).catch((error) => error);
    expect(failure.body.errors).toEqual({
      siret: 'resources.partnership.errors.siret_unknown',
      name: 'ra.validation.required',
      city: 'liasse.error.VALIDATION_ERROR',
    });
  });

  it('says the network failed when nothing listens', async () => {
    const http = createHttpClient(bases('http://127.0.0.1:9'), session().store);
    await expect(http({ base: 'desk', path: 'x' })).rejects.toMatchObject({ message: 'liasse.error.NETWORK' });
  });
});
