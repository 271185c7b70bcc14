/**
 * The console's product writes: create, save, duplicate and change status (reads are in
 * product-reads.ts). Stock is not written here except a new product's opening stock (stock.ts
 * adjusts it with a reason). Every write is audited in its transaction and empties the
 * catalogue caches after it.
 */
import {
  type AdminProduct,
  type AdminProductBody,
  CATALOGUE_ADMIN_MSG,
  PRODUCT_TYPE,
  type ProductStatus,
} from '@storefront/shared';
import { and, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client';
import { refuseDuplicate } from '../../../db/errors';
import { categories, products, variations } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import {
  deleteVariations,
  insertProducts,
  productRow,
  skuAmong,
  variationColumns,
} from '../../catalogue/product-writer';
import { recordCatalogueStock } from '../../inventory';
import { type AuditActor, recordAudit } from '../audit';
import { auditedWriter } from '../audited-write';
import { getProduct, likePattern, loadProduct } from './product-reads';
import { toAdminProduct, toProductInput } from './product-shape';

const OPENING_STOCK = 'Opening stock';

/** The body's categories by their saved names; an unknown one is the field's error. */
async function knownCategories(db: Db | Tx, shopId: string, names: string[]): Promise<string[]> {
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.shopId, shopId),
        inArray(
          sql`lower(${categories.name})`,
          names.map((name) => name.toLowerCase()),
        ),
      ),
    );
  const byKey = new Map(rows.map((row) => [row.name.toLowerCase(), row.name]));
  const missing = names.findIndex((name) => !byKey.has(name.toLowerCase()));
  if (missing >= 0)
    throw AppError.badRequest(CATALOGUE_ADMIN_MSG.unknownCategory, {
      [`categories.${missing}`]: CATALOGUE_ADMIN_MSG.unknownCategory,
    });
  return [...new Set(names.map((name) => byKey.get(name.toLowerCase())!))];
}

/** The first SKU of the body another product or variation uses, as a field error. */
async function refuseTakenSkus(db: Db | Tx, shopId: string, body: AdminProductBody, ownId?: string) {
  const fields = [
    { path: 'sku', sku: body.sku },
    ...(body.productType === PRODUCT_TYPE.variable
      ? body.variations.map((variation, index) => ({ path: `variations.${index}.sku`, sku: variation.sku }))
      : []),
  ];
  const keys = fields.map((field) => field.sku.toLowerCase());
  // products and variations share one namespace of SKUs, asked alike (the product's own excepted)
  const takenIn = (table: typeof products | typeof variations, productId: PgColumn) =>
    db
      .select({ sku: table.sku })
      .from(table as typeof products)
      .where(and(skuAmong(table, shopId, keys), ownId ? ne(productId, ownId) : undefined));
  const [productSkus, variationSkus] = await Promise.all([
    takenIn(products, products.id),
    takenIn(variations, variations.productId),
  ]);
  const taken = new Set([...productSkus, ...variationSkus].map((row) => row.sku.toLowerCase()));
  const clash = fields.find((field) => taken.has(field.sku.toLowerCase()));
  if (clash)
    throw AppError.conflict(CATALOGUE_ADMIN_MSG.skuTaken, { [clash.path]: CATALOGUE_ADMIN_MSG.skuTaken });
}

/**
 * The shop's products the grouped items name, by id, with their pictures (an item without a
 * picture of its own shows its product's). An item naming a product the shop does not have is
 * refused on its field: its link would lead nowhere.
 */
async function groupedImages(db: Db | Tx, shopId: string, body: AdminProductBody) {
  const ids = [...new Set(body.groupedItems.flatMap((item) => (item.productId ? [item.productId] : [])))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: products.id, image: products.image })
    .from(products)
    .where(and(eq(products.shopId, shopId), inArray(products.id, ids)));
  const known = new Map(rows.map((row) => [row.id, row.image]));
  const unknown = body.groupedItems.findIndex((item) => item.productId && !known.has(item.productId));
  if (unknown >= 0)
    throw AppError.badRequest(CATALOGUE_ADMIN_MSG.unknownProduct, {
      [`groupedItems.${unknown}.productId`]: CATALOGUE_ADMIN_MSG.unknownProduct,
    });
  return known;
}

