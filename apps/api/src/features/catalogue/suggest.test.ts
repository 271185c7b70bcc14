import { apiErrorSchema, SUGGESTION_LIMIT, suggestResponseSchema } from '@storefront/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, TEST_SHOP_ID } from '../../test/app';
import { productInput } from '../../test/fixtures';
import { insertProducts } from './product-writer';
import { titleLike } from './repository';

const SHOP = TEST_SHOP_ID;

describe('GET /api/products/suggest', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;

  async function suggest(q: string) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/suggest?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return suggestResponseSchema.parse(res.json()).data;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    const titles = [
      'Damask Rose',
      'Rose',
      'Rose',
      'ROSE',
      'Rosewood Attar',
      'Rose Musk',
      'Velvet Rose',
      'Wild Rose Mist',
      'Desert Rose',
      'Primrose Dew',
      'Rose Oud Intense',
      'Oud Royale',
      'Amber 100% Pure',
    ];
    await insertProducts(
      ctx.db,
      SHOP,
      titles.map((title) => productInput({ title })),
    );
    await insertProducts(ctx.db, SHOP, [
      productInput({ title: 'Rosa Inactive', status: 'Inactive' }),
      productInput({ title: 'Ro Draft', status: 'Draft' }),
    ]);
    await insertProducts(ctx.db, 'other-shop', [productInput({ title: 'Ro Elsewhere' })]);
  });

  afterAll(async () => {
    await ctx?.close();
  });

  it('gives at most 8 titles, distinct ignoring case, prefix matches first and shortest first', async () => {
    const titles = await suggest('rose');
    expect(titles).toHaveLength(SUGGESTION_LIMIT);
    expect(new Set(titles.map((title) => title.toLowerCase())).size).toBe(titles.length);
    expect(titles).toEqual([
      'ROSE',
      'Rose Musk',
      'Rosewood Attar',
      'Rose Oud Intense',
      'Damask Rose',
      'Desert Rose',
      'Velvet Rose',
      'Primrose Dew',
    ]);
  });

  it('lists every match when there are fewer than 8', async () => {
    expect(await suggest('OUD')).toEqual(['Oud Royale', 'Rose Oud Intense']);
    expect(await suggest('primrose')).toEqual(['Primrose Dew']);
  });

  it('never suggests inactive products or other shops', async () => {
    expect(await suggest('ro')).not.toEqual(expect.arrayContaining(['Ro Draft']));
    const all = await suggest('r');
    expect(all.some((title) => /Inactive|Draft|Elsewhere/.test(title))).toBe(false);
    expect(await suggest('rosa')).toEqual([]);
  });

  it('gives [] for empty or blank text and for no match', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
    expect(await suggest('zzz')).toEqual([]);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products/suggest' });
    expect(suggestResponseSchema.parse(res.json()).data).toEqual([]);
  });

  it('matches % and _ literally', async () => {
    expect(await suggest('100%')).toEqual(['Amber 100% Pure']);
    expect(await suggest('%')).toEqual(['Amber 100% Pure']);
    expect(await suggest('_')).toEqual([]);
  });

  it('refuses text over 100 characters with a field message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products/suggest?q=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(400);
    expect(apiErrorSchema.parse(res.json()).fields?.q).toBe('Search text is at most 100 characters');
  });

  it('matches titles with the expression of the trigram index, so PostgreSQL can use it for %q%', async () => {
    await insertProducts(
      ctx.db,
      SHOP,
      Array.from({ length: 3000 }, (_, i) =>
        productInput({ title: `Blend ${i} ${i % 1000 === 0 ? 'saffron' : 'musk'}` }),
      ),
    );
    await ctx.db.execute(sql`analyze products`);
    const plan = await ctx.db.transaction(async (tx) => {
      // Only to show the index fits the generated condition. On a small table the planner may
      // prefer the shop index by cost; at 100,000 products it picks this one unprompted.
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ id: products.id }).from(products).where(titleLike('%saffron%'));
      const result = await tx.execute(sql`explain ${query}`);
      return (result as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toContain('products_title_trgm_idx');
    expect(await suggest('saffron')).toEqual(['Blend 0 saffron', 'Blend 1000 saffron', 'Blend 2000 saffron']);
  });
});
