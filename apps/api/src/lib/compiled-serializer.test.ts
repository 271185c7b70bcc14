import { productPageSchema } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer } from './compiled-serializer';

const card = {
  product_id: 'p1',
  title: 'Rose "Attar" \u2014 10 ml',
  image: '/r.webp',
  short_description: 'line\nbreak',
  product_type: 'Simple',
  status: 'Active',
  originalPrice: 399,
  discountPrice: null,
  price: 399,
  priceMrp: 399,
  stock: 3,
  totalStock: 3,
  sku: 'R-1',
  category: ['Perfume'],
  delivery_days: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const page = {
  items: [card, { ...card, product_id: 'p2', discountPrice: 299.5 }],
  total: 2,
  page: 1,
  pageSize: 9,
};
const route = { schema: productPageSchema, method: 'GET', url: '/products' };

describe.each(['production', 'test'] as const)('compiledSerializer (%s)', (mode) => {
  const serialize = compiledSerializer(mode)(route);

  it('writes what the zod serializer writes', () => {
    expect(serialize(page)).toBe(JSON.stringify(productPageSchema.parse(page)));
  });

  it('writes only the properties the schema names', () => {
    const written = JSON.parse(serialize({ ...page, secret: 'x', items: [{ ...card, passwordHash: 'h' }] }));
    expect(written).not.toHaveProperty('secret');
    expect(written.items[0]).not.toHaveProperty('passwordHash');
    expect(Object.keys(written.items[0]).sort()).toEqual(Object.keys(card).sort());
  });

  it('refuses an answer missing a required property', () => {
    const { title: _title, ...untitled } = card;
    expect(() => serialize({ ...page, items: [untitled] })).toThrow();
  });

  it.each([
    ['a null where a price belongs', { ...page, items: [{ ...card, price: null }] }],
    ['a text where a number belongs', { ...page, total: '2' }],
    ['a fraction where an integer belongs', { ...page, items: [{ ...card, stock: 2.7 }] }],
    ['a value outside the enum', { ...page, items: [{ ...card, product_type: 'Bundle' }] }],
    ['a negative price', { ...page, items: [{ ...card, originalPrice: -1 }] }],
    ['an object where a text belongs', { ...page, items: [{ ...card, title: { en: 'Rose' } }] }],
  ])('refuses %s instead of writing something else', (_what, answer) => {
    expect(() => serialize(answer)).toThrow();
  });
});

describe('compiledSerializer outside production', () => {
  it('takes an answer whose keys come in another order than the schema gives', () => {
    const serialize = compiledSerializer('test')(route);
    const reversed = Object.fromEntries(Object.entries(card).reverse());
    expect(JSON.parse(serialize({ ...page, items: [reversed] })).items[0]).toEqual(card);
  });

  it('refuses an answer the two serializers would write differently', () => {
    // zod writes the text trimmed; JSON Schema has no trimming, so the compiled one does not.
    const schema = z.object({ note: z.string().trim() });
    const serialize = compiledSerializer('test')({ schema, method: 'GET', url: '/x' });
    expect(() => serialize({ note: ' padded ' })).toThrow(/compiled serializer wrote/);
  });
});

describe('compiledSerializer in production', () => {
  it("writes a literal as the answer gives it or refuses it, never the schema's value instead", () => {
    const schema = z.object({ isError: z.literal(false), msg: z.string() });
    const serialize = compiledSerializer('production')({ schema, method: 'GET', url: '/x' });
    expect(serialize({ isError: false, msg: 'ok' })).toBe('{"isError":false,"msg":"ok"}');
    expect(() => serialize({ isError: true, msg: 'no' })).toThrow();
  });

  it('takes extra properties inside a nullable object or a union, as zod does, and leaves them out', () => {
    const schema = z.object({ address: z.object({ city: z.string() }).nullable() });
    const serialize = compiledSerializer('production')({ schema, method: 'GET', url: '/x' });
    expect(serialize({ address: { city: 'Jaipur', userId: 'u1' } })).toBe('{"address":{"city":"Jaipur"}}');
  });
});

describe('compiledSerializer for a schema JSON Schema cannot express', () => {
  it('writes with the zod serializer', () => {
    const schema = z.object({ at: z.date() });
    const serialize = compiledSerializer('production')({ schema, method: 'GET', url: '/x' });
    expect(serialize({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    expect(() => serialize({ at: 'yesterday' })).toThrow();
  });
});
