import type { RaRecord } from 'react-admin';
import { MIN_COLUMN_WIDTH, NEW_COLUMN_WIDTH } from './layout';
import type { ColumnPreference, ResolvedColumn, TableColumn, TablePreferences, TableView } from './types';

/** Per user and per list, so that two people sharing a browser keep their own tables. */
export const PREFERENCES_PREFIX = 'liasse.table.';
export const preferencesKey = (login: string, name: string) => `${PREFERENCES_PREFIX}${login}.${name}`;

export const DEFAULT_PREFERENCES: TablePreferences = { view: 'list', columns: {} };

const isView = (value: unknown): value is TableView => value === 'list' || value === 'grid';

/**
 * What the store holds, made safe to use: an unreadable value, an unknown view or a malformed
 * column choice is dropped rather than trusted (the store is the user's own localStorage).
 */
export const readPreferences = (stored: unknown): TablePreferences => {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_PREFERENCES;
  const { view, columns } = stored as Partial<Record<keyof TablePreferences, unknown>>;
  const choices = typeof columns === 'object' && columns !== null ? Object.entries(columns) : [];
  return {
    view: isView(view) ? view : DEFAULT_PREFERENCES.view,
    columns: Object.fromEntries(
      choices.flatMap(([source, choice]): [string, ColumnPreference][] => {
        if (typeof choice !== 'object' || choice === null) return [];
        const { shown, width } = choice as Partial<ColumnPreference>;
        if (typeof shown !== 'boolean') return [];
        const validWidth = typeof width === 'number' && Number.isFinite(width) ? { width: clampWidth(width) } : {};
        return [[source, { shown, ...validWidth }]];
      }),
    ),
  };
};

/**
 * The columns as the table draws them: the definitions' order, the user's choices laid over the
 * definitions' defaults. A choice for a column the list no longer has is ignored; a new column
 * starts as its definition says.
 */
export const resolveColumns = <T extends RaRecord>(
  columns: readonly TableColumn<T>[],
  preferences: TablePreferences,
): ResolvedColumn<T>[] =>
  columns.map((column) => {
    const choice = preferences.columns[column.source];
    return {
      column,
      shown: choice?.shown ?? column.shown ?? true,
      width: choice?.width ?? column.width ?? NEW_COLUMN_WIDTH,
    };
  });

/** Hiding keeps the column's width for nothing; showing starts it again at the new-column width. */
export const withColumnShown = (preferences: TablePreferences, source: string, shown: boolean): TablePreferences => ({
  ...preferences,
  columns: {
    ...preferences.columns,
    [source]: shown ? { shown, width: NEW_COLUMN_WIDTH } : { ...preferences.columns[source], shown },
  },
});

export const withColumnWidth = (
  preferences: TablePreferences,
  column: ResolvedColumn<RaRecord>,
  width: number,
): TablePreferences => ({
  ...preferences,
  columns: { ...preferences.columns, [column.column.source]: { shown: column.shown, width: clampWidth(width) } },
});

/** The view switch stores (and emits) only a real change; clicking the current view does nothing. */
export const withView = (preferences: TablePreferences, view: TableView | null): TablePreferences =>
  view === null || view === preferences.view ? preferences : { ...preferences, view };

export const clampWidth = (width: number) => Math.max(MIN_COLUMN_WIDTH, Math.round(width));
