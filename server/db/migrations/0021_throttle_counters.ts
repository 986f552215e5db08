import { sql, type Kysely } from 'kysely';

/**
 * One throttle for every call anyone may make that mails someone or tests a secret (the login's
 * failures per address among them): a counter per scope, key (a client address, an account, a
 * recipient) and time window, incremented by one atomic upsert. The database is the only state
 * the server processes share, so a limit holds whichever process answers. The failed logins of
 * the last quarter of an hour carry over as counters of their windows.
 */
export const up = async (db: Kysely<unknown>): Promise<void> => {
  await sql`
    create table throttle_counters (
      scope text not null,
      key text not null,
      window_start timestamptz not null,
      hits integer not null,
      primary key (scope, key, window_start)
    );
    create index throttle_counters_window_idx on throttle_counters (window_start);

    insert into throttle_counters (scope, key, window_start, hits)
    select 'failed-login', ip, to_timestamp(floor(extract(epoch from failed_at) / 900) * 900), count(*)
    from login_failures
    where failed_at > now() - interval '15 minutes'
    group by 1, 2, 3;
    drop table login_failures;
  `.execute(db);
};
