import { sql, type Kysely } from 'kysely';
import type { DB } from '../../server/db/schema';
import { compactDocumentCounts } from '../../server/modules/documents/compactCounts';
import { insertRegionTree } from './regionTree';

const REGIONS = 10;
const SITES = 990;
const EMPLOYEES = 50_000;
const SENDERS = 50;
const BATCH = 200_000;

const fmt = (n: number) => n.toLocaleString('en-US');

/** A file in the blob store that generated documents may point at. */
export type SafeFile = { key: string; size: number; pages: number };

/**
 * A customer's document safe, generated inside the database (INSERT … SELECT generate_series):
 * root → 10 regions → 990 sites; 50,000 employees over the sites; 50 depositing users;
 * documents spread over the sites (four in five addressed to an employee), three types, three
 * years; words from a small French vocabulary (a number in 1,000 makes a selective term). The
 * reader has opened `reads` documents (2,000 by default: one opens what one works on, not the
 * safe). With `files`, document g points at file g modulo their number (its blob, size and
 * pages), so that they can be previewed and downloaded; else at no blob.
 * `grow(total)` adds documents drawn the same way until the safe holds `total`; the scratch tables
 * it draws from (bench_*) stay for it, in the bench's scratch database.
 */
export const generateDocumentSafe = async (
  db: Kysely<DB>,
  { documents, files = [], reads = 2_000 }: { documents: number; files?: SafeFile[]; reads?: number },
) => {
  const ids = await db.connection().execute(async (conn) => {
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
    const site = await sql<{ id: string }>`select id from bench_sites order by n limit 1`.execute(conn);
    const region = await sql<{ id: string }>`
      select id from organizations where cardinality(org_path) = 2 order by name limit 1`.execute(conn);
    return { rootId, siteId: site.rows[0]!.id, regionId: region.rows[0]!.id, readerId };
  });
  // As the worker's job leaves the counters within five minutes: one row per key.
  const analyze = async () => {
    await compactDocumentCounts(db);
    await sql`vacuum (analyze) organizations, employees, employee_organizations, users, documents, document_reads,
      document_counts, document_employee_counts`.execute(db);
  };
  await insertDocuments(db, ids.rootId, 0, documents, files);
  await sql`insert into document_reads (user_id, document_id)
    select ${ids.readerId}::uuid, id from documents order by random() limit ${reads}::int`.execute(db);
  await analyze();
  let held = documents;
  const grow = async (total: number) => {
    await insertDocuments(db, ids.rootId, held, total, files);
    held = total;
    await analyze();
  };
  return { ...ids, grow };
};

/** Documents from + 1 … total, in statements of BATCH, on one connection seeded for the same draws each run. */
const insertDocuments = (db: Kysely<DB>, rootId: string, from: number, total: number, files: SafeFile[]) =>
  db.connection().execute(async (conn) => {
    await sql`select setseed(${from === 0 ? 0.42 : 0.17})`.execute(conn);
    await insertBatches(conn, rootId, from, total, files);
  });

const insertBatches = async (db: Kysely<DB>, rootId: string, from: number, total: number, files: SafeFile[]) => {
  const keys = files.map((file) => file.key);
  const sizes = files.map((file) => file.size);
  const pages = files.map((file) => file.pages);
  const fileCount = Math.max(files.length, 1);
  for (let done = from; done < total; done += BATCH) {
    const batch = Math.min(BATCH, total - done);
    await sql`
      insert into documents (customer_id, org_id, doc_type, period_start, period_end, employee_id, file_name,
                             sender_user_id, sender_name, created_at, blob_key, size, pages, text_status, search_vector)
      select ${rootId}::uuid, coalesce(e_site.id, s.id), t.doc_type, p.start, (p.start + interval '1 month - 1 day')::date,
             e.id, 'document-' || g || '.pdf', u.id, u.name, p.start + interval '35 days' + (g % 86400) * interval '1 second',
             (${sql.val(keys)}::text[])[1 + g % ${fileCount}::int],
             coalesce((${sql.val(sizes)}::bigint[])[1 + g % ${fileCount}::int], 100000),
             coalesce((${sql.val(pages)}::int[])[1 + g % ${fileCount}::int], 2), 'DONE',
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
      join bench_senders u on u.n = g % ${SENDERS}::int`.execute(db);
    console.log(`documents: ${fmt(done + batch)} / ${fmt(total)}`);
  }
};
