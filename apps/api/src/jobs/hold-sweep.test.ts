import { PAYMENT_HOLD_MINUTES } from '@storefront/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../db/schema';
import { insertProducts } from '../features/catalogue/product-writer';
import {
  addToCart,
  type PaymentTestCtx,
  placeBody,
  post,
  setUpShop,
  shopper,
} from '../features/checkout/testing';
import { productInput } from '../test/fixtures';
import { createTwoProcesses } from '../test/processes';
import { sweepHolds } from './hold-sweep';

const HOLD_MS = PAYMENT_HOLD_MINUTES * 60 * 1000;

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)(
  'the hold sweep across two API processes (PostgreSQL)',
  () => {
    let two: Awaited<ReturnType<typeof createTwoProcesses>>;
    let ctx: PaymentTestCtx;
    beforeAll(async () => {
      two = await createTwoProcesses();
      ctx = {
        app: two.apps[0],
        db: two.databases[0].db,
        kind: 'postgres',
        config: two.config,
        close: two.close,
      } as PaymentTestCtx;
      await setUpShop(ctx);
    });
    afterAll(async () => {
      await two?.close();
    });

    /** An unpaid online order of one unit out of 5; resolves to when its hold runs out and the product. */
    async function unpaidOrder() {
      const input = productInput({ stock: 5 });
      const [productId] = await insertProducts(ctx.db, ctx.config.SHOP_ID, [input]);
      const buyer = await shopper(ctx);
      await addToCart(ctx, buyer.who, productId!, input.sku);
      const res = await post(ctx, '/payment', buyer.who, placeBody(ctx, buyer));
      expect(res.statusCode).toBe(201);
      const orderId = res.json().order_id as string;
      const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
      // a second past the hold (the database keeps microseconds, a Date only milliseconds)
      return {
        orderId,
        productId: productId!,
        expiresAt: new Date(order!.createdAt.getTime() + HOLD_MS + 1000),
      };
    }
    const stockOf = async (id: string) =>
      (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
    const statusOf = async (id: string) =>
      (await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

    it('two sweeps at once, one per process, release an expired order once', async () => {
      const order = await unpaidOrder();
      expect(await stockOf(order.productId)).toBe(4);
      const swept = await Promise.all(two.apps.map((app) => sweepHolds(app.deps, order.expiresAt)));
      const released = swept.reduce<number>((sum, count) => sum + (count ?? 0), 0);
      expect(released).toBe(1);
      expect(await stockOf(order.productId)).toBe(5);
      expect(await statusOf(order.orderId)).toBe('Failed');
    });

    it('a process skips its sweep while another process is sweeping, and sweeps on its next turn', async () => {
      const order = await unpaidOrder();
      // the second process holds the sweep's lock, as during its own sweep
      const whileHeld = await two.databases[1].db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${0x53544f52}, hashtext('hold-sweep'))`);
        return sweepHolds(two.apps[0].deps, order.expiresAt);
      });
      expect(whileHeld).toBeNull();
      expect(await stockOf(order.productId)).toBe(4);
      expect(await statusOf(order.orderId)).toBe('Pending');
      expect(await sweepHolds(two.apps[0].deps, order.expiresAt)).toBe(1);
      expect(await stockOf(order.productId)).toBe(5);
    });
  },
);
