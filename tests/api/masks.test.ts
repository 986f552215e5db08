import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { masks } from '../../common/api/documents';
import { MASK_NAME_TAKEN } from '../../common/schemas/documents';
import { apiAs, ok, refused } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { makeScopedUser } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
let admin: string;

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
const listOf = async (token = admin) => {
  const response = await apiAs(server, token)(masks.list);
  expect(response.status).toBe(200);
  return ok(response).data;
};

type Filters = CallInput<typeof masks.create>['body']['filters'];
const save = async (name: string, filters: Filters = {}, token = admin) =>
  apiAs(server, token)(masks.create, { body: { name, filters } });
const remove = (id: string, token = admin) => apiAs(server, token)(masks.delete, { params: { id } });

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
    expect(refused(twice, 409).error.fields).toEqual({
      name: MASK_NAME_TAKEN,
    });
    const odd = await save('Bizarre \uD800', { recipient: '\uDC00', metadata: { name: 'n\uD800', value: 'v' } });
    expect(odd.status).toBe(201);
    expect(ok(odd).data.filters).toMatchObject({ recipient: '\uFFFD' });
    // A filter the declaration refuses, sent on purpose: what is tested is the server's own validation.
    expect((await save('Mauvais', { docType: 'NOPE' } as never)).status).toBe(400);
    expect((await save('', {})).status).toBe(400);
    expect((await listOf()).filter((mask) => ['Contrats', 'Mauvais', ''].includes(mask.name))).toHaveLength(1);
  });

  it("deletes one's own; another user's is 404 and stays", async () => {
    const created = ok(await save('À supprimer'));
    const paris = await demoOrganization(server, 'Paris');
    const other = await makeScopedUser(server, { login: 'mask-other', orgId: paris.id, features: ['DOCUMENTS_LIST'] });
    expect((await remove(created.data.id, other.token)).status).toBe(404);
    expect((await listOf()).map((mask) => mask.id)).toContain(created.data.id);
    expect((await remove(created.data.id)).status).toBe(204);
    expect((await remove(created.data.id)).status).toBe(404);
    expect((await listOf()).map((mask) => mask.id)).not.toContain(created.data.id);
  });
});
