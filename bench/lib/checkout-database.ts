// What the checkout benchmark's two database steps (setup and check) share: the fixture and
// result shapes the bench passes between processes, and the bench's view of the database.
import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_TYPE } from '@storefront/shared';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../apps/api/src/db/client';
import { BenchError } from './common';

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

export const shopId = process.env.SHOP_ID || 'nakshatra-demo';

export async function openBenchDatabase(): Promise<Database> {
  const dataDir = process.env.DATA_DIR ?? './data';
  if (!process.env.DATABASE_URL) fs.mkdirSync(dataDir, { recursive: true });
  return openDatabase({
    url: process.env.DATABASE_URL || undefined,
    dataDir: path.join(dataDir, 'pglite'),
    poolSize: 4,
  });
}

/** Rows of a raw query on either driver (both answer `{ rows }`). */
export async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function stockRows(database: Database): Promise<StockRow[]> {
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

export function writeJson(options: Map<string, string | true>, value: unknown) {
  const out = options.get('out');
  if (typeof out !== 'string') throw new BenchError('--out <file> is needed');
  fs.writeFileSync(out, JSON.stringify(value));
}
