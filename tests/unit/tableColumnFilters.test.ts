import { describe, expect, it } from 'vitest';
import { applyDraft, draftOf } from '../../src/custom/table/columnFilters';
import type { TableColumn } from '../../src/custom/table/types';

const COLUMNS: TableColumn[] = [
  { source: 'name', labelKey: 'name', search: { type: 'text' } },
  { source: 'zipCode', labelKey: 'zipCode' },
  { source: 'createdAt', labelKey: 'createdAt', search: { type: 'dateRange' } },
  { source: 'kind', labelKey: 'kind', search: { type: 'select', options: [{ value: 'root', labelKey: 'root' }] } },
];

describe('column search', () => {
  it('starts from the filters already applied', () => {
    expect(draftOf(COLUMNS, { q: 'acme', name: 'Lyon', createdAt: { start: '2026-01-01' } })).toEqual({
      name: 'Lyon',
      createdAt: { start: '2026-01-01', end: '' },
      kind: '',
    });
  });

  it('applies every column filter at once and keeps the quick search', () => {
    const filters = applyDraft(
      COLUMNS,
      { q: 'acme', name: 'old' },
      { name: ' Lyon ', createdAt: { start: '2026-01-01', end: '2026-01-31' }, kind: 'root' },
    );
    expect(filters).toEqual({
      q: 'acme',
      name: 'Lyon',
      createdAt: { start: '2026-01-01', end: '2026-01-31' },
      kind: 'root',
    });
  });

  it('drops emptied filters and the empty end of a date range', () => {
    const filters = applyDraft(
      COLUMNS,
      { q: 'acme', name: 'old', kind: 'root' },
      { name: '  ', createdAt: { start: '', end: '2026-01-31' }, kind: '' },
    );
    expect(filters).toEqual({ q: 'acme', createdAt: { end: '2026-01-31' } });
  });

  it('leaves alone filters of columns without a search', () => {
    expect(applyDraft(COLUMNS, { zipCode: '69001' }, {})).toEqual({ zipCode: '69001' });
  });
});

describe('a reference column search', () => {
  const columns: TableColumn[] = [
    {
      source: 'organizations',
      labelKey: 'organizations',
      search: { type: 'reference', reference: 'orgs', filterKey: 'orgId' },
    },
  ];

  it('reads and sets the filter under its own key, not the column source', () => {
    expect(draftOf(columns, { orgId: 'a1', organizations: 'ignored' })).toEqual({ organizations: 'a1' });
    expect(applyDraft(columns, { q: 'x', orgId: 'old' }, { organizations: 'b2' })).toEqual({ q: 'x', orgId: 'b2' });
    expect(applyDraft(columns, { orgId: 'old' }, { organizations: '' })).toEqual({});
  });
});
