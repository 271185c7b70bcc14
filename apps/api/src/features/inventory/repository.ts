import { PRODUCT_TYPE } from '@storefront/shared';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { products, stockMovements, variations } from '../../db/schema';

/** The app's database or an open transaction. */
type Exec = Db | Tx;

const ACTIVE = 'Active';

/** Units of one product, or of one variation of a variable product. */
export type StockLine = { productId: string; sku: string; quantity: number; variable: boolean };

/**
 * Units an order line gives back: to its product, or to the variation its SKU names. An
 * order line row carries its order's id, which the stock history records.
 */
export type ReturnedLine = {
  productId: string | null;
  productSku: string;
  quantity: number;
  orderId?: string;
};

/** Why stock changed (stock_movements.reason). */
export type MovementReason = 'order' | 'released' | 'retaken' | 'cancelled' | 'manual' | 'import';

export type Movement = {
  productId: string;
  sku: string;
  /** Units added (positive) or taken (negative). */
  delta: number;
  orderId?: string | null;
};

/** Appends to the stock history, in the transaction that changed the stock. */
export async function recordMovements(
  exec: Exec,
  shopId: string,
  reason: MovementReason,
  movements: Movement[],
  who: { staffId?: string | null; note?: string } = {},
): Promise<void> {
  const rows = movements.filter((movement) => movement.delta !== 0);
  if (rows.length === 0) return;
  await exec.insert(stockMovements).values(
    rows.map((movement) => ({
      shopId,
      productId: movement.productId,
      // the SKU names the variation of a variable product
      variationId: null,
      sku: movement.sku,
      delta: movement.delta,
      reason,
      orderId: movement.orderId ?? null,
      staffId: who.staffId ?? null,
      note: who.note ?? '',
    })),
  );
}

declare const stockWrites: unique symbol;
/**
 * A transaction opened by `stockTransaction`, the only kind that may change stock: a path
 * that changes stock cannot compile without also dropping the cached answers that show it.
 */
export type StockTx = Tx & { readonly [stockWrites]: true };

/**
 * The one order in which stock rows are locked, by placing, retaking, giving back and the
 * console alike: every variation row first (by product, then SKU), then every product row (by
 * id). A variable product's row carries the total of all its variations, so it must come after
 * all of them: an order of two sizes locking size, product, size would deadlock with one
 * holding the second size and waiting for the product. Transactions touching the same
 * products then queue instead of deadlocking.
 */
export const stockRowOrder = (a: { productId: string | null; sku: string }, b: typeof a) => {
  const left = `${a.productId ?? ''}|${a.sku}`;
  const right = `${b.productId ?? ''}|${b.sku}`;
  return left < right ? -1 : left > right ? 1 : 0;
};

/** Lines grouped by product, products in id order (the product rows' locking order). */
function byProduct<T extends { productId: string }>(sorted: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const line of sorted) {
    const group = groups.get(line.productId);
    if (group) group.push(line);
    else groups.set(line.productId, [line]);
  }
  return groups;
}

