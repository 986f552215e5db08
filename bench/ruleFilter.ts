/**
 * Benchmark: the cost of the access rules on the documents list's page, and what the index of what
 * a set of rules lets through (a scope, migration 0034) saves.
 *
 * On a throwaway PostgreSQL database it generates 1,000,000 documents over a tree of 1,000
 * organisations of one customer, stores two sets of rules and builds their scopes (the
 * `rules.index-documents` job's work, timed): five rules of mixed criteria letting about 15% of the
 * documents through, and two narrow ones letting 1–5% through. For each set it times the page a
 * documents list reads (newest first, 20 ids) three ways: unfiltered (the anchor), filtered as the
 * documents are read (`visibleDocuments`), and from the scope (`rulePage`, what the list reads once
 * the scope is built). The headline is scope / anchor (goal ≤ 1.5×), for the first page and for a
 * deep one (offset 1,000). The list's lookup of the scope before its page is timed apart.
 *
 * With `--documents N` above 1,000,000, it measures at 1,000,000, then grows the same safe to N
 * documents (the triggers index the new ones as they arrive: the insert rate without and with the
 * scopes is printed) and measures again, printing each call at N against the same call at
 * 1,000,000 (goal ≤ 1.5×: the cost must not grow with the safe).
 *
 * Run (the database named in the URL is only used to create and drop `liasse_bench_<random>`):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:rules [-- --documents 10000000]
 *
 * Options: --documents N (default 1000000), --organizations N (default 1000), --runs N (timed
 * runs per query, default 30), --plan (also print the scope query's plan).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import type { TDocCriteria } from '../common/schemas/rights';
import { resolveDocumentScope, visibleDocuments, type DocumentRule } from '../server/access/documentFilter';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { DB } from '../server/db/schema';
import { builtScope, rulePage } from '../server/modules/documents/rulePage';
import { indexScopeDocuments } from '../server/modules/rules/indexDocuments';
import { scratchDatabase } from './support/scratchDatabase';

const GOAL_RATIO = 1.5;
const BASE_DOCUMENTS = 1_000_000;
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
 * Adds `documents` monthly payroll-like documents: 70% PAYE, 20% WCNT, 10% CHIN; a month in
 * 2020–2026; created within 20 days after the month ends, so created_at follows the period as in
 * real use. The random draws live in a subquery so PostgreSQL evaluates them once per generated row.
 */
const addDocuments = async (conn: Kysely<DB>, rootId: string, documents: number, started: number) => {
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
};

/**
 * Generates the data inside PostgreSQL (INSERT … SELECT generate_series), never row by row from
 * Node. Runs on one connection so that `setseed` governs every random() and the data's shape is
 * the same from one run to the next (only the uuids differ). The lookup tables `bench_orgs` and
 * `bench_employees` stay, for growing the safe later.
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

    await addDocuments(conn, rootId, documents, started);

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
    return { rootId, regionIds, orgsOfSecondRegion, someEmployees, someEmployeesGroupId, levels };
  });

/** The rules of both sets, as stored rules: the mixed set lets about 15% through, the narrow one 1–5%. */
const ruleSets = (data: Dataset) => {
  const rule = (
    org_id: string,
    doc_criterias: TDocCriteria[],
    { employee_ids = [], employee_group_ids = [] }: Partial<DocumentRule> = {},
  ): DocumentRule => ({ org_id, doc_criterias, employee_ids, employee_group_ids, third_party_ids: [] });
  // Payslips of 2024 in the first region.
  const payslips2024 = rule(data.regionIds[0], [
    { type: 'DocTypeCriteria', value: 'PAYE' },
    { type: 'PeriodCriteria', periods: [{ start: '2024-01-01T00:00:00', end: '2024-12-31T23:59:59' }] },
  ]);
  // A handful of organisations of the second region.
  const someOrgs = rule(data.regionIds[1], [{ type: 'OrgsCriteria', orgIds: data.orgsOfSecondRegion }]);
  // One site's documents (metadata) in the third region.
  const siteB = rule(data.regionIds[2], [{ type: 'MetaDataCriteria', key: 'site', value: 'B' }]);
  // A manager's few hundred employees, anywhere in the customer, through their employee group.
  const managers = rule(data.rootId, [], { employee_group_ids: [data.someEmployeesGroupId] });
  // Every CHIN document of the customer.
  const chin = rule(data.rootId, [{ type: 'DocTypeCriteria', value: 'CHIN' }]);
  return [
    { label: 'mixed rules', rules: [payslips2024, someOrgs, siteB, managers, chin] },
    { label: 'narrow rules', rules: [siteB, someOrgs] },
  ];
};

