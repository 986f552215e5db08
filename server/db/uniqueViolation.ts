/** PostgreSQL refused a write that a unique index forbids (SQLSTATE 23505), on pg and PGlite alike. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
