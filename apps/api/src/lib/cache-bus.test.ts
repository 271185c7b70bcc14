import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { insertProduct } from '../test/fixtures';
import { createTwoProcesses, seenWithin } from '../test/processes';
import { catalogueChanged, keepUntilCatalogueChanges, stockChanged } from './response-cache';

type Two = Awaited<ReturnType<typeof createTwoProcesses>>;

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

    it('a change of stock carries its products: the other process drops only their answers', async () => {
      const changes: string[][] = [];
      let cleared = 0;
      const stopProbe = keepUntilCatalogueChanges(two.databases[1].db, {
        clear: () => {
          cleared += 1;
        },
        productsChanged: (ids) => {
          changes.push([...ids]);
        },
      });
      // the earlier tests' announcements may still be on their way
      await new Promise((resolve) => setTimeout(resolve, 500));
      cleared = 0;
      changes.length = 0;
      const ids = [productId, '0b7f2a3c-2222-4aaa-8bbb-000000000002'];
      stockChanged(two.databases[0].db, ids);
      expect(await seenWithin(1_000, async () => changes.length > 0)).toBe(true);
      expect(changes).toEqual([ids]);
      expect(cleared).toBe(0);
      catalogueChanged(two.databases[0].db);
      expect(await seenWithin(1_000, async () => cleared > 0)).toBe(true);
      stopProbe();
    });

    it('shares a login limit: the allowance spent on one process is spent on both', async () => {
      const email = `limit.${randomBytes(6).toString('hex')}@x.in`;
      // an address of this run only: Redis outlives the run, and the per-address allowance
      // (30 in 15 minutes) would otherwise be spent by earlier runs on this machine
      const remoteAddress = `10.${[...randomBytes(3)].join('.')}`;
      const login = (index: 0 | 1) =>
        two.apps[index].inject({
          method: 'POST',
          url: '/api/loginuser',
          remoteAddress,
          payload: { email, password: 'not-the-password', main_id: two.config.SHOP_ID },
        });
      // 10 tries per e-mail (DEFAULT_AUTH_LIMITS), spread over both processes
      for (let i = 0; i < 10; i += 1) expect((await login((i % 2) as 0 | 1)).statusCode).toBe(401);
      expect((await login(0)).statusCode).toBe(429);
      expect((await login(1)).statusCode).toBe(429);
    });
  },
);
