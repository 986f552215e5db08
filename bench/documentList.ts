/**
 * Benchmark: the documents list (`POST docs`: one page and the count of all matches, then the
 * page's names) and the unread count (`GET docs/stats`) at 1,000,000 documents, each printed as a
 * ratio to an anchor measured in the same run: the plain `select id from documents where
 * customer_id = $1 order by created_at desc, id desc limit 20`. Cases: (a) an administrator of the
 * whole customer, (b) a user whose rule covers one organisation, (c) a full-text search, (d) the
 * unread count; and (b') a user whose rule covers a region (a tenth of the sites). Each is timed twice: the page's rows alone, and the whole call (rows + count +
 * names); the count is what grows with the matches. The plan of the rows query is printed with its
 * buffers and the indexes it uses.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:documents
 *
 * Without DATABASE_URL it runs on an in-memory PGlite. The data is generated inside the database
 * (INSERT … SELECT generate_series) on a scratch database dropped at the end.
 *
 * Options: --documents N (default 1000000), --runs N (default 10), --plan (print the full plans).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { ZDocSearch, type TDocSearch } from '../common/schemas/documents';
import { resolveDocumentScope, visibleDocuments, type DocumentRule } from '../server/access/documentFilter';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { DB } from '../server/db/schema';
import { DOC_SORT, matchingDocuments, type Viewer } from '../server/modules/documents/queries';
import { getStats, searchDocuments } from '../server/modules/documents/service';
import { scratchDatabase } from './support/scratchDatabase';
import { insertRegionTree } from './support/regionTree';

const REGIONS = 10;
const SITES = 990;
const EMPLOYEES = 50_000;
const SENDERS = 50;
const BATCH = 200_000;
const WARMUP = 3;

const fmt = (n: number) => n.toLocaleString('en-US');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Root → 10 regions → 990 sites; 50,000 employees over the sites; 50 depositing users;
 * documents spread over the sites (four in five addressed to an employee), three types, three
 * years; words from a small French vocabulary (a number in 1,000 makes a selective term); the
 * reader has opened three in ten.
 */
const generate = async (db: Kysely<DB>, documents: number) =>
  db.connection().execute(async (conn) => {
    await sql`select setseed(0.42)`.execute(conn);
    const rootId = await insertRegionTree(conn, { regions: REGIONS, sites: SITES });
    await sql`create table bench_employees as
      select (g - 1)::int n, gen_random_uuid() id, (g % ${SITES}::int) site from generate_series(1, ${EMPLOYEES}::int) g`.execute(
      conn,
    );
    await sql`insert into employees (id, customer_id, first_name, last_name)
      select id, ${rootId}::uuid, 'Prénom ' || (n % 700), 'Nom ' || md5(n::text) from bench_employees`.execute(conn);
    await sql`insert into employee_organizations (employee_id, org_id)
      select e.id, s.id from bench_employees e join bench_sites s on s.n = e.site`.execute(conn);
    const users = await sql<{ id: string }>`
      insert into users (customer_id, org_id, login, password_hash, first_name, name)
      select ${rootId}::uuid, ${rootId}::uuid, 'user' || g, '-', 'Prénom', 'Déposant ' || g
      from generate_series(1, ${SENDERS + 1}::int) g returning id`.execute(conn);
    const readerId = users.rows[0]!.id;
    await sql`create table bench_senders as
      select (row_number() over (order by id) - 1)::int n, id, name from users where id <> ${readerId}::uuid`.execute(
      conn,
    );
    for (let done = 0; done < documents; done += BATCH) {
      const batch = Math.min(BATCH, documents - done);
      await sql`
        insert into documents (customer_id, org_id, doc_type, period_start, period_end, employee_id, file_name,
                               sender_user_id, sender_name, created_at, size, pages, text_status, search_vector)
        select ${rootId}::uuid, coalesce(e_site.id, s.id), t.doc_type, p.start, (p.start + interval '1 month - 1 day')::date,
               e.id, 'document-' || g || '.pdf', u.id, u.name, p.start + interval '35 days' + (g % 86400) * interval '1 second',
               100000, 2, 'DONE',
               to_tsvector('liasse_french', t.words || ' ' || m.mname || ' dossier ' || (g % 1000))
        from generate_series(${done + 1}::int, ${done + batch}::int) g
        -- Naming g makes the lateral run for each row, so each document draws its own numbers.
        cross join lateral (select g as drawn_for, random() r, floor(random() * ${SITES}::int)::int site,
                                   floor(random() * ${EMPLOYEES}::int)::int emp, floor(random() * 36)::int months) x
        join bench_sites s on s.n = x.site
        left join bench_employees e on e.n = x.emp and x.r < 0.8
        left join bench_sites e_site on e_site.n = e.site
        join lateral (select (date '2024-01-01' + x.months * interval '1 month')::date start) p on true
        join lateral (select case g % 3 when 0 then 'PAYE' when 1 then 'WCNT' else 'CHIN' end doc_type,
                             case g % 3 when 0 then 'bulletin de paie salaire net'
                                        when 1 then 'contrat de travail à durée indéterminée'
                                        else 'charte informatique' end words) t on true
        join lateral (select (array['janvier','février','mars','avril','mai','juin','juillet','août','septembre',
                                    'octobre','novembre','décembre'])[1 + x.months % 12] mname) m on true
        join bench_senders u on u.n = g % ${SENDERS}::int`.execute(conn);
      console.log(`documents: ${fmt(done + batch)} / ${fmt(documents)}`);
    }
    await sql`insert into document_reads (user_id, document_id)
      select ${readerId}::uuid, id from documents where random() < 0.3`.execute(conn);
    const site = await sql<{ id: string }>`select id from bench_sites order by n limit 1`.execute(conn);
    const region = await sql<{ id: string }>`
      select id from organizations where cardinality(org_path) = 2 order by name limit 1`.execute(conn);
    await sql`drop table bench_sites, bench_employees, bench_senders`.execute(conn);
    await sql`vacuum (analyze) organizations, employees, employee_organizations, users, documents, document_reads`.execute(
      conn,
    );
    return { rootId, siteId: site.rows[0]!.id, regionId: region.rows[0]!.id, readerId };
  });

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
    reader: { kind: 'STAFF', customerId, userId, condition: visibleDocuments(scope) },
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

