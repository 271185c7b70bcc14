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
 * that changes stock cannot compile without also emptying the listings' cache.
 */
export type StockTx = Tx & { readonly [stockWrites]: true };

/**
 * The one order in which stock rows are locked, by placing, retaking and giving back alike:
 * two transactions touching the same products then queue instead of deadlocking.
 */
export const stockRowOrder = (a: { productId: string | null; sku: string }, b: typeof a) => {
  const left = `${a.productId ?? ''}|${a.sku}`;
  const right = `${b.productId ?? ''}|${b.sku}`;
  return left < right ? -1 : left > right ? 1 : 0;
};

/**
 * Takes `quantity` units with one conditional UPDATE: the row changes only while it still
 * has that many, so two buyers of the last unit cannot both succeed (the second waits for
 * the first's row lock, then sees the new stock). False when there are not enough.
 * Variable products keep stock per variation and its sum in the product's total_stock.
 */
export async function takeStock(exec: StockTx, shopId: string, line: StockLine): Promise<boolean> {
  if (line.variable) {
    const taken = await exec
      .update(variations)
      .set({ stock: sql`${variations.stock} - ${line.quantity}` })
      .where(
        and(
          eq(variations.shopId, shopId),
          eq(variations.productId, line.productId),
          eq(variations.sku, line.sku),
          gte(variations.stock, line.quantity),
          sql`exists (select 1 from ${products} p where p.id = ${variations.productId} and p.status = ${ACTIVE})`,
        ),
      )
      .returning({ id: variations.id });
    if (taken.length === 0) return false;
    await exec
      .update(products)
      .set({ totalStock: sql`${products.totalStock} - ${line.quantity}` })
      .where(and(eq(products.shopId, shopId), eq(products.id, line.productId)));
    return true;
  }
  const taken = await exec
    .update(products)
    .set({
      stock: sql`${products.stock} - ${line.quantity}`,
      totalStock: sql`${products.totalStock} - ${line.quantity}`,
    })
    .where(
      and(
        eq(products.shopId, shopId),
        eq(products.id, line.productId),
        ne(products.productType, PRODUCT_TYPE.variable),
        eq(products.status, ACTIVE),
        gte(products.stock, line.quantity),
      ),
    )
    .returning({ id: products.id });
  return taken.length > 0;
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
 * nothing to give back to.
 */
export async function giveBackStock(
  exec: StockTx,
  shopId: string,
  lines: ReturnedLine[],
): Promise<Movement[]> {
  const given: Movement[] = [];
  const sorted = [...lines].sort((a, b) =>
    stockRowOrder(
      { productId: a.productId, sku: a.productSku },
      { productId: b.productId, sku: b.productSku },
    ),
  );
  for (const line of sorted) {
    if (!line.productId) continue;
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
    const movement = {
      productId: line.productId,
      sku: line.productSku,
      delta: line.quantity,
      orderId: line.orderId,
    };
    if (variation.length > 0) {
      await exec
        .update(products)
        .set({ totalStock: sql`${products.totalStock} + ${line.quantity}` })
        .where(and(eq(products.shopId, shopId), eq(products.id, line.productId)));
      given.push(movement);
      continue;
    }
    const product = await exec
      .update(products)
      .set({
        stock: sql`${products.stock} + ${line.quantity}`,
        totalStock: sql`${products.totalStock} + ${line.quantity}`,
      })
      .where(
        and(
          eq(products.shopId, shopId),
          eq(products.id, line.productId),
          ne(products.productType, PRODUCT_TYPE.variable),
        ),
      )
      .returning({ id: products.id });
    if (product.length > 0) given.push(movement);
  }
  return given;
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
