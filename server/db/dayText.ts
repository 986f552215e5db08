import { sql } from 'kysely';

/** A date column as the API writes a day: `YYYY-MM-DD` (null stays null). */
export const dayText = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