/** A race past the SKU check ends as the same field error, not a 500. */
/**
 * What a create or a save checks against the shop before it writes (categories known, SKUs
 * free), and what it takes from it: the categories as saved, the grouped items' pictures.
 */
async function checkAgainstShop(db: Db, shopId: string, body: AdminProductBody, ownId?: string) {
  const categories = await knownCategories(db, shopId, body.categories);
  await refuseTakenSkus(db, shopId, body, ownId);
  return { categories, groupedImages: await groupedImages(db, shopId, body) };
}

const skuSafe = <T>(work: () => Promise<T>) =>
  refuseDuplicate(work, () =>
    AppError.conflict(CATALOGUE_ADMIN_MSG.skuTaken, { sku: CATALOGUE_ADMIN_MSG.skuTaken }),
  );
const productWrite = auditedWriter('product', { storefront: true });

export async function createProduct(
  db: Db,
  actor: AuditActor,
  body: AdminProductBody,
): Promise<AdminProduct> {
  const { shopId } = actor;
  const input = toProductInput(body, await checkAgainstShop(db, shopId, body));
  const id = await skuSafe(() =>
    productWrite(db, actor, async (tx) => {
      const [newId] = await insertProducts(tx, shopId, [input]);
      const opening =
        body.productType === PRODUCT_TYPE.variable
          ? input.variations.map((v) => ({ productId: newId!, sku: v.sku, delta: v.stock }))
          : [{ productId: newId!, sku: input.sku, delta: input.stock ?? 0 }];
      await recordCatalogueStock(tx, shopId, opening, { staffId: actor.staffId, note: OPENING_STOCK });
      const after = {
        title: input.title,
        sku: input.sku,
        productType: input.productType,
        status: input.status,
      };
      return { result: newId!, entry: { action: 'created', entityId: newId!, after } };
    }),
  );
  return getProduct(db, shopId, id);
}

/** What the audit log keeps of a product: enough to see what a save changed. */
const auditedFields = (product: AdminProduct) => {
  const { createdAt: _created, updatedAt: _updated, description: _long, ...rest } = product;
  return rest;
};

export async function saveProduct(
  db: Db,
  actor: AuditActor,
  id: string,
  body: AdminProductBody,
): Promise<AdminProduct> {
  const { shopId } = actor;
  const checked = await checkAgainstShop(db, shopId, body, id);
  await skuSafe(() =>
    productWrite(db, actor, async (tx) => {
      const before = await loadProduct(tx, shopId, id, true);
      if (before.row.productType !== body.productType)
        throw AppError.badRequest(CATALOGUE_ADMIN_MSG.typeFixed, {
          productType: CATALOGUE_ADMIN_MSG.typeFixed,
        });
      const input = toProductInput(body, { ...checked, before });
      const { shopId: _shop, stock: _stock, totalStock: _total, ...columns } = productRow(shopId, input);
      await tx
        .update(products)
        .set(columns)
        .where(and(eq(products.shopId, shopId), eq(products.id, id)));
      if (body.productType === PRODUCT_TYPE.variable)
        await saveVariations(tx, actor, before, input.variations);
      const entry = {
        action: 'saved',
        entityId: id,
        before: auditedFields(toAdminProduct(before.row, before.variations)),
        after: {
          ...auditedFields(toAdminProduct({ ...before.row, ...columns }, [])),
          variations: body.variations,
        },
      };
      return { result: id, entry };
    }),
  );
  return getProduct(db, shopId, id);
}

/**
 * Saved variations keep their stock and get the form's prices, image and attributes; new
 * ones start with their opening stock; removed ones leave with theirs, and the history says
 * so. The product's total is the variations' sum again afterwards.
 */
