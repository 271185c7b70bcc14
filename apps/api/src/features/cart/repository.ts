import { MAX_UNITS_PER_LINE, PRODUCT_TYPE } from '@storefront/shared';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { builtOncePerDb } from '../../db/built-once';
import type { Db, Tx } from '../../db/client';
import { cartLines, products, users, variations } from '../../db/schema';
import { deleteRows } from '../../db/shop-rows';

const ACTIVE = 'Active';

export type CartLineRow = typeof cartLines.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type VariationRow = typeof variations.$inferSelect;

const owned = (shopId: string, userId: string) =>
  and(eq(cartLines.shopId, shopId), eq(cartLines.userId, userId)) as SQL;

const shopParam = sql.placeholder('shopId');
const userParam = sql.placeholder('userId');
const lineParam = sql.placeholder('lineId');
const skuParam = sql.placeholder('sku');

/**
 * What a cart line is shown and priced from (service `toCartLine`), and nothing else: not
 * the product page's specifications, attributes, key features or grouped items. Each
 * joined object starts with its primary key: drizzle answers null for a left-joined object
 * whose first column is null, which is how a deleted product or vanished variation shows.
 */
const cartViewColumns = {
  line: {
    id: cartLines.id,
    userId: cartLines.userId,
    productId: cartLines.productId,
    productSku: cartLines.productSku,
    quantity: cartLines.quantity,
    variationAttributes: cartLines.variationAttributes,
    userName: cartLines.userName,
    typeOfSimple: cartLines.typeOfSimple,
  },
  product: {
    id: products.id,
    title: products.title,
    image: products.image,
    gallery: products.gallery,
    description: products.description,
    shortDescription: products.shortDescription,
    productType: products.productType,
    status: products.status,
    originalPricePaise: products.originalPricePaise,
    discountPricePaise: products.discountPricePaise,
    stock: products.stock,
    categories: products.categories,
    deliveryDays: products.deliveryDays,
  },
  variation: {
    id: variations.id,
    pricePaise: variations.pricePaise,
    salePricePaise: variations.salePricePaise,
    stock: variations.stock,
    imageUrl: variations.imageUrl,
    galleryImages: variations.galleryImages,
    attributes: variations.attributes,
  },
};

/**
 * Every line of the customer (or the one line `lineId`) with its current product and, for
 * variable products, the variation its SKU names. Left joins: a line outlives its product
 * (no foreign key), so a deleted product or a vanished variation comes back as null and is
 * shown as unavailable.
 */
function cartViewQuery(db: Db, oneLine: boolean) {
  const ownedLines = and(eq(cartLines.shopId, shopParam), eq(cartLines.userId, userParam)) as SQL;
  return db
    .select(cartViewColumns)
    .from(cartLines)
    .leftJoin(products, and(eq(products.id, cartLines.productId), eq(products.shopId, cartLines.shopId)))
    .leftJoin(
      variations,
      and(
        eq(variations.productId, cartLines.productId),
        eq(variations.sku, cartLines.productSku),
        eq(variations.shopId, cartLines.shopId),
      ),
    )
    .where(oneLine ? and(ownedLines, eq(cartLines.id, lineParam)) : ownedLines)
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare(oneLine ? 'cart_view_line' : 'cart_view');
}
const cartView = builtOncePerDb((db) => cartViewQuery(db, false));
const cartViewLine = builtOncePerDb((db) => cartViewQuery(db, true));

export type CartViewRow = Awaited<ReturnType<ReturnType<typeof cartViewQuery>['execute']>>[number];

export async function listCartView(
  db: Db,
  shopId: string,
  userId: string,
  lineId?: string,
): Promise<CartViewRow[]> {
  return lineId === undefined
    ? cartView(db).execute({ shopId, userId })
    : cartViewLine(db).execute({ shopId, userId, lineId });
}

/** An Active product of the shop with its variations, or undefined. */
export async function findActiveProduct(db: Db, shopId: string, productId: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, productId), eq(products.status, ACTIVE)))
    .limit(1);
  if (!product) return undefined;
  const variationRows = await db
    .select()
    .from(variations)
    .where(and(eq(variations.productId, product.id), eq(variations.shopId, shopId)));
  return { product, variations: variationRows };
}

/** The duplicate rule of shared `findDuplicateLine`, asked of the database. */
export async function findDuplicate(
  db: Db,
  shopId: string,
  userId: string,
  candidate: { productId: string; sku: string; variable: boolean },
) {
  const same = candidate.variable
    ? eq(cartLines.productSku, candidate.sku)
    : or(eq(cartLines.productSku, candidate.sku), eq(cartLines.productId, candidate.productId));
  const [row] = await db
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(and(owned(shopId, userId), same))
    .limit(1);
  return row;
}

