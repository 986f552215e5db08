import { createWriteStream } from 'node:fs';
import Papa from 'papaparse';
import { completeSiret } from '../../../common/siret';
import {
  STOCK_ETABLISSEMENT_COLUMNS,
  type SireneColumn,
  type SireneRecord,
} from '../../modules/orgDirectory/sirene/sireneColumns';

const STREETS = [
  ['RUE', 'DE LA REPUBLIQUE'],
  ['AV', 'JEAN JAURES'],
  ['BD', 'VOLTAIRE'],
  ['PL', 'DU MARCHE'],
  ['CHE', 'DES VIGNES'],
  ['ALL', 'DES TILLEULS'],
  ['IMP', 'DU MOULIN'],
  ['QUAI', 'DE LA LOIRE'],
  ['RTE', 'DE LYON'],
] as const;
const TOWNS = [
  ['75011', '75111', 'PARIS 11'],
  ['69003', '69383', 'LYON 3EME'],
  ['13008', '13208', 'MARSEILLE 8EME'],
  ['31000', '31555', 'TOULOUSE'],
  ['44000', '44109', 'NANTES'],
  ['59000', '59350', 'LILLE'],
  ['67000', '67482', 'STRASBOURG'],
] as const;
const NAMES = ['BOULANGERIE DU CENTRE', 'GARAGE MODERNE', 'PHARMACIE DE LA GARE', 'CABINET CONSEIL', 'CAFE DES SPORTS'];
/** About one line in fifty has a field with a comma or a quote, hence quoted, as in INSEE's file. */
const signOf = (n: number) =>
  n % 97 === 0
    ? `DUPONT, PERE ET FILS ${n}`
    : n % 89 === 0
      ? `ATELIER "LE BOIS" ${n}`
      : `${NAMES[n % NAMES.length]} ${n}`;

type FullRecord = Record<SireneColumn, string>;
const EMPTY_RECORD = Object.fromEntries(STOCK_ETABLISSEMENT_COLUMNS.map((column) => [column, ''])) as FullRecord;

/**
 * A made-up StockEtablissement line, the same for the same `n`, shaped like INSEE's (dates, codes,
 * coordinates, mostly empty second address), so benchmarks parse as much text as the real file.
 */
export const syntheticRecord = (n: number): FullRecord => {
  const siren = String(300_000_000 + n);
  const nic4 = String(1 + (n % 3)).padStart(4, '0');
  const siret = completeSiret(`${siren}${nic4}`);
  const [type, street] = STREETS[n % STREETS.length];
  const [zip, commune, town] = TOWNS[n % TOWNS.length];
  const named = n % 3 !== 0;
  return {
    ...EMPTY_RECORD,
    siren,
    nic: siret.slice(9),
    siret,
    statutDiffusionEtablissement: 'O',
    dateCreationEtablissement: `20${String(n % 24).padStart(2, '0')}-0${1 + (n % 9)}-1${n % 10}`,
    trancheEffectifsEtablissement: n % 4 === 0 ? '01' : 'NN',
    dateDernierTraitementEtablissement: '2025-03-22T10:21:33',
    etablissementSiege: nic4 === '0001' ? 'true' : 'false',
    nombrePeriodesEtablissement: String(1 + (n % 4)),
    numeroVoieEtablissement: String(1 + (n % 120)),
    indiceRepetitionEtablissement: n % 17 === 0 ? 'B' : '',
    typeVoieEtablissement: type,
    libelleVoieEtablissement: street,
    codePostalEtablissement: zip,
    libelleCommuneEtablissement: town,
    distributionSpecialeEtablissement: n % 23 === 0 ? `BP ${n % 1000}` : '',
    codeCommuneEtablissement: commune,
    identifiantAdresseEtablissement: `${commune}_${String(n % 9999).padStart(4, '0')}_00012`,
    coordonneeLambertAbscisseEtablissement: String(600_000 + (n % 100_000)),
    coordonneeLambertOrdonneeEtablissement: String(6_800_000 + (n % 100_000)),
    dateDebut: '2019-01-01',
    etatAdministratifEtablissement: n % 5 === 0 ? 'F' : 'A',
    enseigne1Etablissement: named ? signOf(n) : '',
    denominationUsuelleEtablissement: n % 7 === 0 ? `SOCIETE ${n}` : '',
    activitePrincipaleEtablissement: '62.01Z',
    nomenclatureActivitePrincipaleEtablissement: 'NAFRev2',
    caractereEmployeurEtablissement: n % 2 ? 'O' : 'N',
    activitePrincipaleNAF25Etablissement: '62.10Y',
  };
};

const BLOCK = 10_000;

/**
 * Writes a StockEtablissement CSV (INSEE's header, comma separated, CRLF lines), streamed to disk
 * in blocks so a million lines never sit in memory.
 */
export const writeStockCsv = async (file: string, records: Iterable<SireneRecord>): Promise<void> => {
  const out = createWriteStream(file);
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve));
  const blocks = async function* () {
    yield `${STOCK_ETABLISSEMENT_COLUMNS.join(',')}\r\n`;
    let block: string[][] = [];
    for (const record of records) {
      block.push(STOCK_ETABLISSEMENT_COLUMNS.map((column) => record[column] ?? ''));
      if (block.length < BLOCK) continue;
      yield `${Papa.unparse(block, { newline: '\r\n' })}\r\n`;
      block = [];
    }
    if (block.length) yield `${Papa.unparse(block, { newline: '\r\n' })}\r\n`;
  };
  try {
    for await (const text of blocks()) await write(text);
  } finally {
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
};

/** Lines `start` to `start + count - 1` of the made-up file, generated lazily. */
export function* syntheticRecords(count: number, start = 0): Generator<SireneRecord> {
  for (let n = start; n < start + count; n++) yield syntheticRecord(n);
}
