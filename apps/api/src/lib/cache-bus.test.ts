import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { insertProduct } from '../test/fixtures';
import { createTwoProcesses } from '../test/processes';
import { catalogueChanged } from './response-cache';

type Two = Awaited<ReturnType<typeof createTwoProcesses>>;

/** Asks until `check` holds or `withinMs` has passed; resolves to whether it held. */
async function seenWithin(withinMs: number, check: () => Promise<boolean>): Promise<boolean> {
  const until = Date.now() + withinMs;
  do {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  } while (Date.now() < until);
  return false;
}

describe.skipIf(!process.env.DATABASE_URL || !process.env.REDIS_URL)(
  'two API processes on one PostgreSQL and one Redis',
  () => {
    let two: Two;
    let productId = '';
    beforeAll(async () => {
      two = await createTwoProcesses();
      productId = await insertProduct(two.databases[0].db, two.config.SHOP_ID, {
        originalPricePaise: 50_000,
      });
      // the insert announced itself too: let that message land before the second process caches
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    });
    afterAll(async () => {
      await two?.close();
    });

    const priceSeenBy = async (index: 0 | 1) => {
      const res = await two.apps[index].inject({
        method: 'GET',
        url: `/api/grouped-product/single/${productId}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.price as number;
    };
    const setPrice = (rupees: number) =>
      two.databases[0].db
        .update(products)
        .set({ originalPricePaise: rupees * 100, pricePaise: rupees * 100 })
        .where(eq(products.id, productId));

    it('a price changed through one process is served by the other within a second', async () => {
      expect(await priceSeenBy(1)).toBe(500);
      // without the announcement the second process keeps its cached answer: the bus is what moves it
      await setPrice(450);
      expect(await priceSeenBy(1)).toBe(500);
      await setPrice(420);
      const changedAt = Date.now();
      catalogueChanged(two.databases[0].db);
      expect(await seenWithin(1_000, async () => (await priceSeenBy(1)) === 420)).toBe(true);
      expect(Date.now() - changedAt).toBeLessThan(1_000);
      expect(await priceSeenBy(0)).toBe(420);
    });

    it('a process ignores its own announcement: its fresh answers stay cached', async () => {
      expect(await priceSeenBy(0)).toBe(420);
      catalogueChanged(two.databases[0].db);
      // the first process's caches were emptied at once, so this answer comes from the database
      expect(await priceSeenBy(0)).toBe(420);
      await setPrice(410);
      // had its own message come back and dropped the entry, the next read would show 410
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(await priceSeenBy(0)).toBe(420);
      catalogueChanged(two.databases[0].db);
      expect(await seenWithin(1_000, async () => (await priceSeenBy(1)) === 410)).toBe(true);
    });

    it('shares a login limit: the allowance spent on one process is spent on both', async () => {
      const email = `limit.${randomBytes(6).toString('hex')}@x.in`;
      const login = (index: 0 | 1) =>
        two.apps[index].inject({
          method: 'POST',
          url: '/api/loginuser',
          payload: { email, password: 'not-the-password', main_id: two.config.SHOP_ID },
        });
      // 10 tries per e-mail (DEFAULT_AUTH_LIMITS), spread over both processes
      for (let i = 0; i < 10; i += 1) expect((await login((i % 2) as 0 | 1)).statusCode).toBe(401);
      expect((await login(0)).statusCode).toBe(429);
      expect((await login(1)).statusCode).toBe(429);
    });
  },
);
