import { adminProductBodySchema } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products } from '../../../db/schema';
import { seedDemoShop } from '../../../db/seed/demo';
import { consoleTestApp } from '../console-test-app';

const { ctx, owner } = consoleTestApp({
  prepare: (opened) => seedDemoShop(opened.db, opened.config.SHOP_ID),
});

// The console must open every product the shop starts with and save it unchanged: a seed or
// an import the form cannot take back would leave the owner stuck on a product.
it('every demo product opens in the console form and saves back unchanged', async () => {
  const ids = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.shopId, ctx.config.SHOP_ID));
  expect(ids.length).toBeGreaterThan(40);
  for (const { id } of ids) {
    const url = `/api/admin/products/${id}`;
    const { product } = (await ctx.app.inject({ method: 'GET', url, headers: owner.headers })).json();
    const parsed = adminProductBodySchema.safeParse(product);
    expect(parsed.error?.issues, product.title).toBeUndefined();
    const saved = await ctx.app.inject({ method: 'PUT', url, headers: owner.headers, payload: product });
    expect(saved.statusCode, `${product.title}: ${saved.body}`).toBe(200);
    const { updatedAt: _before, ...was } = product;
    const { updatedAt: _after, ...now } = saved.json().product;
    expect(now, product.title).toEqual(was);
  }
});
