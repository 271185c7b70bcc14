import { isUuid, MAX_UNITS_PER_LINE, PRODUCT_TYPE } from '@storefront/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { builtOncePerDb } from '../../db/built-once';
import type { Db, Tx } from '../../db/client';
import { coalescedReads } from '../../db/coalesced-reads';
import { cartLines, products, users, variations } from '../../db/schema';
import { deleteRows } from '../../db/shop-rows';

const ACTIVE = 'Active';

export type CartLineRow = typeof cartLines.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

const owned = (shopId: string, userId: string) =>
  and(eq(cartLines.shopId, shopId), eq(cartLines.userId, userId)) as SQL;

const shopParam = sql.placeholder('shopId');
const userParam = sql.placeholder('userId');
const usersParam = sql.placeholder('userIds');
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
 * Every line of the customers asked for (or one customer's line `lineId`) with its current
 * product and, for variable products, the variation its SKU names. Left joins: a line
 * outlives its product (no foreign key), so a deleted product or a vanished variation comes
 * back as null and is shown as unavailable.
 */
function cartViewQuery(db: Db, lines: 'one line' | 'customers') {
  const inShop = eq(cartLines.shopId, shopParam);
  const where =
    lines === 'customers'
      ? and(inShop, sql`${cartLines.userId} = any(${usersParam}::uuid[])`)
      : and(inShop, eq(cartLines.userId, userParam), eq(cartLines.id, lineParam));
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
    .where(where)
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id))
    .prepare(lines === 'customers' ? 'cart_views' : 'cart_view_line');
}
const cartViewLine = builtOncePerDb((db) => cartViewQuery(db, 'one line'));
const cartViews = builtOncePerDb((db) => cartViewQuery(db, 'customers'));

export type CartViewRow = Awaited<ReturnType<ReturnType<typeof cartViewQuery>['execute']>>[number];

/** Carts asked for in the same turn are read by one statement (decision 0055). */
const coalescedCartView = coalescedReads(
  async (db: Db, shopId: string, userIds: string[]) => {
    const byUser = new Map<string, CartViewRow[]>();
    for (const row of await cartViews(db).execute({ shopId, userIds })) {
      const lines = byUser.get(row.line.userId);
      if (lines) lines.push(row);
      else byUser.set(row.line.userId, [row]);
    }
    return byUser;
  },
  (): CartViewRow[] => [],
);

export async function listCartView(
  db: Db,
  shopId: string,
  userId: string,
  lineId?: string,
): Promise<CartViewRow[]> {
  if (lineId !== undefined) return cartViewLine(db).execute({ shopId, userId, lineId });
  // A user id is a UUID, which PostgreSQL writes in lower case and the grouping matches on.
  // Anything else has no cart, and must not fail the statement other customers share.
  if (!isUuid(userId)) return [];
  return coalescedCartView(db, shopId, userId.toLowerCase());
}

/**
 * What adding `sku` of a product needs to know, in one statement: the product when it is
 * Active, the variation that SKU names (a variable product's), and whether the customer
 * already has the line (the duplicate rule of shared `findDuplicateLine`: the same SKU, or
 * for a product without variations the same product). Undefined when there is no such
 * Active product.
 */
export async function findAddTarget(db: Db, shopId: string, userId: string, productId: string, sku: string) {
  const [row] = await db
    .select({
      id: products.id,
      productType: products.productType,
      sku: products.sku,
      stock: products.stock,
      // qualified by hand: drizzle writes a one-table query's columns without their table
      variation: sql<{ stock: number; attributes: Record<string, string> } | null>`(
        select json_build_object('stock', v.stock, 'attributes', v.attributes) from ${variations} v
        where v.product_id = "products"."id" and v.shop_id = ${shopId} and v.sku = ${sku}
        limit 1)`,
      inCart: sql<boolean>`exists(
        select 1 from ${cartLines} c
        where c.shop_id = ${shopId} and c.user_id = ${userId}
          and (c.product_sku = ${sku}
            or ("products"."product_type" <> ${PRODUCT_TYPE.variable} and c.product_id = "products"."id")))`,
    })
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, productId), eq(products.status, ACTIVE)))
    .limit(1);
  return row;
}

/** The customer's name as the line keeps it, read inside the INSERT: one round trip fewer per add. */
export function userNameOf(shopId: string, userId: string): SQL<string> {
  return sql<string>`coalesce((select ${users.fullName} from ${users}
    where ${users.shopId} = ${shopId} and ${users.id} = ${userId}), '')`;
}

/**
 * Inserts the line unless the customer already has one with that SKU (unique index
 * cart_lines_user_sku_uq), so two simultaneous adds make one line. Undefined when refused.
 */
export async function insertLine(db: Db, values: PgInsertValue<typeof cartLines>) {
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
  const rows = await cartEmptying(db, shopId, userId).returning({ id: cartLines.id });
  return rows.length;
}

/** `deleteAll`, unsent: for `writeTogether` beside the order that empties the cart. */
export function cartEmptying(db: Db | Tx, shopId: string, userId: string) {
  return db.delete(cartLines).where(owned(shopId, userId));
}

/**
 * The customer's cart lines of the SKUs `bought` names (a subquery), unsent: a paid quotation
 * takes out what it bought and leaves what was added to the cart since.
 */
export function cartLinesBought(db: Db | Tx, shopId: string, userId: string, bought: SQL) {
  return db.delete(cartLines).where(and(owned(shopId, userId), sql`${cartLines.productSku} in (${bought})`));
}