type RuleSet = { label: string; rules: DocumentRule[]; ids: string[]; scopeId: string };

const storeRules = async (db: Kysely<DB>, data: Dataset): Promise<RuleSet[]> => {
  const sets = ruleSets(data);
  const stored = new Map<DocumentRule, string>();
  for (const { rules } of sets)
    for (const each of rules) {
      if (stored.has(each)) continue;
      const { id } = await db
        .insertInto('access_rules')
        .values({
          ...each,
          customer_id: data.rootId,
          name: 'bench',
          features: ['DOCUMENTS_LIST'],
          doc_criterias: JSON.stringify(each.doc_criterias),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      stored.set(each, id);
    }
  // A user's first list registers their scope; the job builds it (timed by the caller).
  return sets.map(({ label, rules }) => ({
    label,
    rules,
    ids: rules.map((each) => stored.get(each)!).sort(),
    scopeId: '',
  }));
};

const CASES = [
  { label: `first page`, offset: 0 },
  { label: `deep page (offset ${fmt(DEEP_OFFSET)})`, offset: DEEP_OFFSET },
];

type Timing = { set: string; page: string; anchor: number; filtered: number; indexed: number };

/** Times the three ways for each set and page, alternating their order on every round. */
const measure = async (db: Kysely<DB>, data: Dataset, sets: RuleSet[], runs: number, plan: boolean) => {
  const timings: Timing[] = [];
  for (const set of sets) {
    const scope = await resolveDocumentScope(db, set.rules, [data.rootId]);
    const { visible } = await db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<string>().as('visible'))
      .where('customer_id', '=', data.rootId)
      .where(visibleDocuments(scope))
      .executeTakeFirstOrThrow();
    const { total } = await db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    console.log(
      `\n== ${set.label}: ${set.rules.length} rules let through ${fmt(Number(visible))} documents ` +
        `(${((100 * Number(visible)) / Number(total)).toFixed(1)}%); median of ${runs} runs`,
    );
    for (const { label, offset } of CASES) {
      const page = (filtered: boolean) =>
        db
          .selectFrom('documents')
          .select(['id', 'created_at'])
          .where('customer_id', '=', data.rootId)
          .$if(filtered, (qb) => qb.where(visibleDocuments(scope)))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(PAGE_SIZE)
          .offset(offset);
      const ways = {
        anchor: () => page(false).execute(),
        filtered: () => page(true).execute(),
        indexed: () =>
          rulePage(set.scopeId, {
            sort: { field: 'createdAt', order: 'DESC' },
            page: offset / PAGE_SIZE + 1,
            limit: PAGE_SIZE,
          })
            .execute(db)
            .then(({ rows }) => rows),
      };
      const [anchorRows, indexedRows] = await Promise.all([ways.anchor(), ways.indexed()]);
      if (anchorRows.length < PAGE_SIZE || indexedRows.length < PAGE_SIZE)
        throw new Error(`${set.label}, ${label}: a page came back short; the data is too small for this bench`);
      const times: Record<keyof typeof ways, number[]> = { anchor: [], filtered: [], indexed: [] };
      const order = Object.keys(ways) as (keyof typeof ways)[];
      for (let i = 0; i < WARMUP_RUNS + runs; i++) {
        // Rotate which goes first on every round, so caches and connection warmth favour none.
        for (const way of [...order.slice(i % 3), ...order.slice(0, i % 3)]) {
          const start = performance.now();
          await ways[way]();
          if (i >= WARMUP_RUNS) times[way].push(performance.now() - start);
        }
      }
      const [anchor, filtered, indexed] = order.map((way) => median(times[way]));
      timings.push({ set: set.label, page: label, anchor, filtered, indexed });
      console.log(
        `${label.padEnd(26)} anchor ${ms(anchor).padStart(10)}   filtered ${ms(filtered).padStart(10)} ` +
          `(${(filtered / anchor).toFixed(2)}x)   indexed ${ms(indexed).padStart(10)} (${(indexed / anchor).toFixed(2)}x, ` +
          `goal ≤ ${GOAL_RATIO}x: ${indexed / anchor <= GOAL_RATIO ? 'met' : 'MISSED'})`,
      );
      if (plan) await printPlan(db, set.scopeId, offset);
    }
    console.log(
      `the list's lookup of the caller's scope, before its page: ${ms(await timeScopeLookup(db, data.rootId, set, runs))}`,
    );
  }
  return timings;
};

/** The index query's plan and the buffers it read. */
const printPlan = async (db: Kysely<DB>, scopeId: string, offset: number) => {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers, format text)
    select document_id, created_at from access_scope_documents where scope_id = ${scopeId}
    order by created_at desc, document_id desc limit ${PAGE_SIZE} offset ${offset}`.execute(db);
  for (const row of rows) console.log(`    ${row['QUERY PLAN']}`);
};

/** The list's lookup of the caller's scope before its page (one probe of a unique index), timed alone. */
const timeScopeLookup = async (db: Kysely<DB>, rootId: string, set: RuleSet, runs: number) => {
  const times: number[] = [];
  for (let i = 0; i < WARMUP_RUNS + runs; i++) {
    const start = performance.now();
    await builtScope(db, rootId, set.ids);
    if (i >= WARMUP_RUNS) times.push(performance.now() - start);
  }
  return median(times);
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      documents: { type: 'string', default: String(BASE_DOCUMENTS) },
      organizations: { type: 'string', default: '1000' },
      runs: { type: 'string', default: '30' },
      plan: { type: 'boolean', default: false },
    },
  });
  const documents = positiveInt('documents', values.documents, 1);
  // Root + 10 regions + at least a few sites, so every rule has something to point at.
  const organizations = positiveInt('organizations', values.organizations, REGIONS + 10);
  const runs = positiveInt('runs', values.runs, 1);
  const base = Math.min(documents, BASE_DOCUMENTS);

  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl)) {
    console.error(
      'DATABASE_URL must point at a PostgreSQL server, e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:rules',
    );
    process.exit(1);
  }

  const scratch = await scratchDatabase(serverUrl);
  // An interrupted run must not leave a multi-gigabyte database behind.
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

    let started = performance.now();
    const data = await generate(db, base, organizations);
    const plainRate = base / ((performance.now() - started) / 1000);
    const sets = await storeRules(db, data);
    for (const set of sets) await builtScope(db, data.rootId, set.ids);
    started = performance.now();
    await indexScopeDocuments(db);
    for (const set of sets) set.scopeId = (await builtScope(db, data.rootId, set.ids))!;
    const indexRows = await db
      .selectFrom('access_scope_documents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(
      `the ${sets.length} scopes built (the job's work): ${fmt(Number(indexRows.n))} rows in ${seconds(started)}`,
    );
    // VACUUM rather than a bare ANALYZE: besides statistics it flushes the GIN pending list and
    // sets the visibility map, i.e. the steady state of a table that is not being bulk-loaded.
    await sql`vacuum (analyze) organizations, documents, employees, employee_group_members, access_scope_documents`.execute(
      db,
    );
    console.log(
      `organisations: ${fmt(organizations)} — ` +
        data.levels.map(({ depth, count }) => `${fmt(count)} at depth ${depth}`).join(', '),
    );

    console.log(`\n###### ${fmt(base)} documents`);
    const atBase = await measure(db, data, sets, runs, values.plan);
    if (documents > base) {
      console.log(`\n###### growing the safe to ${fmt(documents)} documents, the scopes kept by their triggers`);
      started = performance.now();
      await db.connection().execute(async (conn) => {
        await sql`select setseed(0.43)`.execute(conn);
        await addDocuments(conn, data.rootId, documents - base, started);
      });
      const indexedRate = (documents - base) / ((performance.now() - started) / 1000);
      console.log(
        `insert rate: ${fmt(Math.round(plainRate))} documents/s with no scope, ${fmt(Math.round(indexedRate))} with ` +
          `the two scopes built (${(plainRate / indexedRate).toFixed(2)}x slower)`,
      );
      await sql`vacuum (analyze) documents, access_scope_documents`.execute(db);
      console.log(`\n###### ${fmt(documents)} documents`);
      const atTarget = await measure(db, data, sets, runs, values.plan);
      console.log(`\n== The same calls at ${fmt(documents)} ÷ at ${fmt(base)} (goal ≤ ${GOAL_RATIO}x)`);
      for (const [i, before] of atBase.entries()) {
        const after = atTarget[i];
        const growth = after.indexed / before.indexed;
        console.log(
          `${`${before.set}, ${before.page}`.padEnd(40)} indexed ${growth.toFixed(2)}x ` +
            `${growth <= GOAL_RATIO ? 'met' : 'MISSED'}   (anchor ${(after.anchor / before.anchor).toFixed(2)}x, ` +
            `filtered ${(after.filtered / before.filtered).toFixed(2)}x)`,
        );
      }
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
