import { sql, type Kysely } from 'kysely';

/**
 * Collectors stored the remote's own words as an account's, a subscription's and a run's error;
 * they now store what the user can act on (`COLLECT_FAILURES`), the words going to the log. The
 * old texts are read into the nearest code; whatever they do not tell is `failed`.
 */
const codeOf = (column: string) => `case
    when ${column} is null then null
    when ${column} ~* 'host key' then 'host_key_changed'
    when ${column} ~* 'login was refused|AUTHENTICATIONFAILED|authentication' then 'wrong_identifiers'
    when ${column} ~* 'ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|no answer within|connection .*lost|handshake'
      then 'unreachable'
    else 'failed'
  end`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
    update collector_accounts set last_error = ${codeOf('last_error')} where last_error is not null;
    update collector_subscriptions set last_error = ${codeOf('last_error')} where last_error is not null;
    update collector_runs set error = ${codeOf('error')} where error is not null;
  `,
    )
    .execute(db);
}
