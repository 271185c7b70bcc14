// The checkout benchmark's database work, run as its own process with the server's variables
// (DATA_DIR, DATABASE_URL; PGlite allows one process at a time, so never beside the shop):
//
//   checkout-fixtures.ts setup --out <file> --buyers N --warmup-buyers N --contended-share x
//                              --fail-share x --seed n [--sql "<statements>"]
//     migrations, the demo shop, then the bench's products (through the API's product
//     writer), its buyers (users written straight to the table with one precomputed argon2id
//     hash, each with one served address) and a snapshot of every product's stock.
//   checkout-fixtures.ts check --fixtures <file> --out <file>
//     after the run: stock taken = units of the orders holding it, per product and
//     variation; nothing negative; the stock history agrees.
import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_TYPE } from '@storefront/shared';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../apps/api/src/db/client';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { addresses, users } from '../../apps/api/src/db/schema';
import { seedDemoShopIfEmpty } from '../../apps/api/src/db/seed/demo';
import { insertProducts, type ProductInput } from '../../apps/api/src/features/catalogue/product-writer';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { buildPlan, SKU_PREFIX } from './checkout-plan';
import { BenchError, parseArgs } from './common';

export const BENCH_BUYER_PASSWORD = 'Bench-checkout-42';

/** One row of stock: a simple or grouped product, a variable product's total, or a variation. */
export type StockRow = {
  productId: string;
  sku: string;
  kind: 'product' | 'variable' | 'variation';
  stock: number;
  totalStock: number;
};

export type FixtureBuyer = {
  userId: string;
  email: string;
  addressId: string;
  lines: { productId: string; sku: string; quantity: number; contended: boolean }[];
  pay: 'success' | 'failure';
  warmup: boolean;
};

export type CheckoutFixtures = {
  shopId: string;
  /** The database's clock when the stock was snapshot: orders after it are the bench's. */
  snapshotAt: string;
  items: { productId: string; sku: string; title: string; stock: number; contended: boolean }[];
  buyers: FixtureBuyer[];
  initial: StockRow[];
};

export type StockCheck = {
  ok: boolean;
  rowsChecked: number;
  unitsTaken: number;
  unitsPaid: number;
  unitsPending: number;
  ordersPaid: number;
  ordersPending: number;
  ordersFailed: number;
  paymentsPaid: number;
  /** Stock taken that the orders holding it do not account for (or the reverse). */
  mismatches: string[];
  negatives: string[];
  /** Rows whose stock_movements do not add up to the change. */
  historyMismatches: string[];
  contended: { sku: string; initial: number; left: number; paid: number }[];
};

const shopId = process.env.SHOP_ID || 'nakshatra-demo';

async function open(): Promise<Database> {
  const dataDir = process.env.DATA_DIR ?? './data';
  if (!process.env.DATABASE_URL) fs.mkdirSync(dataDir, { recursive: true });
  return openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: path.join(dataDir, 'pglite'),
    poolSize: 4,
  });
}

/** Rows of a raw query on either driver (both answer `{ rows }`). */
async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function stockRows(database: Database): Promise<StockRow[]> {
  const products = await rows<{ id: string; sku: string; type: string; stock: number; total: number }>(
    database,
    sql`select id, sku, product_type as type, stock, total_stock as total from products where shop_id = ${shopId}`,
  );
  const variations = await rows<{ product_id: string; sku: string; stock: number }>(
    database,
    sql`select product_id, sku, stock from variations where shop_id = ${shopId}`,
  );
  return [
    ...products.map((row) => ({
      productId: row.id,
      sku: row.sku,
      kind: row.type === PRODUCT_TYPE.variable ? ('variable' as const) : ('product' as const),
      stock: Number(row.stock),
      totalStock: Number(row.total),
    })),
    ...variations.map((row) => ({
      productId: row.product_id,
      sku: row.sku,
      kind: 'variation' as const,
      stock: Number(row.stock),
      totalStock: Number(row.stock),
    })),
  ];
}

