import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput } from '../../common/api/call';
import { documents } from '../../common/api/documents';
import type { TFolder } from '../../common/schemas/documents';
import { apiAs, ok } from '../support/api';
import { demoOrganization } from '../support/demoOrganization';
import { insertDocument, insertEmployee, insertOrganization, makeScopedUser } from '../support/factories';
import { loginAs, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
type Org = Awaited<ReturnType<typeof demoOrganization>>;
let lyon: Org;
let users = 0;

const db = () => server.ctx.database.db;

/** ok(), its success body typed from the answer itself (support's ok() infers `never` from a bare answer). */
const folders = async (token: string, body: CallInput<typeof documents.folders>['body']) => {
  const response = await apiAs(server, token)(documents.folders, { body });
  expect(response.status).toBe(200);
  return ok(response).data;
};
const countOf = async (token: string, filters: TFolder['filters']) => {
  const response = await apiAs(server, token)(documents.search, { body: { filters, limit: 1 } });
  expect(response.status).toBe(200);
  return ok(response).count;
};

/** The request that opens a folder: its filters but the year (the last level). */
const childRequest = ({ year: _year, ...filters }: TFolder['filters']) => filters;

/** Every folder of the tree, depth first, each with its parent's path of names. */
const walk = async (token: string, request: Record<string, unknown> = {}, path: string[] = []) => {
  const found: { path: string[]; folder: TFolder; children: TFolder[] }[] = [];
  for (const folder of await folders(token, request)) {
    const children = folder.hasChildren ? await folders(token, childRequest(folder.filters)) : [];
    found.push({ path: [...path, folder.name], folder, children });
    if (folder.hasChildren) found.push(...(await walk(token, childRequest(folder.filters), [...path, folder.name])));
  }
  return found;
};

beforeAll(async () => {
  server = await startTestServer();
  lyon = await demoOrganization(server, 'Lyon');
});
afterAll(() => server?.close());

describe('the folders menu', () => {
  it('goes organisation → child organisations and employees filed there → types → years, each count exactly its documents', async () => {
    const top = await insertOrganization(db(), { parent: lyon, name: 'Siège' });
    const shop = await insertOrganization(db(), { parent: top, name: 'Boutique' });
    const ana = await insertEmployee(db(), top, { last_name: 'Alves', first_name: 'Ana', alsoIn: [shop] });
    const bob = await insertEmployee(db(), shop, { last_name: 'Bodin', first_name: 'Bob' });
    await insertDocument(db(), top, { employee_id: ana.id, period_start: '2025-01-01' });
    await insertDocument(db(), top, { employee_id: ana.id, period_start: '2026-01-01' });
    await insertDocument(db(), shop, { employee_id: ana.id, doc_type: 'WCNT', period_start: '2026-02-01' });
    await insertDocument(db(), shop, { employee_id: bob.id, period_start: '2024-12-31' });
    await insertDocument(db(), top, { doc_type: 'CHIN', created_at: new Date('2023-07-01T00:00:00Z') });
    const reader = await makeScopedUser(server, {
      login: `folders-${++users}`,
      orgId: top.id,
      features: ['DOCUMENTS_LIST'],
    });

    const tree = await walk(reader.token);
    expect(tree.map(({ path, folder }) => `${path.join(' / ')} (${folder.count})`)).toEqual([
      'Siège (5)',
      'Siège / Boutique (2)',
      'Siège / Boutique / Alves Ana (1)',
      'Siège / Boutique / Alves Ana / WCNT (1)',
      'Siège / Boutique / Alves Ana / WCNT / 2026 (1)',
      'Siège / Boutique / Bodin Bob (1)',
      'Siège / Boutique / Bodin Bob / PAYE (1)',
      'Siège / Boutique / Bodin Bob / PAYE / 2024 (1)',
      'Siège / Alves Ana (3)',
      'Siège / Alves Ana / PAYE (2)',
      'Siège / Alves Ana / PAYE / 2026 (1)',
      'Siège / Alves Ana / PAYE / 2025 (1)',
      'Siège / Alves Ana / WCNT (1)',
      'Siège / Alves Ana / WCNT / 2026 (1)',
      'Siège / Sans salarié (1)',
      'Siège / Sans salarié / CHIN (1)',
      'Siège / Sans salarié / CHIN / 2023 (1)',
    ]);
    for (const { folder, children } of tree) {
      expect(await countOf(reader.token, folder.filters)).toBe(folder.count);
      const shared = children.reduce((sum, child) => sum + child.count, 0);
      // An employee's types, a type's years share out its documents; below an organisation, its
      // child organisations and the employees filed in it (counted over the subtree) cover them all.
      if (folder.level === 'ORGANIZATION') expect(shared).toBeGreaterThanOrEqual(folder.count);
      else if (folder.hasChildren) expect(shared).toBe(folder.count);
    }
    expect(new Set(tree.map(({ folder }) => folder.id)).size).toBe(tree.length);
    expect(tree.find(({ folder }) => folder.filters.noEmployee)?.folder.level).toBe('EMPLOYEE');
  });

  it('lists no organisation without documents, and starts at the customer for who sees all of it', async () => {
    const top = await insertOrganization(db(), { parent: lyon });
    const empty = await insertOrganization(db(), { parent: top });
    await insertDocument(db(), top);
    const reader = await makeScopedUser(server, {
      login: `folders-${++users}`,
      orgId: top.id,
      features: ['DOCUMENTS_LIST'],
    });
    const children = await folders(reader.token, { orgId: top.id });
    expect(children.map((folder) => folder.filters.orgId)).not.toContain(empty.id);
    expect(await folders(reader.token, { orgId: empty.id })).toEqual([]);
    const admin = (await loginAs(server, 'admin')).token;
    const [customer, ...none] = await folders(admin, {});
    expect(none).toEqual([]);
    expect(customer).toMatchObject({ level: 'ORGANIZATION', filters: { orgId: lyon.customer_id } });
    expect(await countOf(admin, customer!.filters)).toBe(customer!.count);
  });
});