const main = async () => {
  const { values } = parseArgs({
    options: {
      documents: { type: 'string', default: '1000000' },
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
    const data = await generate(db, Number(values.documents));
    const runs = Number(values.runs);
    const customerId = data.rootId;
    const admin = await staffViewer(db, { customerId, userId: data.readerId, orgId: customerId });
    const oneSite = await staffViewer(db, { customerId, userId: data.readerId, orgId: data.siteId });
    const oneRegion = await staffViewer(db, { customerId, userId: data.readerId, orgId: data.regionId });

    const anchor = await timed(runs, () =>
      sql`select id from documents where customer_id = ${customerId} order by created_at desc, id desc limit 20`.execute(
        db,
      ),
    );
    console.log(`\nanchor (plain first page of the table): ${anchor.toFixed(2)} ms = 1.00x; median of ${runs}`);
    const cases: [string, Viewer, TDocSearch][] = [
      ['(a) whole-customer administrator', admin, ZDocSearch.parse({})],
      ['(b) one-organisation user', oneSite, ZDocSearch.parse({})],
      ["(b') one-region user (99 sites)", oneRegion, ZDocSearch.parse({})],
      ['(c) full-text search "février 417"', admin, ZDocSearch.parse({ search: 'février 417' })],
      ['(d) unread, as a list', admin, ZDocSearch.parse({ filters: { read: false } })],
    ];
    for (const [label, viewer, search] of cases) {
      const rows = await timed(runs, () => rowsQuery(db, viewer, search).execute());
      let count = 0;
      const whole = await timed(runs, async () => {
        count = (await searchDocuments(db, viewer, search)).count;
      });
      console.log(
        `${label.padEnd(38)} rows ${(rows / anchor).toFixed(2).padStart(7)}x   rows+count+names ${(whole / anchor)
          .toFixed(2)
          .padStart(8)}x   (${fmt(count)} matches)`,
      );
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
      if (values.plan) for (const line of plan) console.log(`    ${line}`);
    }
    const stats = await timed(runs, () => getStats(db, admin));
    const unread = (await getStats(db, admin)).unread;
    console.log(
      `${'(d) unread count (GET docs/stats)'.padEnd(38)} ${(stats / anchor).toFixed(2).padStart(7)}x   (${fmt(unread)} unread)`,
    );
  } finally {
    await database.close();
    await scratch?.drop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