async function setup(options: Map<string, string | true>) {
  const number = (name: string, fallback: number) => {
    const value = options.get(name);
    return typeof value === 'string' ? Number(value) : fallback;
  };
  const plan = buildPlan({
    buyers: number('buyers', 200),
    warmupBuyers: number('warmup-buyers', 0),
    contendedShare: number('contended-share', 0.25),
    failShare: number('fail-share', 0.05),
    seed: number('seed', 42),
  });
  const database = await open();
  try {
    await runMigrations(database);
    await seedDemoShopIfEmpty(database.db, shopId);
    const { db } = database;
    const existing = await rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from products where shop_id = ${shopId} and sku like ${`${SKU_PREFIX}-%`}`,
    );
    if (Number(existing[0]?.n ?? 0) > 0) throw new BenchError('the database already holds bench products');

    const image = '/api/media/bottle/bench-checkout.svg';
    const inputs: ProductInput[] = plan.products.map((product) => ({
      title: product.title,
      image,
      productType: product.variable ? PRODUCT_TYPE.variable : PRODUCT_TYPE.simple,
      originalPricePaise: product.pricePaise,
      discountPricePaise: product.variable ? null : Math.round(product.pricePaise * 0.9),
      stock: product.variable ? 0 : (plan.items[product.items[0] as number]?.stock ?? 0),
      sku: product.sku,
      categories: ['Perfume'],
      deliveryDays: 4,
      ...(product.variable
        ? {
            attributes: [
              {
                name: 'Size',
                slug: 'size',
                selectedTerms: product.items.map((index) => ({
                  id: `bench-${plan.items[index]?.sku}`,
                  name: plan.items[index]?.title.split(' ').slice(-2).join(' ') ?? '',
                })),
              },
            ],
            variations: product.items.map((index, position) => {
              const item = plan.items[index]!;
              return {
                sku: item.sku,
                pricePaise: product.pricePaise + position * 25_000,
                salePricePaise: null,
                stock: item.stock,
                imageUrl: image,
                attributes: { Size: item.title.split(' ').slice(-2).join(' ') },
              };
            }),
          }
        : {}),
    }));
    const productIds = await insertProducts(db, shopId, inputs);
    const itemProduct = plan.items.map((item, index) => {
      const owner = plan.products.findIndex((product) => product.items.includes(index));
      return { productId: productIds[owner] as string, item };
    });

    // One hash for everyone: each costs an argon2id run, and the bench mints sessions anyway.
    const passwordHash = await hashPassword(BENCH_BUYER_PASSWORD);
    const run = Date.now().toString(36);
    const people = plan.buyers.map((_, i) => ({
      shopId,
      email: `bench-buyer-${run}-${i}@example.com`,
      fullName: `Bench Buyer ${i + 1}`,
      mobile: `98${String(10_000_000 + i).slice(-8)}`,
      passwordHash,
    }));
    const userIds: string[] = [];
    const addressIds: string[] = [];
    for (let start = 0; start < people.length; start += 500) {
      const chunk = people.slice(start, start + 500);
      const inserted = await db.insert(users).values(chunk).returning({ id: users.id });
      userIds.push(...inserted.map((row) => row.id));
      const placed = await db
        .insert(addresses)
        .values(
          inserted.map((row, j) => ({
            shopId,
            userId: row.id,
            userName: chunk[j]?.fullName ?? '',
            locationUser: 'Home',
            newAddress: `${start + j + 1}, Chandpole Bazaar`,
            city: 'Jaipur',
            area: 'Pink City',
            // a served demo pincode, about 4 km from the demo office
            pincode: '302001',
            latitude: 26.9258,
            longitude: 75.7873,
            defaultShipping: true,
            defaultBilling: true,
          })),
        )
        .returning({ id: addresses.id });
      addressIds.push(...placed.map((row) => row.id));
    }

    // --sql: statements to try on the bench's database before a migration has them (an index)
    const extra = options.get('sql');
    if (typeof extra === 'string' && extra.trim()) {
      await database.db.execute(sql.raw(extra));
      console.error(`ran on the bench database: ${extra}`);
    }
    const [now] = await rows<{ now: string | Date }>(database, sql`select now() as now`);
    const fixtures: CheckoutFixtures = {
      shopId,
      snapshotAt: new Date(now?.now ?? Date.now()).toISOString(),
      items: itemProduct.map(({ productId, item }) => ({
        productId,
        sku: item.sku,
        title: item.title,
        stock: item.stock,
        contended: item.contended,
      })),
      buyers: plan.buyers.map((buyer, i) => ({
        userId: userIds[i] as string,
        email: people[i]?.email ?? '',
        addressId: addressIds[i] as string,
        lines: buyer.lines.map((line) => ({
          productId: itemProduct[line.item]?.productId as string,
          sku: plan.items[line.item]?.sku as string,
          quantity: line.quantity,
          contended: plan.items[line.item]?.contended ?? false,
        })),
        pay: buyer.pay,
        warmup: buyer.warmup,
      })),
      initial: await stockRows(database),
    };
    writeJson(options, fixtures);
    console.error(
      `fixtures: ${plan.products.length} products (${plan.items.filter((item) => item.contended).length} ` +
        `contended items), ${plan.buyers.length} buyers with a served address`,
    );
  } finally {
    await database.close();
  }
}

function writeJson(options: Map<string, string | true>, value: unknown) {
  const out = options.get('out');
  if (typeof out !== 'string') throw new BenchError('--out <file> is needed');
  fs.writeFileSync(out, JSON.stringify(value));
}

async function check(options: Map<string, string | true>) {
  const file = options.get('fixtures');
  if (typeof file !== 'string') throw new BenchError('--fixtures <file> is needed');
  const fixtures = JSON.parse(fs.readFileSync(file, 'utf8')) as CheckoutFixtures;
  const database = await open();
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
      if (before.kind === 'variation') {
        const expected = held.get(`sku|${before.productId}|${before.sku}`) ?? 0;
        unitsTaken += taken;
        if (taken !== expected)
          mismatches.push(`${before.sku}: ${taken} taken, ${expected} in orders holding it`);
        if ((moved.get(`${before.productId}|${before.sku}`) ?? 0) !== -taken) {
          historyMismatches.push(
            `${before.sku}: history ${moved.get(`${before.productId}|${before.sku}`) ?? 0}, stock ${-taken}`,
          );
        }
        continue;
      }
      const expected = held.get(`product|${before.productId}`) ?? 0;
      if (totalTaken !== expected) {
        mismatches.push(`${before.sku}: total stock ${totalTaken} taken, ${expected} in orders holding it`);
      }
      if (before.kind === 'product') {
        unitsTaken += taken;
        if (taken !== expected)
          mismatches.push(`${before.sku}: ${taken} taken, ${expected} in orders holding it`);
        if ((moved.get(`${before.productId}|${before.sku}`) ?? 0) !== -taken) {
          historyMismatches.push(
            `${before.sku}: history ${moved.get(`${before.productId}|${before.sku}`) ?? 0}, stock ${-taken}`,
          );
        }
      }
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

const [mode, ...rest] = process.argv.slice(2);
const options = parseArgs(rest);
const work = mode === 'setup' ? setup(options) : mode === 'check' ? check(options) : undefined;
if (!work) {
  console.error('usage: checkout-fixtures.ts setup|check --out <file> ...');
  process.exit(2);
}
work.catch((error) => {
  console.error(error instanceof BenchError ? `checkout fixtures: ${error.message}` : error);
  process.exit(1);
});
