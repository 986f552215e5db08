import { describe, expect, it } from 'vitest';
import { cellContent, formatDay, isEmptyContent } from '../../src/custom/table/cellValue';
import type { CellContext, TableColumn } from '../../src/custom/table/types';

const CONTEXT: CellContext = { translate: (key) => key, locale: 'fr' };
const RECORD = { id: 1, name: 'Acme', userOrg: { name: 'Liasse Démo Lyon' }, tags: ['paie', 'RH'], headcount: 0 };
const cell = (column: Omit<TableColumn, 'labelKey'>) => cellContent({ labelKey: 'label', ...column }, RECORD, CONTEXT);

describe('a table cell', () => {
  it('shows the field at a dotted path, as text', () => {
    expect(cell({ source: 'userOrg.name' })).toBe('Liasse Démo Lyon');
    expect(cell({ source: 'headcount' })).toBe('0');
  });

  it('shows a list of values joined by commas', () => {
    expect(cell({ source: 'tags' })).toBe('paie, RH');
  });

  it('shows nothing for a field the record lacks, even under a missing parent', () => {
    expect(cell({ source: 'city' })).toBeNull();
    expect(cell({ source: 'address.city' })).toBeNull();
  });

  it("draws the column's own render, with the user's language", () => {
    expect(cell({ source: 'name', render: (record, { locale }) => `${String(record.name)} (${locale})` })).toBe(
      'Acme (fr)',
    );
  });
});

describe('an empty cell, which a card shows as "Not provided"', () => {
  it.each([null, undefined, false, '', '   ', []])('%j is empty', (content) => {
    expect(isEmptyContent(content)).toBe(true);
  });

  it.each([0, '0', 'Lyon', ['Lyon']])('%j is not', (content) => {
    expect(isEmptyContent(content)).toBe(false);
  });
});

describe('a date column', () => {
  it("writes the day in the user's language, day first in English too", () => {
    expect(formatDay('2026-01-15T12:00:00Z', 'fr')).toBe('15/01/2026');
    expect(formatDay('2026-01-15T12:00:00Z', 'en')).toBe('15/01/2026');
    expect(formatDay('2026-01-15T12:00:00Z', 'de')).toBe('15.01.26');
  });

  it('writes nothing without a date', () => {
    expect(formatDay(null, 'fr')).toBeNull();
    expect(formatDay('', 'fr')).toBeNull();
  });
});
