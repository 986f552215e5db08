/**
 * Benchmark: the cost of the access-rule filter on the documents page query.
 *
 * On a throwaway PostgreSQL database it generates 1,000,000 documents over a tree of 1,000
 * organisations of one customer, gives a user 5 rules of mixed criteria, then times the page
 * query a document list makes (newest first, 20 rows) with and without
 * `visibleDocuments(scope)` (the scope resolved once, as a request does). The unfiltered query is the anchor: the headline
 * figure is filtered / anchor (goal: under 1.5x), for the first page and for a deeper one
 * (offset 1000). It also prints which indexes the filtered query's plan uses, and whether it
 * falls back to a sequential scan of documents.
 *
 * Run (the database named in the URL is only used to create and drop `liasse_bench_<random>`):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/ruleFilter.ts
 *
 * Options: --documents N (default 1000000), --organizations N (default 1000), --runs N (timed
 * runs per query, default 30), --plan (also print the full EXPLAIN output), --employee-groups (the
 * manager's rule names an employee group of those employees instead of the employees themselves).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import pg from 'pg';
import { resolveDocumentScope, visibleDocuments, type DocumentRule } from '../server/access/documentFilter';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { DB } from '../server/db/schema';

const GOAL_RATIO = 1.5;
const PAGE_SIZE = 20;
const DEEP_OFFSET = 1000;
const WARMUP_RUNS = 5;
const REGIONS = 10;
const EMPLOYEES = 20_000;
/** Rows per INSERT … SELECT: big enough to be fast, small enough to show progress and bound memory. */
const BATCH_SIZE = 200_000;

const fmt = (n: number) => n.toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(3)} ms`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const positiveInt = (name: string, value: string, min: number): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer ≥ ${min} (got ${value})`);
  return n;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A fresh database on the server of `serverUrl`, and an idempotent way to drop it. */
