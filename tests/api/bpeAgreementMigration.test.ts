import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { createTestDatabaseUrl } from '../support/testDatabase';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabaseUrl();
  drop = created.drop;
  database = await openDatabase({ databaseUrl: created.url });
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

it('reads an agreement stored as false without a day as not stated, and keeps the states that were stated', async () => {
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
  const before = await migrator.migrateTo('0027_collectors');
  expect(before.error).toBeUndefined();
  const customerId = randomUUID();
  await sql`insert into organizations (id, customer_id, name, org_path) values (${customerId}, ${customerId}, 'Client', array[${customerId}]::uuid[])`.execute(
    database.db,
  );
  const employee = async (name: string, agreement: boolean, at: string | null) =>
    (
      await sql<{
        id: string;
      }>`insert into employees (customer_id, first_name, last_name, bpe_agreement, bpe_agreement_at)
        values (${customerId}, 'A', ${name}, ${agreement}, ${at}) returning id`.execute(database.db)
    ).rows[0]!.id;
  const neverAsked = await employee('Jamais', false, null);
  const refused = await employee('Refus', false, '2026-03-02T00:00:00Z');
  const accepted = await employee('Accord', true, '2026-03-01T00:00:00Z');

  await migrateToLatest(database.db);
  const rows = await database.db
    .selectFrom('employees')
    .select(['id', 'bpe_agreement', 'bpe_agreement_at', 'bpe_agreement_by'])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  expect(byId.get(neverAsked)).toMatchObject({ bpe_agreement: null, bpe_agreement_at: null, bpe_agreement_by: null });
  expect(byId.get(refused)?.bpe_agreement).toBe(false);
  expect(byId.get(accepted)?.bpe_agreement).toBe(true);
  // A row written without the column (a DSN import's new employee) is not stated.
  const inserted = await database.db
    .insertInto('employees')
    .values({ customer_id: customerId, first_name: 'B', last_name: 'Nouveau' })
    .returning('bpe_agreement')
    .executeTakeFirstOrThrow();
  expect(inserted.bpe_agreement).toBeNull();
  const organization = await database.db
    .selectFrom('organizations')
    .select(['bpe_not_stated', 'dispatch_signature'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  expect(organization).toEqual({ bpe_not_stated: 'ELECTRONIC', dispatch_signature: false });
});
