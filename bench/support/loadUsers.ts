import { sql, type Kysely } from 'kysely';
import { hashPassword } from '../../server/auth/passwords';
import type { DB } from '../../server/db/schema';

export const LOAD_PASSWORD = 'Charge-Liasse-2026!';

/** Who signs in: a whole-customer administrator, a region's staff, a site's staff. */
export type LoadUserKind = 'customer' | 'region' | 'site';

export type LoadUser = { login: string; id: string; kind: LoadUserKind; scopeId: string; documentIds: string[] };

/** How many users of each kind sign in, and how many of the documents they see each one opens. */
const USERS_OF: Record<LoadUserKind, number> = { customer: 2, region: 4, site: 6 };
const DOCUMENTS_PER_USER = 200;

const scopesOf = async (db: Kysely<DB>, rootId: string, kind: LoadUserKind, count: number) => {
  if (kind === 'customer') return Array.from({ length: count }, () => rootId);
  const depth = kind === 'region' ? 2 : 3;
  const rows = await sql<{ id: string }>`
    select id from organizations where customer_id = ${rootId} and cardinality(org_path) = ${depth}
    order by name limit ${count}`.execute(db);
  return rows.rows.map((row) => row.id);
};

/** Documents of the organisation's subtree, drawn at random (the whole customer: from a sample of the table). */
const documentsUnder = async (db: Kysely<DB>, rootId: string, scopeId: string) => {
  const rows =
    scopeId === rootId
      ? await sql<{ id: string }>`
          select id from documents tablesample system (1) where customer_id = ${rootId}
          order by random() limit ${DOCUMENTS_PER_USER}`.execute(db)
      : await sql<{ id: string }>`
          select d.id from documents d
          where d.org_id in (select o.id from organizations o where o.org_path @> array[${scopeId}]::uuid[])
          order by random() limit ${DOCUMENTS_PER_USER}`.execute(db);
  return rows.rows.map((row) => row.id);
};

/**
 * Staff users who sign in with a real password (hashed as the server hashes it), each with one
 * rule granting DOCUMENTS_LIST over their organisation's subtree, and a sample of the documents
 * they see, for the calls on one document.
 */
export const insertLoadUsers = async (db: Kysely<DB>, rootId: string): Promise<LoadUser[]> => {
  const users: LoadUser[] = [];
  for (const kind of Object.keys(USERS_OF) as LoadUserKind[]) {
    const scopes = await scopesOf(db, rootId, kind, USERS_OF[kind]);
    for (const [n, scopeId] of scopes.entries()) {
      const login = `load-${kind}-${n + 1}`;
      const { id } = await db
        .insertInto('users')
        .values({
          customer_id: rootId,
          org_id: scopeId,
          login,
          password_hash: await hashPassword(LOAD_PASSWORD),
          first_name: 'Charge',
          name: login,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('user_visible_organizations').values({ user_id: id, org_id: scopeId }).execute();
      const rule = await db
        .insertInto('access_rules')
        .values({ customer_id: rootId, org_id: scopeId, name: login, features: ['DOCUMENTS_LIST'] })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('access_rule_users').values({ rule_id: rule.id, user_id: id }).execute();
      users.push({ login, id, kind, scopeId, documentIds: await documentsUnder(db, rootId, scopeId) });
    }
  }
  return users;
};
