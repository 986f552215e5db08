import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table employees (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      first_name text not null,
      last_name text not null,
      email text,
      -- ACTIVE, or INACTIVE once the employee has left.
      status text not null default 'ACTIVE',
      -- The matricule; unique within one company (SIREN) of the customer.
      registration_number text,
      company_siren text,
      address text,
      zip_code text,
      city text,
      phone text,
      country text,
      birth_day date,
      -- The NIR is personal data: sealed (server/security/secretBox.ts), found through a keyed hash,
      -- never in a list or a log.
      nir_sealed text,
      nir_hash text,
      nir_temporary boolean not null default false,
      -- Dematerialised payslips (BPE) accepted, and since when.
      bpe_agreement boolean not null default false,
      bpe_agreement_at timestamptz,
      -- NOT_REGISTERED, CREATED (not finalised) or FINALIZED: kept here so lists filter on it.
      account_state text not null default 'NOT_REGISTERED',
      account_created_at timestamptz,
      last_reminder_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index employees_customer_nir_key on employees (customer_id, nir_hash) where nir_hash is not null;
    create unique index employees_customer_company_matricule_key
      on employees (customer_id, coalesce(company_siren, ''), registration_number)
      where registration_number is not null;
    create index employees_customer_name_idx on employees (customer_id, lower(last_name), lower(first_name), id);
    create index employees_customer_created_idx on employees (customer_id, created_at, id);
    create index employees_customer_matricule_idx on employees (customer_id, registration_number, id);
    create index employees_customer_city_idx on employees (customer_id, lower(city), id);
    -- "Contains" searches (the quick search, and each text column's, which also test this superset)
    -- are answered from one trigram index. Keep the expression as server/modules/employees/queries.ts writes it.
    create index employees_search_trgm_idx on employees using gin (
      (lower(last_name || ' ' || first_name || ' ' || coalesce(registration_number, '') || ' '
        || coalesce(email, '') || ' ' || coalesce(city, ''))) gin_trgm_ops
    );

    -- The organisations an employee belongs to, each active or not (at least one per employee).
    create table employee_organizations (
      employee_id uuid not null references employees (id) on delete cascade,
      org_id uuid not null references organizations (id) on delete cascade,
      active boolean not null default true,
      primary key (employee_id, org_id)
    );
    create index employee_organizations_org_idx on employee_organizations (org_id, employee_id);

    create table employee_groups (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      org_id uuid not null references organizations (id),
      name text not null,
      created_at timestamptz not null default now()
    );
    create index employee_groups_customer_name_idx on employee_groups (customer_id, lower(name), id);
    create index employee_groups_org_idx on employee_groups (org_id);

    create table employee_group_members (
      group_id uuid not null references employee_groups (id) on delete cascade,
      employee_id uuid not null references employees (id) on delete cascade,
      primary key (group_id, employee_id)
    );
    create index employee_group_members_employee_idx on employee_group_members (employee_id);

    -- Rules may filter by employee groups as they do by employees.
    alter table access_rules add column employee_group_ids uuid[] not null default '{}';

    -- A personal document account is a user who is an employee.
    alter table users add column employee_id uuid references employees (id) on delete set null;
    create unique index users_employee_key on users (employee_id) where employee_id is not null;

    -- Single-use activation codes of personal accounts, stored hashed.
    create table employee_activation_codes (
      code_hash text primary key,
      employee_id uuid not null references employees (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index employee_activation_codes_employee_idx on employee_activation_codes (employee_id);

    -- Each time someone read an employee's NIR in clear: who and when (the NIR itself is not kept here).
    create table employee_nir_reveals (
      id uuid primary key default gen_random_uuid(),
      employee_id uuid not null references employees (id) on delete cascade,
      user_id uuid not null references users (id),
      revealed_at timestamptz not null default now()
    );
    create index employee_nir_reveals_employee_idx on employee_nir_reveals (employee_id, revealed_at);
    create index employee_nir_reveals_user_idx on employee_nir_reveals (user_id, revealed_at);
  `.execute(db);
};
