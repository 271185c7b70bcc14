import { describe, expect, it } from 'vitest';
import {
  categoriesTarget,
  EMPTY_FILTERS,
  filtersToSearchParams,
  listingHeading,
  parseFilters,
  toListingQuery,
  updateFilters,
} from './filters';

describe('listing filters in the URL', () => {
  it('reads an empty URL as no filters, best selling', () => {
    expect(parseFilters(new URLSearchParams())).toEqual(EMPTY_FILTERS);
  });

  it('reads repeated keys and drops unknown or duplicate values', () => {
    const params = new URLSearchParams(
      'search=%20rose%20&category=Woody&category=Floral&category=Woody&price=0-200&price=9-99&type=Simple&type=Bogus&sort=price-desc',
    );
    expect(parseFilters(params)).toEqual({
      search: 'rose',
      categories: ['Woody', 'Floral'],
      prices: ['0-200'],
      types: ['Simple'],
      sort: 'price-desc',
    });
  });

  it('falls back to best selling for an unknown sort', () => {
    expect(parseFilters(new URLSearchParams('sort=cheapest')).sort).toBe('best-selling');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(filtersToSearchParams(EMPTY_FILTERS).toString()).toBe('');
    const filters = {
      search: 'oud',
      categories: ['Eau de Parfum'],
      prices: ['200-400', '400-6000'] as const,
      types: ['Variable Product'] as const,
      sort: 'newest' as const,
    };
    const params = filtersToSearchParams({
      ...filters,
      prices: [...filters.prices],
      types: [...filters.types],
    });
    expect(params.toString()).toBe(
      'search=oud&category=Eau+de+Parfum&price=200-400&price=400-6000&type=Variable+Product&sort=newest',
    );
    expect(parseFilters(params)).toEqual({
      ...filters,
      prices: [...filters.prices],
      types: [...filters.types],
    });
  });

  it('updates one filter and keeps the others', () => {
    const params = new URLSearchParams('search=rose&price=0-200');
    expect(updateFilters(params, { sort: 'price-asc' })).toBe('?search=rose&price=0-200&sort=price-asc');
    expect(updateFilters(params, { prices: [], search: '' })).toBe('');
  });

  it('adds the category of the path once, case-insensitively', () => {
    expect(toListingQuery(EMPTY_FILTERS, 'woody').categories).toEqual(['woody']);
    expect(toListingQuery({ ...EMPTY_FILTERS, categories: ['Woody'] }, 'woody').categories).toEqual([
      'Woody',
    ]);
    expect(toListingQuery({ ...EMPTY_FILTERS, categories: ['Floral'] }, 'Woody').categories).toEqual([
      'Woody',
      'Floral',
    ]);
    expect(toListingQuery(EMPTY_FILTERS, undefined)).toBe(EMPTY_FILTERS);
  });
});

describe('categoriesTarget and listingHeading', () => {
  const params = new URLSearchParams('sort=newest');

  it('stays on a category page when only its own category is kept', () => {
    expect(categoriesTarget(params, ['perfume'], 'Perfume')).toEqual({ search: '?sort=newest' });
  });

  it('moves to the listing with exactly the chosen categories otherwise', () => {
    expect(categoriesTarget(params, ['Perfume', 'Luxury'], 'Perfume')).toEqual({
      pathname: '/Products',
      search: '?category=Perfume&category=Luxury&sort=newest',
    });
    expect(categoriesTarget(params, [], 'Perfume')).toEqual({
      pathname: '/Products',
      search: '?sort=newest',
    });
  });

  it('only changes the search on the listing itself', () => {
    expect(categoriesTarget(params, ['Luxury'])).toEqual({ search: '?category=Luxury&sort=newest' });
  });

  it('names every category the results are limited to, and the search text as typed', () => {
    const base = { ...EMPTY_FILTERS };
    expect(listingHeading(base)).toBe('All Products');
    expect(listingHeading({ ...base, categories: ['Perfume', 'Luxury'] })).toBe('Perfume, Luxury');
    expect(listingHeading({ ...base, search: 'zzzz' })).toBe('Results for “zzzz”');
    expect(listingHeading({ ...base, search: '12 ml', categories: ['Perfume'] })).toBe(
      'Results for “12 ml” in Perfume',
    );
  });
});