async function saveVariations(
  tx: Tx,
  actor: AuditActor,
  before: Awaited<ReturnType<typeof loadProduct>>,
  wanted: ReturnType<typeof toProductInput>['variations'],
) {
  const { shopId } = actor;
  const productId = before.row.id;
  const kept = new Set(wanted.map((v) => v.sku));
  const removed = before.variations.filter((v) => !kept.has(v.sku));
  await deleteVariations(
    tx,
    removed.map((v) => v.id),
  );
  const saved = new Map(before.variations.map((v) => [v.sku, v]));
  const added: typeof wanted = [];
  for (const [position, variation] of wanted.entries()) {
    const old = saved.get(variation.sku);
    const values = variationColumns(variation, position);
    if (old) await tx.update(variations).set(values).where(eq(variations.id, old.id));
    else {
      added.push(variation);
      await tx
        .insert(variations)
        .values({ ...values, shopId, productId, sku: variation.sku, stock: variation.stock });
    }
  }
  const who = (note: string) => ({ staffId: actor.staffId, note });
  const opening = added.map((v) => ({ productId, sku: v.sku, delta: v.stock }));
  await recordCatalogueStock(tx, shopId, opening, who(OPENING_STOCK));
  const leaving = removed.map((v) => ({ productId, sku: v.sku, delta: -v.stock }));
  await recordCatalogueStock(tx, shopId, leaving, who('Variation removed'));
  await tx
    .update(products)
    .set({
      totalStock: sql`(select coalesce(sum(v.stock), 0)::int from ${variations} v where v.product_id = ${productId})`,
    })
    .where(eq(products.id, productId));
}

export async function setProductStatus(
  db: Db,
  actor: AuditActor,
  id: string,
  status: ProductStatus,
): Promise<AdminProduct> {
  const [before] = await db
    .select({ status: products.status })
    .from(products)
    .where(and(eq(products.shopId, actor.shopId), eq(products.id, id)))
    .limit(1);
  if (!before) throw AppError.notFound(CATALOGUE_ADMIN_MSG.productNotFound);
  await productWrite(db, actor, async (tx) => {
    await tx
      .update(products)
      .set({ status })
      .where(and(eq(products.shopId, actor.shopId), eq(products.id, id)));
    return {
      result: id,
      entry: { action: 'status', entityId: id, before: { status: before.status }, after: { status } },
    };
  });
  return getProduct(db, actor.shopId, id);
}

/** The first of `sku-copy`, `sku-copy-2`, ... that nothing uses yet. */
async function freeSku(db: Db | Tx, shopId: string, sku: string, reserved: Set<string>): Promise<string> {
  const stem = `${sku.slice(0, 56)}-copy`;
  const rows = await db
    .select({ sku: products.sku })
    .from(products)
    .where(and(eq(products.shopId, shopId), ilike(products.sku, `${likePattern(stem).slice(1)}`)))
    .union(
      db
        .select({ sku: variations.sku })
        .from(variations)
        .where(and(eq(variations.shopId, shopId), ilike(variations.sku, `${likePattern(stem).slice(1)}`))),
    );
  const used = new Set([...rows.map((row) => row.sku.toLowerCase()), ...reserved]);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? stem : `${stem}-${n}`;
    if (!used.has(candidate.toLowerCase())) {
      reserved.add(candidate.toLowerCase());
      return candidate;
    }
  }
}

/** A draft copy with no stock and fresh SKUs, to start a similar product from. */
export async function duplicateProduct(db: Db, actor: AuditActor, id: string): Promise<AdminProduct> {
  const { shopId } = actor;
  const original = await getProduct(db, shopId, id);
  const reserved = new Set<string>();
  const copy: AdminProductBody = {
    ...original,
    title: `${original.title} (copy)`.slice(0, 200),
    status: 'Draft',
    sku: await freeSku(db, shopId, original.sku, reserved),
    price: original.productType === PRODUCT_TYPE.variable ? undefined : original.price,
    stock: 0,
    variations: [],
  };
  for (const variation of original.variations)
    copy.variations.push({ ...variation, stock: 0, sku: await freeSku(db, shopId, variation.sku, reserved) });
  const created = await createProduct(db, actor, copy);
  await recordAudit(db, actor, {
    action: 'product.duplicated',
    entity: 'product',
    entityId: created.id,
    before: { from: id },
    after: { sku: created.sku },
  });
  return created;
}
