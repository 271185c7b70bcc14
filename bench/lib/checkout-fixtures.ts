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
import { PRODUCT_TYPE } from '@storefront/shared';
import { sql } from 'drizzle-orm';
import { runMigrations } from '../../apps/api/src/db/migrate';
import { addresses, users } from '../../apps/api/src/db/schema';
import { seedDemoShopIfEmpty } from '../../apps/api/src/db/seed/demo';
import { insertProducts, type ProductInput } from '../../apps/api/src/features/catalogue/product-writer';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import {
  BENCH_BUYER_PASSWORD,
  type CheckoutFixtures,
  openBenchDatabase,
  rows,
  shopId,
  stockRows,
  writeJson,
} from './checkout-database';
import { buildPlan, SKU_PREFIX } from './checkout-plan';
import { check } from './checkout-stock-check';
import { BenchError, parseArgs } from './common';

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
  const database = await openBenchDatabase();
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
