import { sql } from 'kysely';

/** Ids sent as one uuid[] parameter, for `= any(…)`, `&&` and `unnest`. */
export const uuids = (ids: readonly string[]) => sql`${sql.val(ids)}::uuid[]`;
