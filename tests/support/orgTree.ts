import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import type { DB } from '../../server/db/schema';

/**
 * A small world for the property tests of what the rules let through: fixed ids, a binary tree of
 * organisations that moves reshape, and a transaction rolled back at the end of each case, so
 * that cases never see each other.
 */

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ORGS = 8;
/** ORG_IDS[0] is the root, and so the customer. */
export const ORG_IDS = Array.from({ length: ORGS }, (_, i) => uuid(i + 1));
const ROOT = ORG_IDS[0];

/** Org i under org (i − 1) / 2. */
const pathOf = (i: number): string[] => (i === 0 ? [ROOT] : [...pathOf((i - 1) >> 1), ORG_IDS[i]]);

export const insertOrgTree = async (trx: Kysely<DB>) => {
  for (const [i, id] of ORG_IDS.entries()) {
    const path = pathOf(i);
    await trx
      .insertInto('organizations')
      .values({ id, customer_id: ROOT, parent_id: path.at(-2) ?? null, name: id, siret: null, org_path: path })
      .execute();
  }
};

/** Moves an organisation (with its subtree) under another one outside it, as the organisations module does; the root stays. */
export const moveOrganization = async (trx: Kysely<DB>, org: string, under: string) => {
  if (org === ROOT) return;
  const target = await trx
    .selectFrom('organizations')
    .select('org_path')
    .where('id', '=', under)
    .executeTakeFirstOrThrow();
  if (target.org_path.includes(org)) return;
  await sql`
    update organizations set org_path = ${sql.val(target.org_path)}::uuid[] || org_path[array_position(org_path, ${org}::uuid):]
    where org_path @> array[${org}::uuid]`.execute(trx);
  await trx.updateTable('organizations').set({ parent_id: under }).where('id', '=', org).execute();
};

class Rollback extends Error {}

/** Runs `work` in a transaction that is then rolled back, whatever it wrote. */
export const rolledBack = (database: Database, work: (trx: Kysely<DB>) => Promise<void>) =>
  database.db
    .transaction()
    .execute(async (trx) => {
      await work(trx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
