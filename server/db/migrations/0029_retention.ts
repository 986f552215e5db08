import { sql, type Kysely } from 'kysely';

/**
 * Issue 30. How long the safe keeps a document: a policy per organisation and document type,
 * inherited down the tree (the nearest organisation with one wins); each document carries the day
 * it may be purged (`retain_until`, null: kept), computed by the database itself so that every way a
 * document arrives or moves (deposit, campaign, collector, Chorus, refiling) gets it:
 * - FIFTY_YEARS: 50 years after its deposit (Code du travail D.3243-8);
 * - UNTIL_AGE: until the employee reaches `age` (75: L.1237-5's 69 plus six years), never less
 *   than the employer's own 5 years (L.3243-4); 50 years when the birth date is unknown;
 * - AFTER_DEPARTURE: `years` after the employee left (kept while employed);
 * - AFTER_DEPOSIT: `years` after its deposit; KEEP: no end.
 * With no policy up the tree, payslips keep 50 years and other documents are kept: nothing is ever
 * purged that nobody chose to purge. An employee's departure day (`left_at`) is set when they are
 * deactivated and cleared when they come back. A policy change recomputes its documents in a job
 * (a whole customer may hold millions).
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table retention_policies (
      org_id uuid not null references organizations (id) on delete cascade,
      doc_type text not null,
      rule text not null check (rule in ('FIFTY_YEARS', 'UNTIL_AGE', 'AFTER_DEPARTURE', 'AFTER_DEPOSIT', 'KEEP')),
      years integer check (years between 1 and 100),
      age integer check (age between 18 and 120),
      updated_at timestamptz not null default now(),
      updated_by text,
      primary key (org_id, doc_type),
      check ((rule in ('AFTER_DEPARTURE', 'AFTER_DEPOSIT')) = (years is not null)),
      check ((rule = 'UNTIL_AGE') = (age is not null))
    );

    alter table employees add column left_at date;
    update employees set left_at = updated_at::date where status = 'INACTIVE';

    create function employee_left_at() returns trigger language plpgsql as $$
    begin
      if new.status = 'INACTIVE' and old.status is distinct from 'INACTIVE' then
        new.left_at := current_date;
      elsif new.status = 'ACTIVE' then
        new.left_at := null;
      end if;
      return new;
    end $$;
    create trigger employee_left_at before update of status on employees
      for each row execute function employee_left_at();

    create function document_retain_until(p_org uuid, p_type text, p_employee uuid, p_deposit timestamptz)
    returns date language sql stable as $$
      with policy as (
        select p.rule, p.years, p.age
        from organizations o join retention_policies p on p.org_id = any (o.org_path) and p.doc_type = p_type
        where o.id = p_org
        order by array_position(o.org_path, p.org_id) desc
        limit 1
      ),
      chosen as (
        select coalesce((select rule from policy), case when p_type = 'PAYE' then 'FIFTY_YEARS' else 'KEEP' end) as rule,
               (select years from policy) as years,
               coalesce((select age from policy), 75) as age,
               (p_deposit at time zone 'UTC')::date as deposit
      ),
      person as (select birth_day, left_at from employees where id = p_employee)
      select (case c.rule
        when 'FIFTY_YEARS' then c.deposit + interval '50 years'
        -- (greatest() skips a null: an unknown birth date is tested first.)
        when 'UNTIL_AGE' then case
          when (select birth_day from person) is null then c.deposit + interval '50 years'
          else greatest((select birth_day from person) + make_interval(years => c.age), c.deposit + interval '5 years') end
        when 'AFTER_DEPARTURE' then case
          when p_employee is null then c.deposit + make_interval(years => c.years)
          else (select left_at from person) + make_interval(years => c.years) end
        when 'AFTER_DEPOSIT' then c.deposit + make_interval(years => c.years)
      end)::date
      from chosen c
    $$;

    alter table documents add column retain_until date;
    update documents set retain_until = document_retain_until(org_id, doc_type, employee_id, created_at);
    create index documents_retain_until on documents (retain_until) where retain_until is not null;

    create function document_retention() returns trigger language plpgsql as $$
    begin
      new.retain_until := document_retain_until(new.org_id, new.doc_type, new.employee_id, new.created_at);
      return new;
    end $$;
    create trigger document_retention before insert or update of org_id, doc_type, employee_id on documents
      for each row execute function document_retention();

    create function employee_documents_retention() returns trigger language plpgsql as $$
    begin
      update documents set retain_until = document_retain_until(org_id, doc_type, employee_id, created_at)
      where employee_id = new.id;
      return null;
    end $$;
    -- Not "update of" columns: left_at changes through the trigger above, which such a list ignores.
    create trigger employee_documents_retention after update on employees
      for each row when (old.birth_day is distinct from new.birth_day or old.left_at is distinct from new.left_at)
      execute function employee_documents_retention();
  `.execute(db);
};
