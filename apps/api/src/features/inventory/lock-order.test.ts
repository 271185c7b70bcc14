import { PRODUCT_TYPE } from '@storefront/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, variations } from '../../db/schema';
import { createTestDatabase } from '../../test/app';
import { madeBeforeAll } from '../../test/before-all';
import { variableProductInput } from '../../test/fixtures';
import { insertProducts } from '../catalogue/product-writer';
import { giveBackStock, stockTransaction, takeStock } from './service';

const SHOP = 'test-shop';

// PGlite is a single connection, so transactions never truly overlap there: PostgreSQL only.
describe.skipIf(!process.env.DATABASE_URL)('the order stock rows are locked in (PostgreSQL)', () => {
  const database = madeBeforeAll(
    () => createTestDatabase(),
    (opened) => opened.close(),
  );

  /** A variable product with two sizes of 10 units each. */
  async function twoSizes() {
    const prefix = `LOCK-${Math.random().toString(36).slice(2, 8)}`;
    const input = variableProductInput({
      // the large size's SKU sorts after the small one's: the one the other transaction holds
      variations: ['6', '12'].map((size, position) => ({
        sku: `${prefix}-${position + 1}`,
        pricePaise: 30_000,
        stock: 10,
        imageUrl: '/images/v.webp',
        attributes: { Size: `${size} ml` },
      })),
    });
    const [productId] = await insertProducts(database.db, SHOP, [input]);
    const [small, large] = input.variations!;
    return { productId: productId!, small: small!.sku, large: large!.sku };
  }

  /** Waits (bounded) until some transaction of this database waits for a row lock. */
  async function someoneWaitsForALock() {
    for (let attempt = 0; attempt < 250; attempt += 1) {
      const result = (await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      if (Number(result.rows[0]?.n) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('no transaction came to wait for a lock');
  }

  const stockOf = async (sku: string) =>
    (await database.db.select({ stock: variations.stock }).from(variations).where(eq(variations.sku, sku)))[0]
      ?.stock;
  const totalOf = async (id: string) =>
    (await database.db.select({ total: products.totalStock }).from(products).where(eq(products.id, id)))[0]
      ?.total;

  // A variable product's row carries the total of all its sizes. An order of two sizes that
  // locked size, product, size deadlocked with a transaction holding the second size and
  // about to lock the product (a one-size order, a refund of it, the console saving it).
  it('an order of two sizes of one product queues behind a write to one of them, never deadlocks', async () => {
    for (const order of ['take', 'give back'] as const) {
      const { productId, small, large } = await twoSizes();
      let locked!: () => void;
      const largeLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const other = database.db.transaction(async (tx) => {
        await tx
          .update(variations)
          .set({ stock: sql`${variations.stock} - 1` })
          .where(and(eq(variations.shopId, SHOP), eq(variations.sku, large)));
        locked();
        await someoneWaitsForALock();
        await tx
          .update(products)
          .set({ totalStock: sql`${products.totalStock} - 1` })
          .where(eq(products.id, productId));
      });
      await largeLocked;
      const lines = [small, large].map((sku) => ({ productId, sku, quantity: 2 }));
      const mine = stockTransaction(database.db, (tx) =>
        order === 'take'
          ? takeStock(
              tx,
              SHOP,
              lines.map((line) => ({ ...line, variable: true, name: 'Two sizes' })),
            )
          : giveBackStock(
              tx,
              SHOP,
              lines.map((line) => ({ productId, productSku: line.sku, quantity: line.quantity })),
            ),
      );
      await Promise.all([other, mine]);
      const change = order === 'take' ? -2 : 2;
      expect(await stockOf(small)).toBe(10 + change);
      expect(await stockOf(large)).toBe(10 - 1 + change);
      expect(await totalOf(productId)).toBe(20 - 1 + 2 * change);
    }
  });

  it('takes a variable product and a simple one in one order, all or nothing', async () => {
    const { productId, small, large } = await twoSizes();
    const [simpleId] = await insertProducts(database.db, SHOP, [
      {
        title: 'Lock simple',
        image: '/images/s.webp',
        productType: PRODUCT_TYPE.simple,
        originalPricePaise: 10_000,
        stock: 1,
        sku: `LOCK-S-${Math.random().toString(36).slice(2, 8)}`,
        categories: ['Perfume'],
      },
    ]);
    const order = (quantity: number) =>
      stockTransaction(database.db, (tx) =>
        takeStock(tx, SHOP, [
          { productId, sku: small, quantity: 1, variable: true, name: 'Small' },
          { productId, sku: large, quantity: 1, variable: true, name: 'Large' },
          { productId: simpleId!, sku: 'unused', quantity, variable: false, name: 'Lock simple' },
        ]),
      );
    await expect(order(2)).rejects.toThrow('not enough stock');
    expect([await stockOf(small), await stockOf(large), await totalOf(productId)]).toEqual([10, 10, 20]);
    await order(1);
    expect([await stockOf(small), await stockOf(large), await totalOf(productId)]).toEqual([9, 9, 18]);
  });
});
