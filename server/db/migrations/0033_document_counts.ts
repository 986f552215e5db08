import { sql, type Kysely } from 'kysely';

/** A statement's changed documents as count deltas: +1 per new row, −1 per old one. */
const deltasOf = (sources: { table: 'new_rows' | 'old_rows'; sign: 1 | -1 }[]) =>
  sources
    .map(
      ({ table, sign }) =>
        `select customer_id, org_id, employee_id, doc_type, document_year(period_start, created_at) as year, ${sign} as n from ${table}`,
    )
    .join(' union all ');

/** Adds a statement's deltas to both counters; an update that moves no document between keys adds none. */
const countChanges = (sources: Parameters<typeof deltasOf>[0]) => `
  with d as (
    select customer_id, org_id, employee_id, doc_type, year, sum(n) as n
    from (${deltasOf(sources)}) c
    group by customer_id, org_id, employee_id, doc_type, year
    having sum(n) <> 0
  ), by_employee as (
    insert into document_employee_counts (customer_id, org_id, employee_id, doc_type, year, n)
    select customer_id, org_id, employee_id, doc_type, year, n from d
  )
  insert into document_counts (customer_id, org_id, doc_type, year, n)
  select customer_id, org_id, doc_type, year, sum(n) from d
  group by customer_id, org_id, doc_type, year
  having sum(n) <> 0;`;

/**
 * Issue 28. Counters of the documents per (customer, organisation, type, year) and the same per
 * employee (null: addressed to none), so that a list's count, the home page's figures and the
 * folders menu sum a few counters instead of counting every matching document. Kept by
 * statement-level triggers in the same transaction as the documents, as rows of deltas that
 * concurrent writers only ever insert (no counter row is locked, so no writer waits on another);
 * the `documents.compact-counts` job merges each key's deltas into one row now and then.
 * An organisation moving in the tree changes no counter: subtrees are resolved when reading.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql
    .raw(
      `
    create function document_year(period_start date, created_at timestamptz) returns int
      language sql immutable parallel safe
      as $$ select extract(year from coalesce(period_start, (created_at at time zone 'UTC')::date))::int $$;

    create table document_counts (
      customer_id uuid not null,
      org_id uuid not null,
      doc_type text not null,
      year int not null,
      n bigint not null
    );
    create index document_counts_key on document_counts (customer_id, org_id, doc_type, year) include (n);

    create table document_employee_counts (
      customer_id uuid not null,
      org_id uuid not null,
      employee_id uuid,
      doc_type text not null,
      year int not null,
      n bigint not null
    );
    create index document_employee_counts_employee on document_employee_counts (employee_id, doc_type, year) include (n);
    create index document_employee_counts_org on document_employee_counts (org_id, employee_id) include (doc_type, year, n);

    insert into document_employee_counts (customer_id, org_id, employee_id, doc_type, year, n)
    select customer_id, org_id, employee_id, doc_type, document_year(period_start, created_at), count(*)
    from documents group by 1, 2, 3, 4, 5;
    insert into document_counts (customer_id, org_id, doc_type, year, n)
    select customer_id, org_id, doc_type, year, sum(n) from document_employee_counts group by 1, 2, 3, 4;

    create function documents_counted_insert() returns trigger language plpgsql as $$
    begin ${countChanges([{ table: 'new_rows', sign: 1 }])} return null; end $$;
    create function documents_counted_delete() returns trigger language plpgsql as $$
    begin ${countChanges([{ table: 'old_rows', sign: -1 }])} return null; end $$;
    create function documents_counted_update() returns trigger language plpgsql as $$
    begin ${countChanges([
      { table: 'new_rows', sign: 1 },
      { table: 'old_rows', sign: -1 },
    ])} return null; end $$;

    create trigger documents_counted_insert after insert on documents
      referencing new table as new_rows for each statement execute function documents_counted_insert();
    create trigger documents_counted_delete after delete on documents
      referencing old table as old_rows for each statement execute function documents_counted_delete();
    create trigger documents_counted_update after update on documents
      referencing new table as new_rows old table as old_rows for each statement execute function documents_counted_update();
  `,
    )
    .execute(db);
};
