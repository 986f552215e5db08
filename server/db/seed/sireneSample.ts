import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { establishmentsOf } from '../../modules/orgDirectory/sirene/stockText';
import type { SireneTables } from '../../modules/orgDirectory/sirene/tables';
import type { DB } from '../schema';

const SAMPLE = new URL('./sirene-sample.csv', import.meta.url);

/**
 * A few establishments in INSEE's StockEtablissement format (the demo tenant's own, and others to
 * create organisations from), so the SIRET lookup answers without the national file. A SIRET
 * already in the directory is left as it is: a real import wins over the sample.
 */
export const loadSireneSample = async (db: Kysely<DB>): Promise<void> => {
  const { establishments } = establishmentsOf(await readFile(SAMPLE, 'utf8'));
  await db
    .withTables<SireneTables>()
    .insertInto('sirene_establishments')
    .values(establishments.map(({ zipCode, ...establishment }) => ({ ...establishment, zip_code: zipCode })))
    .onConflict((conflict) => conflict.column('siret').doNothing())
    .execute();
};