export async function findUserName(db: Db, shopId: string, userId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(and(eq(users.shopId, shopId), eq(users.id, userId)))
    .limit(1);
  return row?.fullName ?? '';
}

/**
 * Inserts the line unless the customer already has one with that SKU (unique index
 * cart_lines_user_sku_uq), so two simultaneous adds make one line. Undefined when refused.
 */
export async function insertLine(db: Db, values: typeof cartLines.$inferInsert) {
  const [row] = await db
    .insert(cartLines)
    .values(values)
    .onConflictDoNothing({ target: [cartLines.userId, cartLines.productSku] })
    .returning();
  return row;
}

/**
 * Units the line can be ordered up to, read inside the UPDATE: the variation's stock for a
 * variable product, the product's own stock otherwise; 0 when the product is no longer
 * Active or the variation is gone. Columns are written qualified because the subqueries
 * have tables with the same column names.
 */
const lineStock = sql`coalesce(
  (select v.stock from ${variations} v join ${products} p on p.id = v.product_id
    where v.product_id = "cart_lines"."product_id" and v.sku = "cart_lines"."product_sku"
      and v.shop_id = "cart_lines"."shop_id" and p.status = ${ACTIVE} and p.product_type = ${PRODUCT_TYPE.variable}),
  (select p.stock from ${products} p
    where p.id = "cart_lines"."product_id" and p.shop_id = "cart_lines"."shop_id"
      and p.status = ${ACTIVE} and p.product_type <> ${PRODUCT_TYPE.variable}),
  0)`;

function stepQuery(db: Db, action: 'increase' | 'decrease', withSku: boolean) {
  const conditions: SQL[] = [
    and(eq(cartLines.shopId, shopParam), eq(cartLines.userId, userParam)) as SQL,
    eq(cartLines.id, lineParam),
  ];
  if (withSku) conditions.push(eq(cartLines.productSku, skuParam));
  if (action === 'increase') {
    conditions.push(sql`${cartLines.quantity} + 1 <= least(${lineStock}, ${MAX_UNITS_PER_LINE})`);
  } else {
    conditions.push(sql`${cartLines.quantity} > 1`);
  }
  const step = action === 'increase' ? sql`${cartLines.quantity} + 1` : sql`${cartLines.quantity} - 1`;
  return (
    db
      .update(cartLines)
      // written out: drizzle would fill updated_at once, when the statement is built
      .set({ quantity: step, updatedAt: sql`${sql.placeholder('now')}` })
      .where(and(...conditions))
      .returning({ id: cartLines.id, quantity: cartLines.quantity })
      .prepare(`cart_step_${action}${withSku ? '_sku' : ''}`)
  );
}
const stepQueries = {
  increase: builtOncePerDb((db) => stepQuery(db, 'increase', false)),
  increaseSku: builtOncePerDb((db) => stepQuery(db, 'increase', true)),
  decrease: builtOncePerDb((db) => stepQuery(db, 'decrease', false)),
  decreaseSku: builtOncePerDb((db) => stepQuery(db, 'decrease', true)),
};

/**
 * One conditional UPDATE per click: the bound is checked by the database on the row it
 * changes, so two quick clicks can never pass the stock or the line cap, or go below 1. Undefined when
 * the line is not the customer's or the bound stops the change.
 */
export async function stepQuantity(
  db: Db,
  shopId: string,
  userId: string,
  lineId: string,
  action: 'increase' | 'decrease',
  sku: string | undefined,
): Promise<{ id: string; quantity: number } | undefined> {
  const variant = sku === undefined ? action : (`${action}Sku` as const);
  const query = stepQueries[variant](db);
  // drizzle's own encoding of a timestamp (what $onUpdate used to send)
  const now = new Date().toISOString();
  const [row] = await query.execute({ shopId, userId, lineId, sku, now });
  return row;
}

export async function deleteBySku(db: Db, shopId: string, userId: string, sku: string): Promise<boolean> {
  return deleteRows(db, cartLines, and(owned(shopId, userId), eq(cartLines.productSku, sku)));
}

/** Empties the customer's cart; also inside a transaction (an order paid or placed). */
export async function deleteAll(db: Db | Tx, shopId: string, userId: string): Promise<number> {
  const rows = await db.delete(cartLines).where(owned(shopId, userId)).returning({ id: cartLines.id });
  return rows.length;
}
