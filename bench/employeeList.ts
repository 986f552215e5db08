/**
 * Benchmark: the employees list at 1,000,000 employees, as `POST employees` reads it (one page
 * and the count of all matches), for a caller who sees the whole customer (the anchor) and for
 * callers whose access filters the rows: one region of the tree, and a rule naming 300 employees.
 * Prints each as a ratio to the anchor (goal: at most 1.5x), for the first page and a deep one,
 * and the index use of the query that finds the page's ids (a sequential scan of employees is reported).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/employeeList.ts
 *
 * Options: --employees N (default 1000000), --runs N (default 10), --plan (print the plans), --keep (keep
 * the scratch database, to study its plans), --reuse URL (measure a database kept by --keep again,
 * migrated to the latest schema first, instead of generating one).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { ZEmployeeSearch } from '../common/schemas/employees';
import type { EmployeeScope } from '../server/access/employeeVisibility';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { DB } from '../server/db/schema';
import { employeePage, matchingEmployees } from '../server/modules/employees/queries';
import { scratchDatabase } from './support/scratchDatabase';
import { insertRegionTree } from './support/regionTree';

const GOAL_RATIO = 1.5;
const REGIONS = 10;
const SITES = 990;
const BATCH = 200_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const fmt = (n: number) => n.toLocaleString('en-US');

/** Root → 10 regions → 990 sites; employees spread over the sites, one link each, a tenth with two. */
const generate = async (db: Kysely<DB>, employees: number) =>
  db.connection().execute(async (conn) => {
    await sql`select setseed(0.42)`.execute(conn);
    const rootId = await insertRegionTree(conn, { regions: REGIONS, sites: SITES, rootSiret: '84123456700011' });
    for (let done = 0; done < employees; done += BATCH) {
      const batch = Math.min(BATCH, employees - done);
      await sql`
        with fresh as (
          select gen_random_uuid() id, g, floor(random() * ${SITES}::int)::int site, random() r
          from generate_series(${done + 1}::int, ${done + batch}::int) g
        ), inserted as (
          insert into employees (id, customer_id, first_name, last_name, registration_number, company_siren, city,
                                 status, account_state, bpe_agreement, created_at)
          select id, ${rootId}::uuid, 'Prénom ' || (g % 5000), 'Nom ' || md5(g::text), 'M' || g, '841234567',
                 'Ville ' || (g % 3000), case when r < 0.1 then 'INACTIVE' else 'ACTIVE' end,
                 case when r < 0.5 then 'NOT_REGISTERED' when r < 0.6 then 'CREATED' else 'FINALIZED' end,
                 r < 0.7, now() - (g % 2000) * interval '1 day'
          from fresh returning id
        )
        insert into employee_organizations (employee_id, org_id, active)
        select fresh.id, s.id, true from fresh join bench_sites s on s.n = fresh.site
        union all
        select fresh.id, s.id, false from fresh join bench_sites s on s.n = (fresh.site + 1) % ${SITES}::int
        where fresh.g % 10 = 0`.execute(conn);
      console.log(`employees: ${fmt(done + batch)} / ${fmt(employees)}`);
    }
    await sql`drop table bench_sites`.execute(conn);
    return located(conn);
  });

/** The generated customer's root, its first region, and 300 of its employees. */
const located = async (db: Kysely<DB>) => {
  await sql`vacuum (analyze) organizations, employees, employee_organizations`.execute(db);
  const root = await sql<{
    id: string;
  }>`select id from organizations where cardinality(org_path) = 1 and siret = '84123456700011'`.execute(db);
  const region = await sql<{
    id: string;
  }>`select id from organizations where cardinality(org_path) = 2 order by name limit 1`.execute(db);
  const named = await sql<{ id: string }>`select id from employees order by id limit 300`.execute(db);
  return { rootId: root.rows[0]!.id, regionId: region.rows[0]!.id, named: named.rows.map((row) => row.id) };
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      employees: { type: 'string', default: '1000000' },
      runs: { type: 'string', default: '10' },
      plan: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'string' },
    },
  });
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl?.startsWith('postgres')) throw new Error('DATABASE_URL must name a PostgreSQL server');
  const scratch = values.reuse ? undefined : await scratchDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: values.reuse ?? scratch!.url });
  try {
    const { db } = database;
    await migrateToLatest(db);
    const data = values.reuse ? await located(db) : await generate(db, Number(values.employees));
    const rule = (employee_ids: string[] = []) => ({
      features: ['EMPLOYEES_LIST'] as never,
      employee_ids,
      employee_group_ids: [],
    });
    const scopes: Record<string, EmployeeScope> = {
      'whole customer (anchor)': { customerId: data.rootId, visibleOrgIds: [data.rootId], rules: [rule()] as never },
      'one region (a tenth)': { customerId: data.rootId, visibleOrgIds: [data.regionId], rules: [rule()] as never },
      'a rule naming 300': {
        customerId: data.rootId,
        visibleOrgIds: [data.rootId],
        rules: [rule(data.named)] as never,
      },
    };
    const searches = {
      'first page': ZEmployeeSearch.parse({ filters: { status: 'ACTIVE' } }),
      'deep page (500)': ZEmployeeSearch.parse({ filters: { status: 'ACTIVE' }, page: 500 }),
      'name search': ZEmployeeSearch.parse({ search: 'ab1', filters: { status: 'ACTIVE' } }),
    };
    const runs = Number(values.runs);
    for (const [searchLabel, search] of Object.entries(searches)) {
      console.log(`\n== ${searchLabel}: page and count, median of ${runs}`);
      let anchor = 0;
      for (const [scopeLabel, scope] of Object.entries(scopes)) {
        const once = async () => {
          const start = performance.now();
          const page = await employeePage(db, scope, matchingEmployees(db, scope, search), search);
          return { time: performance.now() - start, count: page.count };
        };
        await once();
        const times: number[] = [];
        let count = 0;
        for (let i = 0; i < runs; i++) ({ count } = await once().then((r) => (times.push(r.time), r)));
        const time = median(times);
        if (!anchor) anchor = time;
        const ratio = time / anchor;
        console.log(
          `${scopeLabel.padEnd(26)} ${time.toFixed(1).padStart(8)} ms  ${fmt(count).padStart(9)} rows  ` +
            `${ratio.toFixed(2)}x ${ratio <= GOAL_RATIO ? 'met' : 'NOT met'}`,
        );
        // The page's ids, as the pager's deferred query finds them before reading 20 rows by id.
        const rows = matchingEmployees(db, scope, search)
          .select('employees.id')
          .orderBy(sql`lower(employees.last_name)`)
          .orderBy('employees.id')
          .limit(search.limit)
          .offset((search.page - 1) * search.limit)
          .compile();
        const plan = (
          await db.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`explain (analyze, buffers) ${rows.sql}`, [...rows.parameters]),
          )
        ).rows.map((row) => row['QUERY PLAN']);
        const indexes = [...new Set(plan.flatMap((line) => /using (\w+)/i.exec(line)?.[1] ?? []))];
        const seq = plan.some((line) => /Seq Scan on employees\b/.test(line));
        const indexOnly = plan.some((line) => /Index Only Scan/.test(line));
        console.log(
          `  page ids: indexes ${indexes.join(', ') || 'none'}${indexOnly ? ' (index only)' : ''}; ` +
            `seq scan of employees: ${seq ? 'YES' : 'no'}`,
        );
        if (values.plan) for (const line of plan) console.log(`    ${line}`);
      }
    }
  } finally {
    await database.close();
    if (scratch && values.keep) console.log(`kept ${scratch.url}`);
    else if (scratch) await scratch.drop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
