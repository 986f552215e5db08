import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../common/api/account';
import { organizations } from '../../common/api/organizations';
import { accessRules, users } from '../../common/api/rights';
import { apiAs, ok, refused } from '../support/api';
import { insertUser } from '../support/factories';
import {
  encodePathValue,
  generatorsFor,
  hostileValue,
  oddId,
  operationsOf,
  type Generators,
  type OpenApiDocument,
  type Operation,
  type PathValue,
  toJson,
} from '../support/openApiFuzz';
import { loginAs, loginPath, startTestServer, type TestServer } from '../support/testServer';

// Every operation of the OpenAPI document, anonymously and as the demo administrator, with
// requests built from its schemas and broken on purpose. A new call is fuzzed as soon as it is in
// the document. FUZZ_REQUESTS sets the size of a run, FUZZ_SEED replays one.
const TARGET_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 6_000);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const ROUNDS = 6;
const CONCURRENCY = 6;

type Session = 'anonymous' | 'admin';
type Request = {
  operation: Operation;
  session: Session;
  url: string;
  method: string;
  body?: string;
  contentType?: string;
};
type Failure = {
  session: Session;
  method: string;
  path: string;
  url: string;
  body?: string;
  status: number;
  answer: string;
};

let server: TestServer;
let doc: OpenApiDocument;
let generators: Generators;
let adminToken = '';
/** Ids the test must not touch, or the session under test would go: the administrator's own, and their rules and groups. */
let protectedIds = new Set<string>();
/** UUIDs seen in answers, fed back into paths and bodies so that calls reach existing rows. */
const seenIds = new Set<string>();
const knownIds = () => [...seenIds];

let addresses = 0;
/** Each request from an address of its own: failed logins per address must not turn into 429s. */
const newAddress = () => `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses++ & 255}`;

const logInAdmin = async () => {
  const { db } = server.ctx.database;
  // A fuzzed change-password or login may have counted failures against the account.
  await db
    .updateTable('users')
    .set({ failed_logins: 0, blocked_until: null, blocked_at: null })
    .where('login', '=', 'admin')
    .execute();
  adminToken = (await loginAs(server, 'admin')).token;
};

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  doc = await (await fetch(`${server.url}/api/docs`)).json();
  generators = generatorsFor(doc, knownIds);
  await logInAdmin();
  const { db } = server.ctx.database;
  const admin = await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
  const groups = await db.selectFrom('user_group_members').select('group_id').where('user_id', '=', admin.id).execute();
  const groupIds = groups.map((row) => row.group_id);
  const rules = await db
    .selectFrom('access_rules')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom('access_rule_users').select('rule_id').where('user_id', '=', admin.id)),
        ...(groupIds.length
          ? [eb('id', 'in', eb.selectFrom('access_rule_groups').select('rule_id').where('group_id', 'in', groupIds))]
          : []),
      ]),
    )
    .execute();
  protectedIds = new Set([admin.id, ...groupIds, ...rules.map((row) => row.id)]);
});
afterAll(() => server?.close());

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const harvest = (text: string) => {
  for (const id of text.match(UUID) ?? []) if (!protectedIds.has(id.toLowerCase())) seenIds.add(id.toLowerCase());
};

/** Ending the session under test would turn the rest of the run into 401s. */
const endsTheSession = (operation: Operation, session: Session) =>
  session === 'admin' && operation.path.endsWith('/logout');

const requestsFor = (operation: Operation, session: Session, count: number, seed: number): Request[] => {
  const params = fc.record(
    Object.fromEntries(
      operation.pathParams.map((parameter) => [
        parameter.name,
        fc.oneof(
          oddId(knownIds),
          generators.shaped(parameter.schema ?? {}).map((value) => String(value) as PathValue),
        ),
      ]),
    ),
  );
  const query = fc.record(
    Object.fromEntries(
      operation.queryParams.map((parameter) => [
        parameter.name,
        generators.mutated(parameter.schema ?? {}).map(String),
      ]),
    ),
    { requiredKeys: [] },
  );
  const canHaveBody = operation.method !== 'GET';
  const body: fc.Arbitrary<{ body?: string; contentType?: string }> = !canHaveBody
    ? fc.constant({})
    : fc.oneof(
        {
          arbitrary: (operation.body ? generators.shaped(operation.body) : fc.constant(undefined)).map(json),
          weight: 4,
        },
        { arbitrary: (operation.body ? generators.mutated(operation.body) : hostileValue).map(json), weight: 6 },
        { arbitrary: hostileValue.map(json), weight: 1 },
        {
          arbitrary: fc.record({
            body: fc.constantFrom('{', 'not json', '{"a":', '', '\u0000', '{"__proto__":{"x":1}}'),
            contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          }),
          weight: 1,
        },
      );
  return fc.sample(fc.record({ params, query, body }), { numRuns: count, seed }).map((sample) => {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodePathValue((sample.params as Record<string, PathValue>)[name] ?? ''),
    );
    const search = new URLSearchParams(sample.query as Record<string, string>).toString();
    return {
      operation,
      session,
      method: operation.method,
      url: `${path}${search ? `?${search}` : ''}`,
      ...sample.body,
    };
  });
};

const json = (value: unknown) => (value === undefined ? {} : { body: toJson(value), contentType: 'application/json' });