const units = (lines: { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Lines of one product (or one SKU of it) added up, in `stockRowOrder`, each with its first line. */
function summed<T extends StockLine>(sorted: T[], key: (line: T) => string) {
  const sums = new Map<string, { line: T; quantity: number }>();
  for (const line of sorted) {
    const sum = sums.get(key(line));
    if (sum) sum.quantity += line.quantity;
    else sums.set(key(line), { line, quantity: line.quantity });
  }
  return [...sums.values()];
}

/** What one statement returns, on either driver (node-postgres and PGlite both answer `rows`). */
type Rows<T> = { rows: T[] };

/**
 * Takes every line's units with conditional UPDATEs: a row changes only while it still has
 * that many, so two buyers of the last unit cannot both succeed (the second waits for the
 * first's row lock, then sees the new stock). Rows are locked in `stockRowOrder`: the
 * variations, then the products (a variable product's total once, for all its lines). One
 * statement per table (decision 0046): each first locks its rows in that order (under
 * `order by`, SKUs compared byte by byte as the sort above compares them), then updates
 * those that still have enough. The lock is the one an UPDATE takes (`for no key update`):
 * `for update` would also wait for the key-share locks that order lines referencing the
 * product hold, and two placings of one product would deadlock.
 * Returns the first line short, having changed rows the caller must roll back; undefined
 * when all were taken.
 */
export async function takeLines<T extends StockLine>(
  exec: StockTx,
  shopId: string,
  lines: T[],
): Promise<T | undefined> {
  const sorted = [...lines].sort(stockRowOrder);
  const ofVariations = summed(
    sorted.filter((line) => line.variable),
    (line) => `${line.productId}|${line.sku}`,
  );
  if (ofVariations.length > 0) {
    const wanted = sql.join(
      ofVariations.map(
        ({ line, quantity }) => sql`(${line.productId}::uuid, ${line.sku}::text, ${quantity}::int)`,
      ),
      sql`, `,
    );
    const taken = (await exec.execute(sql`
      with wanted (product_id, sku, quantity) as (values ${wanted}),
      locked as (
        select v.id from variations v join wanted w on v.product_id = w.product_id and v.sku = w.sku
        where v.shop_id = ${shopId}
        order by v.product_id, v.sku collate "C"
        for no key update of v
      )
      update variations v set stock = v.stock - w.quantity, updated_at = now()
      from wanted w
      where v.id = any(array(select id from locked))
        and v.product_id = w.product_id and v.sku = w.sku and v.stock >= w.quantity
        and exists (select 1 from products p where p.id = v.product_id and p.status = ${ACTIVE})
      returning v.product_id, v.sku`)) as unknown as Rows<{ product_id: string; sku: string }>;
    const done = new Set(taken.rows.map((row) => `${row.product_id}|${row.sku}`));
    const short = ofVariations.find(({ line }) => !done.has(`${line.productId}|${line.sku}`));
    if (short) return short.line;
  }
  const ofProducts = summed(sorted, (line) => line.productId);
  const wanted = sql.join(
    ofProducts.map(
      ({ line, quantity }) => sql`(${line.productId}::uuid, ${quantity}::int, ${!line.variable}::boolean)`,
    ),
    sql`, `,
  );
  // A variable product's total goes down by what its variations gave; a simple one's stock
  // only while it has that many.
  const taken = (await exec.execute(sql`
    with wanted (id, quantity, simple) as (values ${wanted}),
    locked as (
      select p.id from products p join wanted w on p.id = w.id
      where p.shop_id = ${shopId}
      order by p.id
      for no key update of p
    )
    update products p set
      stock = case when w.simple then p.stock - w.quantity else p.stock end,
      total_stock = p.total_stock - w.quantity,
      updated_at = now()
    from wanted w
    where p.id = any(array(select id from locked)) and p.id = w.id
      and (not w.simple or (p.product_type <> ${PRODUCT_TYPE.variable} and p.status = ${ACTIVE} and p.stock >= w.quantity))
    returning p.id`)) as unknown as Rows<{ id: string }>;
  const done = new Set(taken.rows.map((row) => row.id));
  return ofProducts.find(({ line }) => !done.has(line.productId))?.line;
}

/** Units left of a line's product or variation now (for the refusal's text). */
export async function currentStock(exec: Exec, shopId: string, line: StockLine): Promise<number> {
  if (line.variable) {
    const [row] = await exec
      .select({ stock: variations.stock })
      .from(variations)
      .where(
        and(
          eq(variations.shopId, shopId),
          eq(variations.productId, line.productId),
          eq(variations.sku, line.sku),
        ),
      )
      .limit(1);
    return Math.max(0, row?.stock ?? 0);
  }
  const [row] = await exec
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, line.productId)))
    .limit(1);
  return Math.max(0, row?.stock ?? 0);
}

/**
 * Gives an order's units back: to the variation its SKU names when there is one (and the
 * product's total), else to the simple or grouped product. A product deleted since keeps
 * nothing to give back to. Rows are locked in `stockRowOrder`, as taking them does.
 */
