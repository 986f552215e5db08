import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { dateLocale } from '../../../common/locales';
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

/** A day in the user's language, for date columns (every date of the portal is written here). */
export const formatDay = (value: string | null | undefined, locale: string): string | null =>
  value ? new Intl.DateTimeFormat(dateLocale(locale), { dateStyle: 'short' }).format(new Date(value)) : null;

/** A day and time in the user's language. */
export const formatDateTime = (
  value: string | null | undefined,
  locale: string,
  style: 'short' | 'long' = 'short',
): string | null =>
  value
    ? new Intl.DateTimeFormat(dateLocale(locale), {
        dateStyle: style,
        timeStyle: style === 'long' ? 'medium' : 'short',
      }).format(new Date(value))
    : null;