describe('fuzzing every call of the OpenAPI document', () => {
  it('never answers a 5xx, whatever the ids, bodies and sessions', { timeout: 240_000 }, async () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(30);
    const pairs = operations.flatMap((operation) =>
      (['anonymous', 'admin'] as const)
        .filter((session) => !endsTheSession(operation, session))
        .map((session) => ({ operation, session })),
    );
    const perPairPerRound = Math.ceil(TARGET_REQUESTS / (pairs.length * ROUNDS));
    const statuses: Record<string, number> = {};
    const perOperation = new Map<string, number>();
    const failures: Failure[] = [];
    let relogins = 0;
    let relogin: Promise<void> | undefined;
    const started = Date.now();

    const send = async (request: Request) => {
      const headers: Record<string, string> = { 'x-forwarded-for': newAddress() };
      if (request.contentType) headers['content-type'] = request.contentType;
      if (request.session === 'admin') headers.authorization = `Bearer ${adminToken}`;
      const response = await fetch(`${server.url}${request.url}`, {
        method: request.method,
        headers,
        body: request.body,
      }).catch((error: Error) => new Response(`no answer: ${error.message} ${String(error.cause)}`, { status: 599 }));
      const answer = await response.text();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      const key = `${request.method} ${request.operation.path}`;
      perOperation.set(key, (perOperation.get(key) ?? 0) + 1);
      if (response.status >= 500) {
        failures.push({
          session: request.session,
          method: request.method,
          path: request.operation.path,
          url: request.url.slice(0, 200),
          body: request.body?.slice(0, 300),
          status: response.status,
          answer: answer.slice(0, 300),
        });
      } else if (response.ok) {
        harvest(answer);
      } else if (response.status === 401 && request.session === 'admin' && !request.url.endsWith(loginPath)) {
        // The session went (a fuzzed call blocked the account, say): sign in again and go on.
        const stillIn: { status: number } = await apiAs(server, adminToken)(account.current);
        if (stillIn.status === 401) {
          relogin ??= logInAdmin().finally(() => (relogin = undefined));
          relogins++;
          await relogin;
        }
      }
    };

    for (let round = 0; round < ROUNDS; round++) {
      const perPair = pairs.map(({ operation, session }, index) =>
        requestsFor(operation, session, perPairPerRound, SEED + round * 1_000 + index),
      );
      // Interleaved, one of each call in turn: slow ones (password hashing) do not come in a row.
      const batch = Array.from({ length: perPairPerRound }, (_, i) => perPair.map((requests) => requests[i]!)).flat();
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < batch.length) await send(batch[next++]!);
        }),
      );
    }

    const total = Object.values(statuses).reduce((sum, count) => sum + count, 0);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: ${total} requests on ${operations.length} operations in ${seconds} s (seed ${SEED}, ${relogins} re-logins), statuses ${JSON.stringify(statuses)}`,
    );
    if (failures.length > 0) {
      const perCall = failures.reduce<Record<string, number>>((counts, failure) => {
        const key = `${failure.method} ${failure.path}`;
        return { ...counts, [key]: (counts[key] ?? 0) + 1 };
      }, {});
      const causes = new Set(
        server
          .logs()
          .split('\n')
          .filter((line) => line.includes('"level":50'))
          .map((line) => JSON.parse(line).err?.message as string),
      );
      console.log(`5xx per call: ${JSON.stringify(perCall)}\ncauses logged: ${JSON.stringify([...causes])}`);
    }
    expect(failures.slice(0, 10), `${failures.length} 5xx answers (seed ${SEED}); the first ones`).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(Math.min(TARGET_REQUESTS, 5_000));
    for (const { operation } of pairs)
      expect(perOperation.get(`${operation.method} ${operation.path}`)).toBeGreaterThan(0);
  });
});

// The guard the fuzzing asked for, said plainly: a NUL character is a 400 naming the field, after
// the feature gate.
describe('a NUL character in the input', () => {
  it('is a 400 naming the field, for an anonymous login as for a search', async () => {
    const login = await apiAs(server)(account.login, { body: { login: 'ad\u0000min', password: 'x' } });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'Invalid body', fields: { login: 'nul_character' } },
    });
    const search = await apiAs(server, adminToken)(organizations.search, {
      body: { filters: { name: 'Paris\u0000' } },
    });
    expect(refused(search, 400).error.fields).toEqual({ 'filters.name': 'nul_character' });
  });

  it('still gets 403 from a caller without the feature', async () => {
    await insertUser(server, { login: 'no-rights' });
    const { token } = await loginAs(server, 'no-rights');
    const response = await apiAs(server, token)(users.search, { body: { search: 'a\u0000' } });
    expect(response.status).toBe(403);
  });
});

// What the fuzzing found before, each said plainly, whatever the seed of the run above.
describe('ids and days from outside', () => {
  it('finds a user and a rule by their id in upper case, as in lower case', async () => {
    const user = await insertUser(server, { login: 'upper-case', features: ['USERS_LIST'] });
    const { rule_id: ruleId } = await server.ctx.database.db
      .selectFrom('access_rule_users')
      .select('rule_id')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const api = apiAs(server, adminToken);
    const found = await api(users.get, { params: { id: user.id.toUpperCase() } });
    expect(found.status).toBe(200);
    expect(ok(found).data.id).toBe(user.id);
    const rule = await api(accessRules.get, { params: { id: ruleId.toUpperCase() } });
    expect(rule.status).toBe(200);
    expect(ok(rule).data.id).toBe(ruleId);
  });

  it.each(['2024-13-01', '0000-00-00', '2023-02-29', '2024-04-31'])(
    'answers 400 to %s, a day that does not exist, in a date filter',
    async (day) => {
      const response = await apiAs(server, adminToken)(organizations.search, {
        body: { filters: { createdAt: { start: '2024-01-01', end: day } } },
      });
      expect(refused(response, 400).error.fields).toEqual({ 'filters.createdAt.end': 'not_a_day' });
    },
  );
});
