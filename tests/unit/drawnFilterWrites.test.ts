import { describe, expect, it } from 'vitest';
import { applyChange } from '../../src/custom/table/DrawnFilterWrites';

describe('filter writes between two drawings of a list', () => {
  const drawn = { orgId: 'lyon', year: '2026' };

  it('keeps a folder cleared when the search box writes what it saw before', () => {
    // The folder tree clears the folder; the search box's debounced write then lands, built on what was drawn.
    const afterFolder = applyChange(drawn, drawn, {});
    expect(afterFolder).toEqual({});
    expect(applyChange(afterFolder, drawn, { ...drawn, q: 'lot' })).toEqual({ q: 'lot' });
  });

  it('keeps the search when a folder is chosen after it', () => {
    const afterSearch = applyChange(drawn, drawn, { ...drawn, q: 'lot' });
    expect(applyChange(afterSearch, drawn, { orgId: 'paris' })).toEqual({ orgId: 'paris', q: 'lot' });
  });

  it('replaces a nested filter as a whole', () => {
    const withMetadata = { metadata: { name: 'lot', value: '1' } };
    expect(applyChange(withMetadata, withMetadata, { metadata: { name: 'lot' } })).toEqual({
      metadata: { name: 'lot' },
    });
  });
});
