import type { Kysely } from 'kysely';
import type { TSiretLookup } from '../../../common/schemas/orgDirectory';
import { addressOf } from '../../db/address';
import type { DB } from '../../db/schema';
import type { SireneTables } from './sirene/tables';

/** The directory's establishment of this SIRET, shaped for the organisation form, or undefined. */
export const findEstablishment = async (db: Kysely<DB>, siret: string): Promise<TSiretLookup['data'] | undefined> => {
  const row = await db
    .withTables<SireneTables>()
    .selectFrom('sirene_establishments')
    .select(['siret', 'name', 'street', 'postal', 'zip_code', 'city', 'country', 'active'])
    .where('siret', '=', siret)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    siret: row.siret,
    name: row.name,
    address: { ...addressOf(row), phone: null },
    active: row.active,
  };
};
