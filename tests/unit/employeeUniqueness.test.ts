import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { insertEmployee, insertOrganization } from '../support/factories';
import { openTestDatabase } from '../support/testDatabase';

let database: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, close } = await openTestDatabase());
});
afterAll(async () => {
  await close?.();
});

describe('what the database itself keeps unique about employees', () => {
  it('one NIR per customer, and the same NIR in another customer', async () => {
    const [root, otherRoot] = [await insertOrganization(database.db), await insertOrganization(database.db)];
    await insertEmployee(database.db, root, { nir_hash: 'fingerprint-1' });
    await expect(insertEmployee(database.db, root, { nir_hash: 'fingerprint-1' })).rejects.toThrow(/nir/);
    await expect(insertEmployee(database.db, otherRoot, { nir_hash: 'fingerprint-1' })).resolves.toBeTruthy();
  });

  it('one matricule per company of a customer, and the same matricule in its other companies', async () => {
    const root = await insertOrganization(database.db);
    await insertEmployee(database.db, root, { registration_number: '00001', company_siren: '552100554' });
    await expect(
      insertEmployee(database.db, root, { registration_number: '00001', company_siren: '552100554' }),
    ).rejects.toThrow(/matricule/);
    await expect(
      insertEmployee(database.db, root, { registration_number: '00001', company_siren: '732829320' }),
    ).resolves.toBeTruthy();
    await insertEmployee(database.db, root, { registration_number: '00002' });
    await expect(insertEmployee(database.db, root, { registration_number: '00002' })).rejects.toThrow(/matricule/);
  });
});
