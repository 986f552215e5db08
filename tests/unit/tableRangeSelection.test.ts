import { describe, expect, it } from 'vitest';
import { allSelected, clickSelection, toggleAll } from '../../src/custom/table/rangeSelection';
import type { RowId } from '../../src/custom/table/types';

const ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];
const click = (selected: RowId[], anchor: RowId | undefined, target: RowId, shiftKey = false) =>
  clickSelection({ ids: ROWS, selected, anchor, target, shiftKey });

describe('row selection', () => {
  it('a plain click toggles its row and makes it the anchor', () => {
    expect(click([], undefined, 'b')).toEqual({ selected: ['b'], anchor: 'b' });
    expect(click(['b', 'd'], 'd', 'b')).toEqual({ selected: ['d'], anchor: 'b' });
  });

  it('clicking row A then shift-clicking row E selects A to E', () => {
    const first = click([], undefined, 'a');
    const range = click(first.selected, first.anchor, 'e', true);
    expect([...range.selected].sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(range.anchor).toBe('a');
  });

  it('a shift-click upwards selects the range above the anchor, keeping what was selected', () => {
    const { selected } = click(['f', 'd'], 'd', 'b', true);
    expect([...selected].sort()).toEqual(['b', 'c', 'd', 'f']);
  });

  it('a shift-click without an anchor on the page is a plain click', () => {
    expect(click([], undefined, 'c', true)).toEqual({ selected: ['c'], anchor: 'c' });
    expect(click(['z'], 'z', 'c', true)).toEqual({ selected: ['z', 'c'], anchor: 'c' });
  });

  it('the header checkbox selects the whole page, then unselects it, leaving other pages alone', () => {
    const all = toggleAll(ROWS, ['b', 'other-page']);
    expect([...all].sort()).toEqual([...ROWS, 'other-page'].sort());
    expect(allSelected(ROWS, all)).toBe(true);
    expect(toggleAll(ROWS, all)).toEqual(['other-page']);
    expect(allSelected([], [])).toBe(false);
  });
});
