import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASK_NAME_TAKEN, type TMask } from '../../common/schemas/documents';
import { demoOrganization } from '../support/demoOrganization';
import { makeScopedUser } from '../support/factories';
import { call, loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;

const masks = (options: { body?: unknown; method?: string; token?: string; id?: string } = {}) =>
  call(server, `/api/desk/mask${options.id ? `/${options.id}` : ''}`, { token: admin, ...options });

const listOf = async (token = admin) => {
  const response = await masks({ token });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: TMask[] }).data;
};

const save = async (name: string, filters: Record<string, unknown> = {}, token = admin) =>
  masks({ token, body: { name, filters } });

beforeAll(async () => {
  server = await startTestServer();
  admin = (await loginAs(server, 'admin')).token;
});
afterAll(() => server?.close());

describe('masks', () => {
  it("lists the caller's own, newest first, with their filters as saved", async () => {
    const lyon = await demoOrganization(server, 'Lyon');
    const user = await makeScopedUser(server, { login: 'mask-owner', orgId: lyon.id, features: ['DOCUMENTS_LIST'] });
    expect(await listOf(user.token)).toEqual([]);
    const first = await save('Paies 2025', { docType: 'PAYE', year: 2025 }, user.token);
    expect(first.status).toBe(201);
    await save('Non lus', { read: false }, user.token);
    const list = await listOf(user.token);
    expect(list.map((mask) => mask.name)).toEqual(['Non lus', 'Paies 2025']);
    expect(list[1]).toMatchObject({ list: 'docs', filters: { docType: 'PAYE', year: 2025 } });
    expect((await listOf()).map((mask) => mask.name)).not.toContain('Non lus');
  });

  it('refuses a second mask of the same name with a clear code, and bad filters, changing nothing', async () => {
    expect((await save('  Contrats  ', { docType: 'WCNT' })).status).toBe(201);
    const twice = await save('Contrats');
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      name: MASK_NAME_TAKEN,
    });
    const odd = await save('Bizarre \uD800', { recipient: '\uDC00', metadata: { name: 'n\uD800', value: 'v' } });
    expect(odd.status).toBe(201);
    expect(((await odd.json()) as { data: TMask }).data.filters).toMatchObject({ recipient: '\uFFFD' });
    expect((await save('Mauvais', { docType: 'NOPE' })).status).toBe(400);
    expect((await save('', {})).status).toBe(400);
    expect((await listOf()).filter((mask) => ['Contrats', 'Mauvais', ''].includes(mask.name))).toHaveLength(1);
  });

  it("deletes one's own; another user's is 404 and stays", async () => {
    const created = (await (await save('À supprimer')).json()) as { data: TMask };
    const paris = await demoOrganization(server, 'Paris');
    const other = await makeScopedUser(server, { login: 'mask-other', orgId: paris.id, features: ['DOCUMENTS_LIST'] });
    expect((await masks({ method: 'DELETE', id: created.data.id, token: other.token })).status).toBe(404);
    expect((await listOf()).map((mask) => mask.id)).toContain(created.data.id);
    expect((await masks({ method: 'DELETE', id: created.data.id })).status).toBe(204);
    expect((await masks({ method: 'DELETE', id: created.data.id })).status).toBe(404);
    expect((await listOf()).map((mask) => mask.id)).not.toContain(created.data.id);
  });
});
