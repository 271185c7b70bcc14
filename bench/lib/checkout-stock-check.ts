// After a checkout run: stock taken = units of the orders holding it, per product and
// variation; nothing negative; the stock history agrees (checkout-fixtures.ts check).
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import {
  type CheckoutFixtures,
  openBenchDatabase,
  rows,
  type StockCheck,
  shopId,
  stockRows,
  writeJson,
} from './checkout-database';
import { BenchError } from './common';

export async function check(options: Map<string, string | true>) {
  const file = options.get('fixtures');
  if (typeof file !== 'string') throw new BenchError('--fixtures <file> is needed');
  const fixtures = JSON.parse(fs.readFileSync(file, 'utf8')) as CheckoutFixtures;
  const database = await openBenchDatabase();
  try {
    const since = fixtures.snapshotAt;
    const current = new Map(
      (await stockRows(database)).map((row) => [`${row.kind}|${row.productId}|${row.sku}`, row]),
    );
    // Units of the bench's orders by product and SKU, split by whether the order holds them.
    const lines = await rows<{
      product_id: string;
      sku: string;
      held: boolean;
      paid: boolean;
      units: number;
    }>(
      database,
      sql`select l.product_id, l.product_sku as sku,
                 (o.status in ('Success', 'Pay on delivery') or (o.status = 'Pending' and not o.stock_released)) as held,
                 o.status in ('Success', 'Pay on delivery') as paid,
                 sum(l.quantity)::int as units
          from order_lines l join orders o on o.id = l.order_id
          where o.shop_id = ${shopId} and o.created_at >= ${since}
          group by 1, 2, 3, 4`,
    );
    const held = new Map<string, number>();
    const paid = new Map<string, number>();
    const add = (map: Map<string, number>, key: string, units: number) =>
      map.set(key, (map.get(key) ?? 0) + units);
    let unitsPaid = 0;
    let unitsPending = 0;
    for (const line of lines) {
      const units = Number(line.units);
      if (!line.held) continue;
      add(held, `sku|${line.product_id}|${line.sku}`, units);
      add(held, `product|${line.product_id}`, units);
      if (line.paid) {
        add(paid, line.sku, units);
        unitsPaid += units;
      } else {
        unitsPending += units;
      }
    }
    const history = await rows<{ product_id: string; sku: string; delta: number }>(
      database,
      sql`select product_id, sku, sum(delta)::int as delta from stock_movements
          where shop_id = ${shopId} and created_at >= ${since} group by 1, 2`,
    );
    const moved = new Map(history.map((row) => [`${row.product_id}|${row.sku}`, Number(row.delta)]));

    const mismatches: string[] = [];
    const historyMismatches: string[] = [];
    let unitsTaken = 0;
    for (const before of fixtures.initial) {
      const now = current.get(`${before.kind}|${before.productId}|${before.sku}`);
      if (!now) {
        mismatches.push(`${before.sku}: gone after the run`);
        continue;
      }
      const taken = before.stock - now.stock;
      const totalTaken = before.totalStock - now.totalStock;
      /** A row's own units: taken as the orders holding it say, and so in its stock history. */
      const checkOwnUnits = (expected: number) => {
        unitsTaken += taken;
        if (taken !== expected)
          mismatches.push(`${before.sku}: ${taken} taken, ${expected} in orders holding it`);
        const history = moved.get(`${before.productId}|${before.sku}`) ?? 0;
        if (history !== -taken) historyMismatches.push(`${before.sku}: history ${history}, stock ${-taken}`);
      };
      if (before.kind === 'variation') {
        checkOwnUnits(held.get(`sku|${before.productId}|${before.sku}`) ?? 0);
        continue;
      }
      const expected = held.get(`product|${before.productId}`) ?? 0;
      if (totalTaken !== expected) {
        mismatches.push(`${before.sku}: total stock ${totalTaken} taken, ${expected} in orders holding it`);
      }
      if (before.kind === 'product') checkOwnUnits(expected);
    }
    const negatives = [
      ...(
        await rows<{ sku: string; stock: number; total: number }>(
          database,
          sql`select sku, stock, total_stock as total from products where stock < 0 or total_stock < 0`,
        )
      ).map((row) => `product ${row.sku}: stock ${row.stock}, total ${row.total}`),
      ...(
        await rows<{ sku: string; stock: number }>(
          database,
          sql`select sku, stock from variations where stock < 0`,
        )
      ).map((row) => `variation ${row.sku}: stock ${row.stock}`),
    ];
    const [orders] = await rows<{ paid: number; pending: number; failed: number; payments: number }>(
      database,
      sql`select count(*) filter (where o.status in ('Success', 'Pay on delivery'))::int as paid,
                 count(*) filter (where o.status = 'Pending' and not o.stock_released)::int as pending,
                 count(*) filter (where o.status = 'Failed')::int as failed,
                 (select count(*)::int from payments p join orders q on q.id = p.order_id
                   where q.shop_id = ${shopId} and q.created_at >= ${since} and p.status = 'paid') as payments
          from orders o where o.shop_id = ${shopId} and o.created_at >= ${since}`,
    );
    const initial = new Map(fixtures.initial.map((row) => [`${row.kind}|${row.productId}|${row.sku}`, row]));
    const contended = fixtures.items
      .filter((item) => item.contended)
      .map((item) => {
        const key = [...initial.keys()].find((k) => k.endsWith(`|${item.productId}|${item.sku}`)) ?? '';
        return {
          sku: item.sku,
          initial: initial.get(key)?.stock ?? 0,
          left: current.get(key)?.stock ?? 0,
          paid: paid.get(item.sku) ?? 0,
        };
      });
    const result: StockCheck = {
      ok: mismatches.length === 0 && negatives.length === 0 && historyMismatches.length === 0,
      rowsChecked: fixtures.initial.length,
      unitsTaken,
      unitsPaid,
      unitsPending,
      ordersPaid: Number(orders?.paid ?? 0),
      ordersPending: Number(orders?.pending ?? 0),
      ordersFailed: Number(orders?.failed ?? 0),
      paymentsPaid: Number(orders?.payments ?? 0),
      mismatches,
      negatives,
      historyMismatches,
      contended,
    };
    writeJson(options, result);
  } finally {
    await database.close();
  }
}
