// COPY's text format: tab-separated, backslash escapes, \N for null.
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value as a field of COPY's text format. */
export const copyField = (value: string | number | boolean | null | undefined) => {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = String(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : text;
};

/** A row's values, in the columns' order, as one line of `COPY table (columns) FROM STDIN`. */
export const copyRow = <Column extends string>(
  columns: readonly Column[],
  row: Partial<Record<Column, string | number | boolean | null>>,
) => `${columns.map((column) => copyField(row[column])).join('\t')}\n`;
