import { describe, expect, it } from 'vitest';
import { clampPage, pageCount } from '../../src/custom/table/paging';

describe('table paging', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [45, 10, 5],
    [100, 100, 1],
  ])('%i rows at %i a page make %i pages', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });

  it('moves a page past the last one to the last one when the total drops', () => {
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(5, 1)).toBe(1);
  });

  it('keeps a page within 1..totalPages', () => {
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(-4, 3)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(1, 0)).toBe(1);
  });
});
