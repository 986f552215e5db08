/**
 * Benchmark: the portal under load through its real HTTP stack. On a scratch PostgreSQL database
 * holding 1,000,000 documents (bench:documents' safe; a few real PDFs in the blob store, each
 * referenced by many documents), the compiled server (`node build/server/main.js`) is driven by
 * 100 concurrent clients for 60 s (autocannon), each repeating a user's session: sign-in, lists
 * with a filter and a sort, a document's details, its first page's image, its download, full-text
 * searches. Printed per call: requests, non-2xx, p50 and p99; and the throughput as a ratio to the
 * anchor's, measured in the same run: a bare Fastify process issuing the same SQL and blob reads
 * for the same calls (bench/support/loadAnchor.ts). Goal ≥ 0.7x, 0 errors.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load
 *
 * Options: --documents N (default 1000000), --seconds N (default 60), --connections N (default
 * 100), --warmup N (seconds of load before the measured ones, default 10), --cpu-prof DIR (the server's
 * CPU profile, written when it stops).
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { createBlobStore } from '../server/storage';
import { textPdf } from '../tests/support/documentFiles';
import { generateDocumentSafe, type SafeFile } from './support/documentSafe';
import { CALLS, driveLoad, percentile, PREVIEW_WIDTH, type LoadFigures } from './support/loadMix';
import { startProcess, type RunningProcess } from './support/loadProcess';
import { insertLoadUsers, LOAD_PASSWORD, type LoadUser } from './support/loadUsers';
import { recordCalls } from './support/recordedCalls';
import { scratchDatabase } from './support/scratchDatabase';

const GOAL = 0.7;
const FILES = 8;

const { values } = parseArgs({
  options: {
    documents: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '10' },
    'cpu-prof': { type: 'string' },
  },
});
const documents = Number(values.documents);
const load = { seconds: Number(values.seconds), connections: Number(values.connections) };

const fmt = (n: number) => n.toLocaleString('en-US');
const load1 = () => loadavg()[0]!.toFixed(1);

/** Ends the bench with a message, not a stack (the scratch database is still dropped). */
class BenchStopped extends Error {}
const stopWith = (message: string): never => {
  throw new BenchStopped(message);
};

/** The PostgreSQL server of DATABASE_URL, answering; else the bench stops here. */
const requirePostgres = async () => {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres'))
    stopWith('bench:load needs PostgreSQL: set DATABASE_URL=postgres://user@host:5432/postgres');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    stopWith(`bench:load cannot reach the PostgreSQL of DATABASE_URL: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  return url!;
};

/** Real two-page PDFs in the blob store, for documents to point at. */
const storeFiles = async (dataDir: string): Promise<SafeFile[]> => {
  const blobs = await createBlobStore({ dataDir });
  return Promise.all(
    Array.from({ length: FILES }, async (_, n) => {
      const pdf = await textPdf([`Bulletin de paie n° ${n + 1}\nSalaire net`, `Page 2 du bulletin ${n + 1}`]);
      return { key: await blobs.put(pdf), size: pdf.length, pages: 2 };
    }),
  );
};

/**
 * Each file's first page drawn once, through the server, before the load: as in production after
 * a file's first view, the load's previews are read from the cache (the anchor reads them too).
 */
const drawPreviews = async (url: string, admin: LoadUser, documentIds: string[]) => {
  const signIn = await fetch(`${url}/api/user-directory/desk-user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: admin.login, password: LOAD_PASSWORD }),
  });
  const authorization = `Bearer ${signIn.headers.get('set-authorization')}`;
  for (const id of documentIds) {
    const answer = await fetch(`${url}/api/desk/doc/${id}/preview/1?width=${PREVIEW_WIDTH}`, {
      headers: { authorization },
    });
    await answer.arrayBuffer();
    if (answer.status !== 200) stopWith(`The preview of document ${id} answered ${answer.status}`);
  }
};

/** A warm-up, then the measured run; the machine's load average before and after. */
/** The database's committed and rolled back transactions: one per statement outside a transaction. */
const transactionsOf = async (databaseUrl: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select xact_commit + xact_rollback n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
};

/**
 * A warm-up, then the measured run by the same clients; the machine's load average, and the SQL
 * transactions per call (how many round trips to PostgreSQL a call costs).
 */
const measure = async (label: string, target: RunningProcess, users: LoadUser[], databaseUrl: string) => {
  console.log(`${label}: ${values.warmup} s warm-up, then ${load.seconds} s measured …`);
  let transactions: Promise<number> = Promise.resolve(0);
  let before = '';
  const figures = await driveLoad(target.url, users, { ...load, warmup: Number(values.warmup) }, () => {
    before = load1();
    transactions = transactionsOf(databaseUrl);
  });
  const after = load1();
  // PostgreSQL publishes a backend's counts within a second of its last transaction.
  await sleep(1_500);
  const perCall = ((await transactionsOf(databaseUrl)) - (await transactions) - 1) / callsOf(figures);
  const failures = failuresOf(figures);
  console.log(
    `${label}: load average ${before} at the start, ${after} at the end; ` +
      `${perCall.toFixed(1)} SQL transactions per call; ${failures.length ? failures.join(', ') : 'no failed call'}`,
  );
  return figures;
};

const callsOf = (figures: LoadFigures) =>
  [...figures.calls.values()].reduce((sum, call) => sum + call.latencies.length, 0);

/** Calls answered 2xx per second: an error answered fast is no work done. */
const throughputOf = (figures: LoadFigures) =>
  [...figures.calls.values()].reduce(
    (sum, call) =>
      sum + [...call.statuses].reduce((ok, [status, n]) => ok + (status >= 200 && status <= 299 ? n : 0), 0),
    0,
  ) / figures.seconds;

