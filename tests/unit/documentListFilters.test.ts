import { describe, expect, it } from 'vitest';
import { listValuesOfMask, maskFiltersOf, toSearchFilters } from '../../src/resources/documents/filters';

describe("the documents list's filters", () => {
  it('send the read select as a boolean and a metadata filter only with its name', () => {
    expect(toSearchFilters({ q: 'paie', read: 'false', metadata: { name: ' ', value: 'x' } })).toEqual({
      q: 'paie',
      read: false,
    });
    expect(toSearchFilters({ read: 'true', metadata: { name: ' service ', value: ' RH ' } })).toEqual({
      read: true,
      metadata: { name: 'service', value: 'RH' },
    });
  });

  it('keep in a mask the search filters without the quick search, and give them back as the list shows them', () => {
    const values = { q: 'décembre', docType: 'PAYE', read: 'false', createdAt: { start: '2026-01-01' }, year: 2026 };
    const mask = maskFiltersOf(values);
    expect(mask).toEqual({ docType: 'PAYE', read: false, createdAt: { start: '2026-01-01' }, year: 2026 });
    expect(listValuesOfMask(mask)).toEqual({
      docType: 'PAYE',
      read: 'false',
      createdAt: { start: '2026-01-01' },
      year: 2026,
    });
  });
});
