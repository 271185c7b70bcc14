import { describe, expect, it } from 'vitest';
import { parseFilters, pathCategory, productsPagePath, toListingQuery } from './listing-query';

describe('the products call of a listing page', () => {
  it('names every filter in a fixed order, leaves out an empty search, and asks for one page', () => {
    const query = toListingQuery(
      parseFilters(new URLSearchParams('sort=price-asc&type=Simple&price=0-200&category=Woody&search=rose')),
      pathCategory('Gems%20%26%20Stones'),
    );
    expect(productsPagePath(query, 2)).toBe(
      '/products?search=rose&category=Gems+%26+Stones&category=Woody&price=0-200&type=Simple&sort=price-asc&page=2&pageSize=9',
    );
    expect(productsPagePath(parseFilters(new URLSearchParams()), 1)).toBe(
      '/products?sort=best-selling&page=1&pageSize=9',
    );
  });
});
