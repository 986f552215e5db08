/**
 * Benchmark: the documents list (`POST docs`: one page and the count of all matches, then the
 * page's names) and the unread count (`GET docs/stats`), each printed as a ratio to an anchor
 * measured in the same run: the plain `select id from documents where customer_id = $1 order by
 * created_at desc, id desc limit 20`, at 1,000,000 documents. Cases: (a) an administrator of the
 * whole customer, (b) a user whose rule covers one organisation, (b') a region (a tenth of the
 * sites), (c) a full-text search, (d) unread as a list and as the home page's count. Each is timed
 * twice: the page's rows alone, and the whole call (rows + count + names). The plan of the rows
 * query is printed with its buffers and the indexes it uses.
 * Goals (issue 28): the whole call ≤ 3× the anchor at 1M; with `--documents` above 1M, the safe is
 * measured at 1M, grown to that many, measured again, and each call's cost there must be ≤ 1.5×
 * its cost at 1M (it must not grow with the safe).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:documents [-- --documents 10000000]
 *
 * Without DATABASE_URL it runs on an in-memory PGlite. The data is generated inside the database
 * (INSERT … SELECT generate_series) on a scratch database dropped at the end.
 *
 * Options: --documents N (default 1000000), --runs N (default 10), --plan (print the full plans).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { ZDocSearch, type TDocPage, type TDocSearch } from '../common/schemas/documents';
import {
  countedVisibility,
  resolveDocumentScope,
  visibleDocuments,
  type DocumentRule,
} from '../server/access/documentFilter';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { DB } from '../server/db/schema';
import { DOC_SORT, matchingDocuments, type Viewer } from '../server/modules/documents/queries';
import { cappedCount, countMatches } from '../server/modules/documents/counts';
import { getStats, searchDocuments } from '../server/modules/documents/service';
import { summariesOf } from '../server/modules/documents/summaries';
import { scratchDatabase } from './support/scratchDatabase';
import { generateDocumentSafe } from './support/documentSafe';

const WARMUP = 3;

const fmt = (n: number) => n.toLocaleString('en-US');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

const staffViewer = async (
  db: Kysely<DB>,
  { customerId, userId, orgId }: { customerId: string; userId: string; orgId: string },
): Promise<Viewer> => {
  const rule: DocumentRule = {
    org_id: orgId,
    doc_criterias: [],
    employee_ids: [],
    employee_group_ids: [],
    third_party_ids: [],
  };
  // Resolved once per request in the server, so outside the timed query here too.
  const scope = await resolveDocumentScope(db, [rule], [orgId]);
  return {
    reader: {
      kind: 'STAFF',
      customerId,
      userId,
      condition: visibleDocuments(scope),
      counted: countedVisibility(scope),
      ruleIds: null,
    },
    orgScope: { customerId, visibleOrgIds: [orgId] },
  };
};

const timed = async (runs: number, once: () => Promise<unknown>) => {
  for (let i = 0; i < WARMUP; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  return median(times);
};

/** The page's rows alone, as `POST docs` orders them. */
const rowsQuery = (db: Kysely<DB>, viewer: Viewer, search: TDocSearch) =>
  matchingDocuments(db, viewer, search)
    .select('documents.id')
    .orderBy(sql`${DOC_SORT[search.sort.field]} desc`)
    .orderBy('documents.id', 'desc')
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);

const BASE = 1_000_000;
const GOAL_TO_ANCHOR = 3;
const GOAL_GROWTH = 1.5;

type Measured = Map<string, { rows?: number; whole: number; matches: number }>;