export async function giveBackStock(
  exec: StockTx,
  shopId: string,
  lines: ReturnedLine[],
): Promise<Movement[]> {
  const sorted = lines
    .filter((line): line is ReturnedLine & { productId: string } => line.productId !== null)
    .sort((a, b) =>
      stockRowOrder(
        { productId: a.productId, sku: a.productSku },
        { productId: b.productId, sku: b.productSku },
      ),
    );
  const toVariation = new Set<ReturnedLine>();
  for (const line of sorted) {
    const variation = await exec
      .update(variations)
      .set({ stock: sql`${variations.stock} + ${line.quantity}` })
      .where(
        and(
          eq(variations.shopId, shopId),
          eq(variations.productId, line.productId),
          eq(variations.sku, line.productSku),
        ),
      )
      .returning({ id: variations.id });
    if (variation.length > 0) toVariation.add(line);
  }
  const given: ReturnedLine[] = [];
  for (const [productId, group] of byProduct(sorted)) {
    const ofVariations = group.filter((line) => toVariation.has(line));
    if (ofVariations.length > 0) {
      await exec
        .update(products)
        .set({ totalStock: sql`${products.totalStock} + ${units(ofVariations)}` })
        .where(and(eq(products.shopId, shopId), eq(products.id, productId)));
      given.push(...ofVariations);
    }
    const ofProduct = group.filter((line) => !toVariation.has(line));
    if (ofProduct.length === 0) continue;
    const quantity = units(ofProduct);
    const product = await exec
      .update(products)
      .set({
        stock: sql`${products.stock} + ${quantity}`,
        totalStock: sql`${products.totalStock} + ${quantity}`,
      })
      .where(
        and(
          eq(products.shopId, shopId),
          eq(products.id, productId),
          ne(products.productType, PRODUCT_TYPE.variable),
        ),
      )
      .returning({ id: products.id });
    if (product.length > 0) given.push(...ofProduct);
  }
  return sorted
    .filter((line) => given.includes(line))
    .map((line) => ({
      productId: line.productId as string,
      sku: line.productSku,
      delta: line.quantity,
      orderId: line.orderId,
    }));
}

/**
 * Adds `change` units (negative: takes them) to a product or one variation, only while the
 * result stays 0 or more: the variation's row, then the product's, the order every stock
 * write locks them in. The new stock, or `{ left }` when the change would go below 0, or
 * undefined when there is no such SKU.
 */
export async function changeStock(
  exec: StockTx,
  shopId: string,
  line: Omit<StockLine, 'quantity'>,
  change: number,
): Promise<{ stock: number } | { left: number } | undefined> {
  const product = and(eq(products.shopId, shopId), eq(products.id, line.productId));
  if (line.variable) {
    const variation = and(
      eq(variations.shopId, shopId),
      eq(variations.productId, line.productId),
      eq(variations.sku, line.sku),
    );
    const [changed] = await exec
      .update(variations)
      .set({ stock: sql`${variations.stock} + ${change}` })
      .where(and(variation, gte(sql`${variations.stock} + ${change}`, 0)))
      .returning({ stock: variations.stock });
    if (!changed) {
      const [row] = await exec.select({ stock: variations.stock }).from(variations).where(variation).limit(1);
      return row ? { left: row.stock } : undefined;
    }
    await exec
      .update(products)
      .set({ totalStock: sql`${products.totalStock} + ${change}` })
      .where(product);
    return changed;
  }
  const simple = and(product, eq(products.sku, line.sku), ne(products.productType, PRODUCT_TYPE.variable));
  const [changed] = await exec
    .update(products)
    .set({ stock: sql`${products.stock} + ${change}`, totalStock: sql`${products.totalStock} + ${change}` })
    .where(and(simple, gte(sql`${products.stock} + ${change}`, 0)))
    .returning({ stock: products.stock });
  if (changed) return changed;
  const [row] = await exec.select({ stock: products.stock }).from(products).where(simple).limit(1);
  return row ? { left: row.stock } : undefined;
}