const failuresOf = (figures: LoadFigures) =>
  [...figures.calls].flatMap(([name, call]) =>
    [...call.statuses]
      .filter(([status]) => status < 200 || status > 299)
      .map(([status, n]) => `${name} ${status}: ${n}`),
  );

const callLine = (figures: LoadFigures, name: (typeof CALLS)[number]) => {
  const call = figures.calls.get(name)!;
  const sorted = [...call.latencies].sort((a, b) => a - b);
  const errors = [...call.statuses].reduce((sum, [status, n]) => sum + (status < 200 || status > 299 ? n : 0), 0);
  return `${fmt(sorted.length).padStart(8)} ${fmt(errors).padStart(6)} ${percentile(sorted, 50).toFixed(0).padStart(6)} ${percentile(sorted, 99).toFixed(0).padStart(6)}`;
};

const report = (ours: LoadFigures, anchor: LoadFigures) => {
  console.log(`\n${''.padEnd(10)}${'ours'.padEnd(30)}anchor`);
  console.log(`${'call'.padEnd(10)}${'requests errors  p50ms  p99ms'.padEnd(30)}requests errors  p50ms  p99ms`);
  for (const name of CALLS)
    console.log(`${name.padEnd(10)}${callLine(ours, name).padEnd(30)}${callLine(anchor, name)}`);
  for (const [label, figures] of [
    ['ours', ours],
    ['anchor', anchor],
  ] as const) {
    const failures = [...failuresOf(figures), ...(figures.errors ? [`socket errors: ${figures.errors}`] : [])];
    if (figures.timeouts) failures.push(`timeouts: ${figures.timeouts}`);
    console.log(
      `${label}: ${throughputOf(figures).toFixed(1)} calls answered 2xx per second; ${failures.length ? failures.join(', ') : '0 errors'}`,
    );
  }
};

const main = async () => {
  const serverUrl = await requirePostgres();
  const scratch = await scratchDatabase(serverUrl);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'liasse-load-'));
  let running: RunningProcess | undefined;
  try {
    const database = await openDatabase({ databaseUrl: scratch.url });
    let users: LoadUser[];
    let oneDocumentPerFile: string[];
    try {
      const { db } = database;
      await migrateToLatest(db);
      const version = (await sql<{ v: string }>`select version() as v`.execute(db)).rows[0]!.v;
      const files = await storeFiles(dataDir);
      const { rootId } = await generateDocumentSafe(db, { documents, files });
      users = await insertLoadUsers(db, rootId);
      oneDocumentPerFile = await Promise.all(
        files.map(
          async ({ key }) =>
            (
              await db
                .selectFrom('documents')
                .select('id')
                .where('blob_key', '=', key)
                .limit(1)
                .executeTakeFirstOrThrow()
            ).id,
        ),
      );
      console.log(
        `${version.split(',')[0]}; ${fmt(documents)} documents pointing at ${FILES} real PDFs (2 pages, ` +
          `${Math.round(files[0]!.size / 1024)} KB) stored once in the blob store (${fmt(Math.ceil(documents / FILES))} rows each); ` +
          `${users.length} staff users with argon2id passwords (${users.map((user) => user.kind).join(', ')})`,
      );
    } finally {
      await database.close();
    }
    console.log(
      `machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}; ` +
        `${load.connections} clients for ${load.seconds} s, each repeating a session of 15 calls ` +
        '(sign-in 1, list 3, search 2, get 4, preview 3, download 2)',
    );

    if (spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' }).status !== 0)
      stopWith('node scripts/build.mjs failed');
    running = await startProcess(
      [...(values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : []), 'build/server/main.js'],
      {
        NODE_ENV: 'production',
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        RUN_WORKERS: 'false',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        CHORUS_SIMULATOR: 'false',
        // Every client signs in from 127.0.0.1: its address may not be throttled as one person's.
        THROTTLE_GUESSES_PER_ADDRESS: '100000',
      },
    );
    await drawPreviews(
      running.url,
      users.find((user) => user.kind === 'customer')!,
      oneDocumentPerFile,
    );
    const ours = await measure('ours', running, users, scratch.url);
    await running.stop();
    running = undefined;

    const calls = await recordCalls(scratch.url, await createBlobStore({ dataDir }), users);
    const callsFile = path.join(dataDir, 'anchor-calls.json');
    await writeFile(callsFile, JSON.stringify(calls));
    try {
      running = await startProcess(['--import', 'tsx', 'bench/support/loadAnchor.ts', callsFile], {
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
      });
    } catch (error) {
      stopWith(`The anchor cannot run, so no ratio: ${(error as Error).message}`);
    }
    const anchor = await measure('anchor', running!, users, scratch.url);
    report(ours, anchor);
    if (throughputOf(anchor) === 0 || failuresOf(anchor).length || anchor.errors || anchor.timeouts)
      stopWith('The anchor did not answer every call, so no ratio');
    const ratio = throughputOf(ours) / throughputOf(anchor);
    const clean = !failuresOf(ours).length && !ours.errors && !ours.timeouts;
    console.log(
      `throughput: ${ratio.toFixed(2)}x the anchor's (goal ≥ ${GOAL}x with 0 errors: ${ratio >= GOAL && clean ? 'met' : 'NOT met'})`,
    );
  } finally {
    await running?.stop();
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof BenchStopped ? error.message : error);
  process.exitCode = 1;
});
