import { createReadStream, createWriteStream } from 'node:fs';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { openDatabase, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { syntheticRecord, writeStockCsv } from '../../server/db/seed/sireneStock';
import { importSirene, type ImportOptions } from '../../server/modules/orgDirectory/sirene/importSirene';
import { STOCK_ETABLISSEMENT_COLUMNS, type SireneRecord } from '../../server/modules/orgDirectory/sirene/sireneColumns';
import { createTestDatabaseUrl } from '../support/testDatabase';

let dir: string;
let database: Database;
let databaseUrl: string | undefined;
let drop: () => Promise<void>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'liasse-sirene-'));
  const created = await createTestDatabaseUrl();
  ({ url: databaseUrl, drop } = created);
  database = await openDatabase({ databaseUrl });
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database?.close();
  await drop?.();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await sql`truncate sirene_establishments, sirene_imports`.execute(database.db);
});

/** Lines of a StockEtablissement file: made-up establishments, `n` from `start`, with these changed. */
const makeRecords = (count: number, start = 0, changes: Record<number, SireneRecord> = {}) =>
  Array.from({ length: count }, (_, i) => ({ ...syntheticRecord(start + i), ...changes[start + i] }));

let files = 0;
const makeCsv = async (records: SireneRecord[], extraLines = '') => {
  const file = path.join(dir, `stock-${++files}.csv`);
  await writeStockCsv(file, records);
  if (extraLines) await appendFile(file, extraLines);
  return file;
};

/** The file's text line by line, as INSEE writes it, to break one line by hand. */
const csvLines = (records: SireneRecord[]) => [
  STOCK_ETABLISSEMENT_COLUMNS.join(','),
  ...records.map((record) => Papa.unparse([STOCK_ETABLISSEMENT_COLUMNS.map((column) => record[column] ?? '')])),
];

const writeCsv = async (lines: string[], encoding: BufferEncoding = 'utf8') => {
  const file = path.join(dir, `stock-${++files}.csv`);
  await writeFile(file, Buffer.from(`${lines.join('\r\n')}\r\n`, encoding));
  return file;
};

const gzipped = async (csv: string) => {
  const file = `${csv}.gz`;
  await pipeline(createReadStream(csv), createGzip(), createWriteStream(file));
  return file;
};

/** As INSEE ships it: a zip holding one CSV. */
const zipped = async (csv: string) => {
  const file = csv.replace(/\.csv$/, '.zip');
  const zip = new yazl.ZipFile();
  zip.addFile(csv, 'StockEtablissement_utf8.csv');
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
  return file;
};

const run = (file: string, options: ImportOptions = {}) => importSirene(database, file, { databaseUrl, ...options });

const directory = () =>
  sql<Record<string, unknown>>`select * from sirene_establishments order by siret`
    .execute(database.db)
    .then((r) => r.rows);

const BAD_CHECKSUM = { siret: '30000000000013', siren: '', nic: '' };

