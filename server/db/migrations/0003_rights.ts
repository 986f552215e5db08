import { sql, type Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    -- Each organisation knows its ancestors and itself, so "this organisation and its descendants"
    -- is one indexed containment test.
    alter table organizations add column org_path uuid[] not null default '{}';
    with recursive tree as (
      select id, array[id] as org_path from organizations where parent_id is null
      union all
      select o.id, tree.org_path || o.id from organizations o join tree on o.parent_id = tree.id
    )
    update organizations o set org_path = tree.org_path from tree where o.id = tree.id;
    create index organizations_org_path_idx on organizations using gin (org_path);

    create table user_visible_organizations (
      user_id uuid not null references users (id) on delete cascade,
      org_id uuid not null references organizations (id) on delete cascade,
      primary key (user_id, org_id)
    );
    insert into user_visible_organizations (user_id, org_id) select id, org_id from users;

    create table user_groups (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      name text not null,
      created_at timestamptz not null default now()
    );
    create index user_groups_customer_name_idx on user_groups (customer_id, lower(name), id);

    create table user_group_members (
      group_id uuid not null references user_groups (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      primary key (group_id, user_id)
    );
    create index user_group_members_user_idx on user_group_members (user_id);

    create table access_rule_groups (
      rule_id uuid not null references access_rules (id) on delete cascade,
      group_id uuid not null references user_groups (id) on delete cascade,
      primary key (rule_id, group_id)
    );
    create index access_rule_groups_group_idx on access_rule_groups (group_id);

    -- The data a rule lets its holders see: document criteria, employees, third parties.
    alter table access_rules add column doc_criterias jsonb not null default '[]';
    alter table access_rules add column employee_ids uuid[] not null default '{}';
    alter table access_rules add column third_party_ids uuid[] not null default '{}';
    create index access_rules_customer_name_idx on access_rules (customer_id, lower(name), id);
    create index users_customer_name_idx on users (customer_id, lower(name), id);

    -- Documents, as far as access rules see them; the document safe adds the rest.
    create table documents (
      id uuid primary key default gen_random_uuid(),
      customer_id uuid not null references organizations (id),
      org_id uuid not null references organizations (id),
      doc_type text not null,
      period_start date,
      period_end date,
      employee_id uuid,
      third_party_id uuid,
      metadata jsonb not null default '{}',
      created_at timestamptz not null default now()
    );
    create index documents_customer_created_idx on documents (customer_id, created_at desc, id desc);
    create index documents_org_created_idx on documents (org_id, created_at desc, id desc);
    create index documents_metadata_idx on documents using gin (metadata jsonb_path_ops);
  `.execute(db);
};
