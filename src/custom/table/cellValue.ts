import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { CellContext, TableColumn } from './types';

/** A field by its dotted path (`userOrg.name`). */
const valueAt = (record: RaRecord, source: string): unknown =>
  source.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);

const asText = (value: unknown): ReactNode => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
};

export const cellContent = <T extends RaRecord>(column: TableColumn<T>, record: T, context: CellContext): ReactNode =>
  column.render ? column.render(record, context) : asText(valueAt(record, column.source));

/** Nothing to show: a card then says 'Not provided'. */
export const isEmptyContent = (content: ReactNode): boolean =>
  content === null ||
  content === undefined ||
  content === false ||
  (typeof content === 'string' && content.trim() === '') ||
  (Array.isArray(content) && content.length === 0);

/** A day in the user's language, for date columns. */
export const formatDay = (value: string | null | undefined, locale: string): string | null =>
  value ? new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(new Date(value)) : null;