describe('importing the Sirene StockEtablissement file', () => {
  it('loads a .csv, and the same lines as .csv.gz and as .zip, to the same directory, skipping bad lines', async () => {
    // Line 7 has a bad checksum; the last line has too few fields.
    const csv = await makeCsv(makeRecords(120, 0, { 7: BAD_CHECKSUM }), '30000001200012,A\r\n');
    const results = [];
    const directories = [];
    for (const file of [csv, await gzipped(csv), await zipped(csv)]) {
      await sql`truncate sirene_establishments, sirene_imports`.execute(database.db);
      results.push(await run(file, { batchSize: 50 }));
      directories.push((await directory()).map(({ updated_at: _, ...row }) => row));
    }
    for (const result of results) {
      expect(result).toMatchObject({ rowsDone: 121, rowsSkipped: 2, inserted: 119, updated: 0, resumedFrom: 0 });
    }
    expect(directories[0]).toHaveLength(119);
    expect(directories[1]).toEqual(directories[0]);
    expect(directories[2]).toEqual(directories[0]);
    expect(directories[0][1]).toEqual({
      siret: '30000000100028',
      name: 'GARAGE MODERNE 1',
      street: '2 AVENUE JEAN JAURES',
      postal: null,
      zip_code: '69003',
      city: 'LYON 3EME',
      country: 'FRANCE',
      active: true,
    });
  });

  it('changes nothing when the same file is imported again', async () => {
    const file = await makeCsv(makeRecords(80));
    await run(file, { batchSize: 30 });
    const before = await directory();
    const again = await run(file, { batchSize: 30 });
    expect(again).toMatchObject({ rowsDone: 80, inserted: 0, updated: 0, resumedFrom: 0 });
    expect(await directory()).toEqual(before);
  });

  it('updates only the establishments a newer file changes, and keeps the last of a SIRET given twice', async () => {
    await run(await makeCsv(makeRecords(60)), { batchSize: 25 });
    const renamed = { denominationUsuelleEtablissement: 'NOUVEAU NOM' };
    const closed = { etatAdministratifEtablissement: 'F' };
    const newer = await makeCsv([
      ...makeRecords(60, 0, { 10: renamed, 11: closed }),
      ...makeRecords(5, 60),
      { ...syntheticRecord(62), denominationUsuelleEtablissement: 'DERNIER' },
    ]);
    const result = await run(newer, { batchSize: 25 });
    expect(result).toMatchObject({ rowsDone: 66, inserted: 5 });
    const rows = await directory();
    expect(rows).toHaveLength(65);
    expect(rows.find((row) => row.siret === syntheticRecord(10).siret)?.name).toBe('NOUVEAU NOM');
    expect(rows.find((row) => row.siret === syntheticRecord(11).siret)?.active).toBe(false);
    expect(rows.find((row) => row.siret === syntheticRecord(62).siret)?.name).toBe('DERNIER');
  });

  it('resumes an interrupted import after its last committed batch, and ends with every line once', async () => {
    const records = makeRecords(110, 0, { 3: BAD_CHECKSUM, 60: BAD_CHECKSUM });
    const file = await makeCsv(records);
    await expect(run(file, { batchSize: 25, stopAfterBatches: 2 })).rejects.toThrow(/interrupted/);
    // The third batch failed before its commit: none of its rows, and the position of the second.
    const [saved] = (
      await sql<{ rows_done: number; last_siret: string }>`select * from sirene_imports`.execute(database.db)
    ).rows;
    expect(saved).toMatchObject({ rows_done: 50, last_siret: records[49].siret });
    expect(await directory()).toHaveLength(49);

    const progress: number[] = [];
    const resumed = await run(file, { batchSize: 25, onProgress: (p) => progress.push(p.rowsDone) });
    expect(resumed).toMatchObject({ resumedFrom: 50, rowsDone: 110, rowsSkipped: 2, inserted: 59, updated: 0 });
    expect(progress).toEqual([75, 100, 110]);
    const rows = await directory();
    expect(rows.map((row) => row.siret)).toEqual(
      records.filter((_, i) => i !== 3 && i !== 60).map((record) => record.siret),
    );
  });

  it('skips a line whose quote is left open by itself, imports the lines after it, and says which line it was', async () => {
    const records = makeRecords(12, 1);
    const lines = csvLines(records);
    // Line 6 (the fifth establishment) opens a quote before its 'statutDiffusion' and never closes it.
    lines[5] = lines[5]!.replace(`${records[4]!.siret},`, `${records[4]!.siret},"`);
    const result = await run(await writeCsv(lines));
    expect(result).toMatchObject({
      rowsDone: 12,
      rowsSkipped: 1,
      inserted: 11,
      malformed: { count: 1, examples: [{ line: 6, problem: 'a quote is left open' }] },
    });
    expect((await directory()).map((row) => row.siret)).toEqual(
      records.filter((_, i) => i !== 4).map((record) => record.siret),
    );
  });

  it('skips a line holding a control character (a NUL), which no database takes in a text, and says which line it was', async () => {
    const records = makeRecords(12, 1, { 7: { denominationUsuelleEtablissement: 'CAFÉ\u0000DU PORT' } });
    const result = await run(await writeCsv(csvLines(records)));
    expect(result).toMatchObject({
      rowsDone: 12,
      rowsSkipped: 1,
      inserted: 11,
      malformed: { count: 1, examples: [{ line: 8, problem: 'a control character' }] },
    });
    expect((await directory()).map((row) => row.siret)).not.toContain(records[6]!.siret);
  });

  it('reads a Latin-1 (Windows-1252) file with its accented names, and says it did', async () => {
    const name = 'CAFÉ DE L’ŒUVRE À 5 €';
    const records = makeRecords(3, 1, { 2: { denominationUsuelleEtablissement: name } });
    const latin1 = csvLines(records).map((line) => line.replace('’', '\x92').replace('Œ', '\x8C').replace('€', '\x80'));
    const result = await run(await writeCsv(latin1, 'latin1'));
    expect(result).toMatchObject({ rowsDone: 3, rowsSkipped: 0, encoding: 'windows-1252' });
    expect((await directory()).find((row) => row.siret === records[1]!.siret)?.name).toBe(name);
    expect(await run(await writeCsv(csvLines(records)))).toMatchObject({ encoding: 'utf-8', updated: 0 });
  });

  it('refuses a file whose header has a stray quote, before importing anything', async () => {
    const lines = csvLines(makeRecords(50));
    lines[0] = lines[0]!.replace('siren,nic,', 'siren,"nic,');
    await expect(run(await writeCsv(lines))).rejects.toThrow('Line 1, the header, is malformed: a quote is left open');
    expect(await directory()).toHaveLength(0);
  });

  it('refuses a file that is not a StockEtablissement file', async () => {
    const file = path.join(dir, 'other.csv');
    await appendFile(file, 'siren,nom\n123456789,DUPONT\n');
    await expect(run(file)).rejects.toThrow(/Not a StockEtablissement file/);
    expect(await directory()).toHaveLength(0);
  });
});