const createScratchDatabase = async (serverUrl: string) => {
  const name = `liasse_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped: Promise<void> | undefined;
  const drop = () =>
    (dropped ??= (async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // `with (force)` ends any connection still open on it, e.g. after an interrupted query.
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    })());
  return { name, url: url.toString(), drop };
};

type Dataset = {
  rootId: string;
  regionIds: string[];
  /** Some descendants of the second region, for an OrgsCriteria. */
  orgsOfSecondRegion: string[];
  /** A few hundred employees that have documents, for a rule's employee_ids. */
  someEmployees: string[];
  /** An employee group of those same employees, for a rule's employee_group_ids. */
  someEmployeesGroupId: string;
  levels: { depth: number; count: number }[];
};

/**
 * Generates the data inside PostgreSQL (INSERT … SELECT generate_series), never row by row from
 * Node. Runs on one connection so that `setseed` governs every random() and the data's shape is
 * the same from one run to the next (only the uuids differ).
 */
const generate = async (db: Kysely<DB>, documents: number, organizations: number): Promise<Dataset> =>
  db.connection().execute(async (conn) => {
    const started = performance.now();
    await sql`select setseed(0.42)`.execute(conn);

    // The tree: root → 10 regions → sites (a fifth of the rest) → teams (the others).
    const rootId = randomUUID();
    await sql`
      insert into organizations (id, customer_id, parent_id, name, org_path)
      values (${rootId}::uuid, ${rootId}::uuid, null, 'Customer root', array[${rootId}::uuid])
    `.execute(conn);
    const below = organizations - 1 - REGIONS;
    const sites = Math.max(1, Math.round(below * 0.2));
    const teams = below - sites;
    // Each new level hangs round-robin under the level above; org_path = parent's path || self.
    const addLevel = async (parentDepth: number, count: number, label: string) => {
      await sql`
        with parents as (
          select id, org_path, (row_number() over (order by name) - 1)::int as k
          from organizations where cardinality(org_path) = ${parentDepth}::int
        ),
        fresh as (
          select gen_random_uuid() as id, g from generate_series(1, ${count}::int) g
        )
        insert into organizations (id, customer_id, parent_id, name, org_path)
        select fresh.id, ${rootId}::uuid, parents.id, ${label}::text || ' ' || lpad(fresh.g::text, 5, '0'),
               parents.org_path || fresh.id
        from fresh join parents on parents.k = fresh.g % (select count(*) from parents)
      `.execute(conn);
    };
    await addLevel(1, REGIONS, 'Region');
    await addLevel(2, sites, 'Site');
    if (teams > 0) await addLevel(3, teams, 'Team');
    console.log(`organisations: ${fmt(organizations)} created (${seconds(started)})`);

    // Numbered lookups so a random integer picks an organisation (any but the root) or an employee.
    await sql`
      create table bench_orgs as
      select (row_number() over (order by id) - 1)::int as n, id from organizations where id <> ${rootId}::uuid
    `.execute(conn);
    await sql`alter table bench_orgs add primary key (n)`.execute(conn);
    await sql`
      create table bench_employees as
      select (g - 1)::int as n, gen_random_uuid() as id from generate_series(1, ${EMPLOYEES}::int) g
    `.execute(conn);
    await sql`alter table bench_employees add primary key (n)`.execute(conn);

    // Monthly payroll-like documents: 70% PAYE, 20% WCNT, 10% CHIN; a month in 2020–2026;
    // created within 20 days after the month ends, so created_at follows the period as in real use.
    // The random draws live in a subquery so PostgreSQL evaluates them once per generated row.
    for (let done = 0; done < documents;) {
      const batch = Math.min(BATCH_SIZE, documents - done);
      await sql`
        insert into documents (customer_id, org_id, doc_type, period_start, period_end, employee_id, metadata, created_at)
        select ${rootId}::uuid, o.id,
               case when r.t < 0.7 then 'PAYE' when r.t < 0.9 then 'WCNT' else 'CHIN' end,
               r.month, (r.month + interval '1 month' - interval '1 day')::date,
               e.id,
               jsonb_build_object('site', chr(65 + r.site)),
               r.month + interval '1 month' + r.delay
        from (
          select random() as t,
                 floor(random() * (select count(*) from bench_orgs))::int as org_n,
                 floor(random() * ${EMPLOYEES}::int)::int as employee_n,
                 (date '2020-01-01' + floor(random() * 84)::int * interval '1 month')::date as month,
                 floor(random() * 5)::int as site,
                 random() * interval '20 days' as delay
          from generate_series(1, ${batch}::int)
        ) r
        join bench_orgs o on o.n = r.org_n
        join bench_employees e on e.n = r.employee_n
      `.execute(conn);
      done += batch;
      console.log(`documents: ${fmt(done)} / ${fmt(documents)} (${seconds(started)})`);
    }

    const regionIds = (
      await sql<{ id: string }>`select id from organizations where cardinality(org_path) = 2 order by name`.execute(
        conn,
      )
    ).rows.map((row) => row.id);
    const orgsOfSecondRegion = (
      await sql<{ id: string }>`
        select id from organizations where org_path @> array[${regionIds[1]}::uuid] and id <> ${regionIds[1]}::uuid
        order by name limit 5
      `.execute(conn)
    ).rows.map((row) => row.id);
    const someEmployees = (
      await sql<{ id: string }>`select id from bench_employees where n < 300 order by n`.execute(conn)
    ).rows.map((row) => row.id);
    // The employees exist as rows, so that a group can hold them.
    await sql`
      insert into employees (id, customer_id, first_name, last_name)
      select id, ${rootId}::uuid, 'Bench', 'Employee ' || n from bench_employees
    `.execute(conn);
    const someEmployeesGroupId = randomUUID();
    await sql`
      insert into employee_groups (id, customer_id, org_id, name)
      values (${someEmployeesGroupId}::uuid, ${rootId}::uuid, ${rootId}::uuid, 'A manager''s employees')
    `.execute(conn);
    await sql`
      insert into employee_group_members (group_id, employee_id)
      select ${someEmployeesGroupId}::uuid, id from bench_employees where n < 300
    `.execute(conn);
    const levels = (
      await sql<{ depth: number; count: number }>`
        select cardinality(org_path) as depth, count(*)::int as count from organizations group by 1 order by 1
      `.execute(conn)
    ).rows;
    await sql`drop table bench_orgs, bench_employees`.execute(conn);

    // VACUUM rather than a bare ANALYZE: besides statistics it flushes the GIN pending list and
    // sets the visibility map, i.e. the steady state of a table that is not being bulk-loaded.
    await sql`vacuum (analyze) organizations, documents, employees, employee_group_members`.execute(conn);
    console.log(`vacuum analyze done (${seconds(started)})`);
    return { rootId, regionIds, orgsOfSecondRegion, someEmployees, someEmployeesGroupId, levels };
  });

/** A user's rules, one per kind of criterion, each letting through a different slice of the documents. */
const buildRules = (data: Dataset, employeeGroups: boolean): DocumentRule[] => {
  const rule = (
    org_id: string,
    doc_criterias: DocumentRule['doc_criterias'],
    { employee_ids = [], employee_group_ids = [] }: Partial<DocumentRule> = {},
  ) => ({ org_id, doc_criterias, employee_ids, employee_group_ids, third_party_ids: [] });
  return [
    // Payslips of 2024 in the first region.
    rule(data.regionIds[0], [
      { type: 'DocTypeCriteria', value: 'PAYE' },
      { type: 'PeriodCriteria', periods: [{ start: '2024-01-01T00:00:00', end: '2024-12-31T23:59:59' }] },
    ]),
    // A handful of organisations of the second region.
    rule(data.regionIds[1], [{ type: 'OrgsCriteria', orgIds: data.orgsOfSecondRegion }]),
    // One site's documents (metadata) in the third region.
    rule(data.regionIds[2], [{ type: 'MetaDataCriteria', key: 'site', value: 'B' }]),
    // A manager's few hundred employees, anywhere in the customer.
    rule(
      data.rootId,
      [],
      employeeGroups ? { employee_group_ids: [data.someEmployeesGroupId] } : { employee_ids: data.someEmployees },
    ),
    // Every CHIN document of the customer.
    rule(data.rootId, [{ type: 'DocTypeCriteria', value: 'CHIN' }]),
  ];
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      documents: { type: 'string', default: '1000000' },
      organizations: { type: 'string', default: '1000' },
      runs: { type: 'string', default: '30' },
      plan: { type: 'boolean', default: false },
      'employee-groups': { type: 'boolean', default: false },
    },
  });
  const documents = positiveInt('documents', values.documents, 1);
  // Root + 10 regions + at least a few sites, so every rule has something to point at.
  const organizations = positiveInt('organizations', values.organizations, REGIONS + 10);
  const runs = positiveInt('runs', values.runs, 1);

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl)) {
    console.error(
      'DATABASE_URL must point at a PostgreSQL server, e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/ruleFilter.ts',
    );
    process.exit(1);
  }

  const scratch = await createScratchDatabase(serverUrl);
  // An interrupted run must not leave a multi-hundred-megabyte database behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: dropping ${scratch.name}`);
      void scratch.drop().finally(() => process.exit(130));
    });
  }
  const database = await openDatabase({ databaseUrl: scratch.url }).catch(async (error: unknown) => {
    await scratch.drop();
    throw error;
  });
  try {
    const { db } = database;
    await migrateToLatest(db);
    const version = (await sql<{ v: string }>`select current_setting('server_version') as v`.execute(db)).rows[0].v;
    console.log(`PostgreSQL ${version}, scratch database ${scratch.name}`);

    const data = await generate(db, documents, organizations);
    const rules = buildRules(data, values['employee-groups']);
    const visibleOrgIds = [data.rootId];
    // Resolved once per request in the server, so outside the timed query here too.
    const scope = await resolveDocumentScope(db, rules, visibleOrgIds);

    const page = (offset: number, filtered: boolean) =>
      db
        .selectFrom('documents')
        .select(['id', 'doc_type', 'created_at'])
        .where('customer_id', '=', data.rootId)
        .$if(filtered, (qb) => qb.where(visibleDocuments(scope)))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(PAGE_SIZE)
        .$if(offset > 0, (qb) => qb.offset(offset));

    const sizes = (
      await sql<{ table_size: string; index_size: string }>`
        select pg_size_pretty(pg_table_size('documents')) as table_size,
               pg_size_pretty(pg_indexes_size('documents')) as index_size
      `.execute(db)
    ).rows[0];
    // How selective the rules are together: it sets how many index entries a page must walk.
    const { visible } = await db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('visible'))
      .where('customer_id', '=', data.rootId)
      .where(visibleDocuments(scope))
      .executeTakeFirstOrThrow();
    console.log('\n== Data');
    console.log(`documents:     ${fmt(documents)} (table ${sizes.table_size}, indexes ${sizes.index_size})`);
    console.log(
      `organisations: ${fmt(organizations)} — ` +
        data.levels.map(({ depth, count }) => `${fmt(count)} at depth ${depth}`).join(', '),
    );
    console.log(
      `employees:     ${fmt(EMPLOYEES)}; the manager's rule names 300 of them ` +
        (values['employee-groups'] ? 'through an employee group' : 'one by one'),
    );
    console.log(
      `user:          ${rules.length} rules, visible organisations = [root]; the rules let through ` +
        `${fmt(visible)} documents (${((100 * visible) / documents).toFixed(1)}%)`,
    );

    const cases = [
      { label: `first page (limit ${PAGE_SIZE})`, offset: 0 },
      { label: `deep page (offset ${fmt(DEEP_OFFSET)})`, offset: DEEP_OFFSET },
    ];
    console.log(`\n== Page query: median of ${runs} runs each, anchor and filtered alternating`);
    const results: { label: string; anchor: number; filtered: number; ratio: number }[] = [];
    for (const { label, offset } of cases) {
      const anchorQuery = page(offset, false);
      const filteredQuery = page(offset, true);
      const time = async (query: typeof anchorQuery) => {
        const start = performance.now();
        await query.execute();
        return performance.now() - start;
      };
      for (let i = 0; i < WARMUP_RUNS; i++) {
        await time(anchorQuery);
        await time(filteredQuery);
      }
      const anchorTimes: number[] = [];
      const filteredTimes: number[] = [];
      // Swap which goes first on every round, so caches and connection warmth favour neither.
      for (let i = 0; i < runs; i++) {
        if (i % 2 === 0) {
          anchorTimes.push(await time(anchorQuery));
          filteredTimes.push(await time(filteredQuery));
        } else {
          filteredTimes.push(await time(filteredQuery));
          anchorTimes.push(await time(anchorQuery));
        }
      }
      const anchor = median(anchorTimes);
      const filtered = median(filteredTimes);
      const ratio = filtered / anchor;
      results.push({ label, anchor, filtered, ratio });
      console.log(
        `${label.padEnd(26)} anchor ${ms(anchor).padStart(11)}   filtered ${ms(filtered).padStart(11)}   ` +
          `ratio ${ratio.toFixed(2)}x  (goal < ${GOAL_RATIO}x: ${ratio < GOAL_RATIO ? 'met' : 'NOT met'})`,
      );
    }

    console.log('\n== Plan of the filtered query (EXPLAIN ANALYZE, BUFFERS)');
    for (const { label, offset } of cases) {
      const compiled = page(offset, true).compile();
      const plan = (
        await db.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`explain (analyze, buffers, format text) ${compiled.sql}`, [...compiled.parameters]),
        )
      ).rows.map((row) => row['QUERY PLAN']);
      const indexLines = plan.filter((line) => /Index Scan|Index Only Scan|Bitmap Index Scan/.test(line));
      const seqScan = plan.some((line) => /Seq Scan on documents\b/.test(line));
      const timing = plan.filter((line) => /^(Planning|Execution) Time/.test(line));
      console.log(`-- ${label}`);
      for (const line of indexLines) console.log(`  ${line.trim()}`);
      if (indexLines.length === 0) console.log('  (no index scan)');
      console.log(`  Seq Scan on documents: ${seqScan ? 'YES' : 'no'}`);
      for (const line of timing) console.log(`  ${line}`);
      if (values.plan) {
        console.log('  full plan:');
        for (const line of plan) console.log(`    ${line}`);
      }
    }

    console.log('\n== Summary (filtered / anchor, goal < 1.5x)');
    for (const { label, ratio } of results) {
      console.log(`${label.padEnd(26)} ${ratio.toFixed(2)}x ${ratio < GOAL_RATIO ? 'met' : 'NOT met'}`);
    }
  } finally {
    await database.close();
    await scratch.drop();
    console.log(`\nscratch database ${scratch.name} dropped`);
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
