import { describe, expect, it } from 'vitest';
import { ZUuid } from '../../common/schemas/ids';
import { ZOrganizationSearch } from '../../common/schemas/organizations';
import { isRealDay, ZDay, ZPagedSearch } from '../../common/schemas/paging';

describe('a day in a date filter', () => {
  it.each(['2024-02-29', '2023-12-31', '0001-01-01'])('%s exists', (day) => {
    expect(isRealDay(day)).toBe(true);
    expect(ZDay.safeParse(day).success).toBe(true);
  });

  it.each(['2024-13-01', '0000-00-00', '2023-02-29', '2024-04-31', '2024-1-01', '24-01-01', '0000-01-01'])(
    '%s does not',
    (day) => expect(ZDay.safeParse(day).success).toBe(false),
  );
});

describe('the organisation search', () => {
  it('is the paged search with its sort and filters, and the same bounds', () => {
    expect(ZOrganizationSearch.parse({})).toEqual({
      ...ZPagedSearch.parse({}),
      sort: { field: 'name', order: 'ASC' },
      filters: {},
    });
    expect(ZOrganizationSearch.safeParse({ limit: 101 }).success).toBe(false);
    expect(ZOrganizationSearch.safeParse({ filters: { createdAt: { start: '2024-13-01' } } }).success).toBe(false);
  });
});

describe('a uuid', () => {
  it('is taken in upper case and read in lower case', () => {
    expect(ZUuid.parse('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    expect(ZUuid.safeParse('not-a-uuid').success).toBe(false);
  });
});
