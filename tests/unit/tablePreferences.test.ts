import { describe, expect, it } from 'vitest';
import { NEW_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '../../src/custom/table/layout';
import {
  DEFAULT_PREFERENCES,
  preferencesKey,
  readPreferences,
  resolveColumns,
  withColumnShown,
  withColumnWidth,
  withView,
} from '../../src/custom/table/preferences';
import type { TableColumn } from '../../src/custom/table/types';

const makeColumn = (source: string, extra: Partial<TableColumn> = {}): TableColumn => ({
  source,
  labelKey: `fields.${source}`,
  ...extra,
});
const COLUMNS = [makeColumn('name', { width: 220 }), makeColumn('siret'), makeColumn('city', { shown: false })];

const summary = (preferences = DEFAULT_PREFERENCES) =>
  resolveColumns(COLUMNS, preferences).map(({ column, shown, width }) => [column.source, shown, width]);

describe('table preferences', () => {
  it("start from the columns' definitions", () => {
    expect(summary()).toEqual([
      ['name', true, 220],
      ['siret', true, NEW_COLUMN_WIDTH],
      ['city', false, NEW_COLUMN_WIDTH],
    ]);
  });

  it("lay the user's choices over the definitions, ignoring columns the list no longer has", () => {
    const stored = { view: 'grid', columns: { name: { shown: false }, gone: { shown: true, width: 300 } } };
    expect(summary(readPreferences(stored))).toEqual([
      ['name', false, 220],
      ['siret', true, NEW_COLUMN_WIDTH],
      ['city', false, NEW_COLUMN_WIDTH],
    ]);
  });

  it('hiding a column keeps it hidden; showing it again resets its width to 100px', () => {
    const resized = withColumnWidth(DEFAULT_PREFERENCES, resolveColumns(COLUMNS, DEFAULT_PREFERENCES)[0], 380);
    expect(summary(resized)[0]).toEqual(['name', true, 380]);
    const hidden = withColumnShown(resized, 'name', false);
    expect(summary(hidden)[0]).toEqual(['name', false, 380]);
    expect(summary(withColumnShown(hidden, 'name', true))[0]).toEqual(['name', true, NEW_COLUMN_WIDTH]);
  });

  it('a column cannot be resized below the minimum width', () => {
    const narrow = withColumnWidth(DEFAULT_PREFERENCES, resolveColumns(COLUMNS, DEFAULT_PREFERENCES)[1], 3);
    expect(summary(narrow)[1]).toEqual(['siret', true, MIN_COLUMN_WIDTH]);
  });

  it('the view switch changes the preferences only when the view really changes', () => {
    const grid = withView(DEFAULT_PREFERENCES, 'grid');
    expect(grid.view).toBe('grid');
    expect(withView(grid, 'grid')).toBe(grid);
    expect(withView(grid, null)).toBe(grid);
  });

  it.each([undefined, null, 'list', 42, { view: 'table', columns: 'all' }])(
    'an unreadable stored value %j gives the defaults',
    (stored) => {
      expect(readPreferences(stored)).toEqual(DEFAULT_PREFERENCES);
    },
  );

  it('drops malformed column choices and keeps the good ones', () => {
    const stored = { view: 'list', columns: { a: { shown: 'yes' }, b: null, c: { shown: true, width: 'wide' } } };
    expect(readPreferences(stored)).toEqual({ view: 'list', columns: { c: { shown: true } } });
  });

  it('are kept per user and per list', () => {
    expect(preferencesKey('admin', 'organizations')).not.toBe(preferencesKey('hr', 'organizations'));
    expect(preferencesKey('admin', 'organizations')).not.toBe(preferencesKey('admin', 'users'));
  });
});
