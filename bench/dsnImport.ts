/**
 * Benchmark: the DSN import (preview + apply) against a plain batched INSERT of the same employees.
 *
 * On a throwaway PostgreSQL database:
 *   1. the anchor: the generated employees, mapped to rows (NIR sealed and fingerprinted
 *      beforehand), INSERTed 1,000 per statement into an empty customer; timed once before the
 *      imports and once after, so a machine busier at one moment than the other skews both alike;
 *   2. the real import of a generated DSN of 25,000 employees, then of 100,000, each in a process
 *      of its own (so its peak RSS is its own): the file streamed into the blob store, the preview
 *      (read, match, stage), then the apply (one transaction);
 *   3. the 100,000 file imported again: nothing to change (the re-run's cost).
 * The headline figure is import rows/s ÷ INSERT rows/s (goal ≥ 0.5x), and the peak RSS (< 300 MB, flat).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:dsn
 *
 * Options: --employees N (default 100000), --small N (default 25000).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { openDatabase } from '../server/db/database';
import type { DB } from '../server/db/schema';
import { migrateToLatest } from '../server/db/migrate';
import { createSecretBox } from '../server/security/secretBox';
import { syntheticEmployee } from '../tests/support/dsnGenerator';
import { createTestDatabaseUrl } from '../tests/support/testDatabase';
import { SIREN, MONTH, type RunResult } from './dsnImportRun';

const GOAL_RATIO = 0.5;
const GOAL_PEAK_MB = 300;
const INSERT_BATCH = 1000;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** The real import, in a process of its own. */
const runImport = (databaseUrl: string, employees: number, dir: string, customer: string) =>
  new Promise<RunResult>((resolve, reject) => {
    const args = ['--import', 'tsx', 'bench/dsnImportRun.ts', String(employees), dir, customer];
    const child = spawn(process.execPath, args, {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1)!))
        : reject(new Error(`import exited with ${code}`)),
    );
  });

/** A customer root, for the anchor's rows (the imports make their own). */
const makeCustomer = async (db: Kysely<DB>) => {
  const id = randomUUID();
  await db
    .insertInto('organizations')
    .values({ id, customer_id: id, name: 'Anchor', org_path: [id] })
    .execute();
  return id;
};

/** The same employees as the import creates, as rows; sealing is done here, outside the timing. */
const anchorRows = (employees: number, customerId: string) => {
  const secrets = createSecretBox(randomBytes(32));
  return Array.from({ length: employees }, (_, index) => {
    const employee = syntheticEmployee(index, MONTH);
    return {
      customer_id: customerId,
      first_name: employee.firstNames!.split(' ')[0]!,
      last_name: employee.usageName ?? employee.familyName!,
      email: employee.email ?? null,
      registration_number: employee.registrationNumber ?? null,
      company_siren: SIREN,
      address: employee.street ?? null,
      zip_code: employee.postcode ?? null,
      city: employee.town ?? null,
      birth_day: employee.birthDay ?? null,
      temporary_number: employee.temporaryNumber ?? null,
      nir_sealed: employee.nir ? secrets.seal(employee.nir) : null,
      nir_hash: employee.nir ? secrets.fingerprint(employee.nir) : null,
    };
  });
};

const main = async () => {
  const { values } = parseArgs({
    options: { employees: { type: 'string', default: '100000' }, small: { type: 'string', default: '25000' } },
  });
  const employees = Number(values.employees);
  const small = Number(values.small);
  if (!process.env.DATABASE_URL?.match(/^postgres(ql)?:\/\//)) {
    console.error(
      'DATABASE_URL must point at a PostgreSQL server, e.g.\n  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:dsn',
    );
    process.exit(1);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'liasse-dsn-bench-'));
  const scratch = await createTestDatabaseUrl();
  const url = scratch.url!;
  const database = await openDatabase({ databaseUrl: url });
  try {
    const { db } = database;
    await migrateToLatest(db);
    const anchorCustomer = await makeCustomer(db);
    const rows = anchorRows(employees, anchorCustomer);
    const anchor = async () => {
      await db.deleteFrom('employees').where('customer_id', '=', anchorCustomer).execute();
      await database.executeSql('checkpoint');
      const started = performance.now();
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await db
          .insertInto('employees')
          .values(rows.slice(start, start + INSERT_BATCH))
          .execute();
      }
      const seconds = (performance.now() - started) / 1000;
      await db.deleteFrom('employees').where('customer_id', '=', anchorCustomer).execute();
      return seconds;
    };
    const version = (await database.executeSql('select current_setting($1) as v', ['server_version'])).rows[0]!.v;
    console.log(`PostgreSQL ${String(version)}, scratch database ${new URL(url).pathname.slice(1)}\n`);

    const insertBefore = await anchor();
    const smallRun = await runImport(url, small, dir, 'small');
    await database.executeSql('checkpoint');
    const bigRun = await runImport(url, employees, dir, 'big');
    const again = await runImport(url, employees, dir, 'big');
    const insertAfter = await anchor();
    const insertRate = employees / ((insertBefore + insertAfter) / 2);
    const seconds = (run: RunResult) => run.previewSeconds + run.applySeconds;
    const importRate = employees / seconds(bigRun);
    const ratio = importRate / insertRate;
    const flat = bigRun.peakRssMb / smallRun.peakRssMb;
    console.log(
      `INSERT of ${fmt(employees)} rows: ${insertBefore.toFixed(2)} s before the imports, ${insertAfter.toFixed(2)} s after`,
    );
    for (const [name, run] of [
      [`import of ${fmt(small)}`, smallRun],
      [`import of ${fmt(employees)}`, bigRun],
      [`same ${fmt(employees)} again`, again],
    ] as const) {
      console.log(
        `${name.padEnd(22)} upload ${run.uploadSeconds.toFixed(2)} s, preview ${run.previewSeconds.toFixed(2)} s ` +
          `(CPU ${run.previewCpuSeconds.toFixed(2)} s), apply ` +
          `${run.applySeconds.toFixed(2)} s, ${JSON.stringify(run.counts)}, peak RSS ${fmt(run.peakRssMb)} MB`,
      );
    }
    console.log(`\nINSERT (anchor)        ${fmt(insertRate)} rows/s  1.00x`);
    console.log(`import (preview+apply) ${fmt(importRate)} rows/s  ${ratio.toFixed(2)}x`);
    console.log(
      `import again (no change) ${fmt(employees / seconds(again))} rows/s  ${(employees / seconds(again) / insertRate).toFixed(2)}x`,
    );
    console.log(
      `peak RSS: ${fmt(smallRun.peakRssMb)} MB for ${fmt(small)}, ${fmt(bigRun.peakRssMb)} MB for ${fmt(employees)} ` +
        `(${flat.toFixed(2)}x for ${(employees / small).toFixed(0)}x the employees)`,
    );
    console.log('\nSummary');
    console.log(
      `import / INSERT        ${ratio.toFixed(2)}x ${ratio >= GOAL_RATIO ? 'met' : 'NOT met'} (goal ≥ ${GOAL_RATIO}x)`,
    );
    console.log(
      `peak RSS               ${fmt(bigRun.peakRssMb)} MB ${bigRun.peakRssMb < GOAL_PEAK_MB && flat < 1.25 ? 'met' : 'NOT met'} ` +
        `(goal < ${GOAL_PEAK_MB} MB and flat)`,
    );
  } finally {
    await database.close();
    await scratch.drop();
    await rm(dir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
