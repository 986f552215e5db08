import type { CompiledQuery } from 'kysely';

/**
 * A value as a PostgreSQL literal: strings in escape syntax (E'…'), whose meaning no setting
 * changes; arrays as text arrays, which the compiled SQL casts as it casts its parameters.
 */
const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // A negative number in parentheses: `::` binds before the minus (-2147483648::int casts 2147483648, out of
  // range), and after another minus it would start a comment (a--5).
  if (typeof value === 'number' && Number.isFinite(value)) return value < 0 ? `(${value})` : String(value);
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]::text[]`;
  if (typeof value === 'string' && !value.includes('\0'))
    return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  throw new Error(`A ${typeof value} cannot be written as a literal`);
};

/**
 * A compiled condition with its parameters written in as literals: SQL text that a trigger can
 * store and run later (EXECUTE), where no parameter can be passed.
 */
export const inlineParameters = ({ sql, parameters }: CompiledQuery): string =>
  sql.replace(/\$(\d+)/g, (_, n: string) => literal(parameters[Number(n) - 1]));
