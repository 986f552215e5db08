import { describe, expect, it } from 'vitest';
import { searchBody } from '../../src/dataProvider/pagedSearch';

describe('the body of a paged search', () => {
  const endpoint = {
    sortFields: ['lastName'],
    filterKeys: ['bpeAgreement', 'city'],
    booleanFilterKeys: ['bpeAgreement'],
  };

  it("sends a yes/no select column's value as a boolean, and other filters as typed", () => {
    const body = searchBody(
      { pagination: { page: 2, perPage: 50 }, filter: { q: 'dup', bpeAgreement: 'false', city: 'true', other: 1 } },
      endpoint,
    );
    expect(body).toEqual({ search: 'dup', limit: 50, page: 2, filters: { bpeAgreement: false, city: 'true' } });
  });

  it('sends only sort fields the endpoint knows', () => {
    expect(searchBody({ sort: { field: 'id', order: 'ASC' } }, endpoint)).not.toHaveProperty('sort');
    expect(searchBody({ sort: { field: 'lastName', order: 'DESC' } }, endpoint).sort).toEqual({
      field: 'lastName',
      order: 'DESC',
    });
  });
});