/** Every case's median times at the safe's present size. */
const measure = async (
  db: Kysely<DB>,
  data: Awaited<ReturnType<typeof generateDocumentSafe>>,
  runs: number,
  plans: boolean,
) => {
  const customerId = data.rootId;
  const admin = await staffViewer(db, { customerId, userId: data.readerId, orgId: customerId });
  const oneSite = await staffViewer(db, { customerId, userId: data.readerId, orgId: data.siteId });
  const oneRegion = await staffViewer(db, { customerId, userId: data.readerId, orgId: data.regionId });
  const anchor = await timed(runs, () =>
    sql`select id from documents where customer_id = ${customerId} order by created_at desc, id desc limit 20`.execute(
      db,
    ),
  );
  const measured: Measured = new Map();
  const cases: [string, Viewer, TDocSearch][] = [
    ['(a) whole-customer administrator', admin, ZDocSearch.parse({})],
    ['(b) one-organisation user', oneSite, ZDocSearch.parse({})],
    ["(b') one-region user (99 sites)", oneRegion, ZDocSearch.parse({})],
    ['(c) full-text search "février 417"', admin, ZDocSearch.parse({ search: 'février 417' })],
    ['(d) unread, as a list', admin, ZDocSearch.parse({ filters: { read: false } })],
  ];
  for (const [label, viewer, search] of cases) {
    const rows = await timed(runs, () => rowsQuery(db, viewer, search).execute());
    let page: TDocPage | undefined;
    const whole = await timed(runs, async () => {
      page = await searchDocuments(db, viewer, search);
    });
    const matches = page!.count;
    measured.set(label, { rows, whole, matches });
    const counted = `${page!.countCapped ? 'more than ' : ''}${fmt(matches)} matches`;
    // The whole call's parts apart: where its constant cost lies.
    const count = await timed(runs, () =>
      countMatches(db, viewer, search, () => cappedCount(db, matchingDocuments(db, viewer, search), search)),
    );
    const ids = page!.docs.map((doc) => doc.id);
    const names = await timed(runs, () => summariesOf(db, data.readerId, ids));
    const ratio = (ms: number) => `${(ms / anchor).toFixed(2)}x`;
    console.log(
      `${label.padEnd(38)} rows ${ratio(rows).padStart(7)}   rows+count+names ${ratio(whole).padStart(8)}   (${counted})`,
    );
    console.log(`  apart: count ${ratio(count)}, names ${ratio(names)}`);
    const compiled = rowsQuery(db, viewer, search).compile();
    const plan = (
      await db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (analyze, buffers) ${compiled.sql}`, [...compiled.parameters]),
      )
    ).rows.map((row) => row['QUERY PLAN']);
    const indexes = [...new Set(plan.flatMap((line) => /using (\w+)/i.exec(line)?.[1] ?? []))];
    const buffers = plan.find((line) => /Buffers:/.test(line))?.trim() ?? 'Buffers: (none reported)';
    const seq = plan.some((line) => /Seq Scan on documents\b/.test(line));
    console.log(`  rows plan: ${indexes.join(', ') || 'no index'}; seq scan: ${seq ? 'YES' : 'no'}; ${buffers}`);
    if (plans) for (const line of plan) console.log(`    ${line}`);
  }
  const stats = await timed(runs, () => getStats(db, admin));
  const unread = (await getStats(db, admin)).unread;
  measured.set('(d) unread count (GET docs/stats)', { whole: stats, matches: unread });
  console.log(
    `${'(d) unread count (GET docs/stats)'.padEnd(38)} ${(stats / anchor).toFixed(2).padStart(7)}x   (${fmt(unread)} unread)`,
  );
  return { anchor, measured };
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      documents: { type: 'string', default: String(BASE) },
      runs: { type: 'string', default: '10' },
      plan: { type: 'boolean', default: false },
    },
  });
  const serverUrl = process.env.DATABASE_URL;
  const onPostgres = Boolean(serverUrl?.startsWith('postgres'));
  const scratch = onPostgres ? await scratchDatabase(serverUrl!) : undefined;
  const database = await openDatabase(scratch ? { databaseUrl: scratch.url } : {});
  try {
    const { db } = database;
    await migrateToLatest(db);
    const version = (await sql<{ v: string }>`select version() as v`.execute(db)).rows[0]!.v;
    console.log(`${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${version.split(',')[0]}`);
    const documents = Number(values.documents);
    const runs = Number(values.runs);
    const data = await generateDocumentSafe(db, { documents: Math.min(documents, BASE) });
    console.log(`\nat ${fmt(Math.min(documents, BASE))} documents; median of ${runs}`);
    const base = await measure(db, data, runs, values.plan);
    console.log(`anchor (plain first page of the table): ${base.anchor.toFixed(2)} ms = 1.00x`);
    const problems: string[] = [];
    for (const [label, { whole }] of base.measured) {
      if (whole / base.anchor > GOAL_TO_ANCHOR)
        problems.push(
          `${label}: the whole call ${(whole / base.anchor).toFixed(1)}x the anchor (goal ≤ ${GOAL_TO_ANCHOR}x)`,
        );
    }
    if (documents > BASE) {
      await data.grow(documents);
      console.log(`\nat ${fmt(documents)} documents (ratios to the anchor at ${fmt(BASE)})`);
      const grown = await measure(db, data, runs, values.plan);
      console.log(
        `anchor at ${fmt(documents)}: ${(grown.anchor / base.anchor).toFixed(2)}x the anchor at ${fmt(BASE)}`,
      );
      console.log(`\neach call at ${fmt(documents)} ÷ the same call at ${fmt(BASE)} (goal ≤ ${GOAL_GROWTH}x):`);
      for (const [label, now] of grown.measured) {
        const before = base.measured.get(label)!;
        const growth = now.whole / before.whole;
        const rows = now.rows && before.rows ? `rows ${(now.rows / before.rows).toFixed(2)}x   ` : '';
        console.log(`${label.padEnd(38)} ${rows}whole call ${growth.toFixed(2)}x`);
        if (growth > GOAL_GROWTH)
          problems.push(`${label}: ${growth.toFixed(2)}x its cost at 1M (goal ≤ ${GOAL_GROWTH}x)`);
      }
    }
    for (const problem of problems) console.log(`MISSED: ${problem}`);
    if (problems.length === 0) console.log('goals met');
  } finally {
    await database.close();
    await scratch?.drop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
