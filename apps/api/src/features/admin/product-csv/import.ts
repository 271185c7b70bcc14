/**
 * The catalogue's CSV import: every row is checked (the form's schema, then against the
 * shop: categories, SKUs of other products, types) before anything is written, and a real
 * import writes all of it in one transaction or nothing. Matching is by SKU: a product whose
 * SKU the shop has is updated (its variations become the file's), any other is created.
 * Stock is set to the file's figures; every difference is in the stock history as `import`.
 */
import {
  CATALOGUE_ADMIN_MSG,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_MSG,
  PRODUCT_TYPE,
  type ProductCsvError,
  type ProductCsvImportResponse,
} from '@storefront/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { categories, products, variations } from '../../../db/schema';
import { catalogueChanged } from '../../../lib/response-cache';
import {
  deleteVariations,
  insertProducts,
  type ProductInput,
  type ProductRow,
  productRow,
  skuAmong,
  type VariationRow,
  variationColumns,
} from '../../catalogue/product-writer';
import { recordCatalogueStock } from '../../inventory';
import { type AuditActor, recordAudit } from '../audit';
import { toProductInput } from '../catalogue';
import { CsvSyntaxError, parseCsv } from '../csv';
import { type CsvProduct, readProductRows } from './format';

type Saved = { row: ProductRow; variations: VariationRow[] };

const CHUNK = 1000;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** The rows `read` answers for every chunk of `keys`, in order: one statement per chunk keeps its parameters bounded. */
async function readInChunks<Key, Row>(keys: Key[], read: (part: Key[]) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (const part of chunks(keys)) rows.push(...(await read(part)));
  return rows;
}

/** The shop's products and variations the file names, by lower-cased SKU. */
async function savedBySku(db: Db | Tx, shopId: string, skus: string[]) {
  const productRows = await readInChunks(skus, (part) =>
    db
      .select()
      .from(products)
      .where(skuAmong(products, shopId, part)),
  );
  const variationRows = await readInChunks(skus, (part) =>
    db
      .select()
      .from(variations)
      .where(skuAmong(variations, shopId, part)),
  );
  const ownVariations = await readInChunks(
    productRows.map((row) => row.id),
    (part) =>
      db
        .select()
        .from(variations)
        .where(inArray(variations.productId, part))
        .orderBy(variations.productId, sql`${variations.sku} collate "C"`),
  );
  const saved = new Map<string, Saved>(
    productRows.map((row) => [
      row.sku.toLowerCase(),
      { row, variations: ownVariations.filter((v) => v.productId === row.id) },
    ]),
  );
  const variationOwner = new Map(variationRows.map((v) => [v.sku.toLowerCase(), v.productId]));
  return { saved, variationOwner };
}

/**
 * Checks against the shop: known categories, SKUs no other product uses, types kept. Rows that
 * failed already have their categories checked too, so one check lists all of a row's errors.
 */
async function checkAgainstShop(
  db: Db,
  shopId: string,
  file: CsvProduct[],
  failedRowCategories: { row: number; names: string[] }[],
  errors: ProductCsvError[],
) {
  const fail = (row: number, column: string, message: string) => errors.push({ row, column, message });
  const categoryRows = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.shopId, shopId));
  const categoryNames = new Map(categoryRows.map((row) => [row.name.toLowerCase(), row.name]));
  const skus = file
    .flatMap((p) => [p.body.sku, ...p.body.variations.map((v) => v.sku)])
    .map((s) => s.toLowerCase());
  const { saved, variationOwner } = await savedBySku(db, shopId, skus);
  const failUnknownCategory = (row: number, names: string[]) => {
    const unknown = names.find((name) => !categoryNames.has(name.toLowerCase()));
    const reported = errors.some((error) => error.row === row && error.column === 'categories');
    if (unknown && !reported) fail(row, 'categories', `${CATALOGUE_ADMIN_MSG.unknownCategory}: ${unknown}`);
  };
  for (const failed of failedRowCategories) failUnknownCategory(failed.row, failed.names);

  for (const product of file) {
    const own = saved.get(product.body.sku.toLowerCase());
    if (own && own.row.productType !== product.body.productType)
      fail(product.row, 'type', CATALOGUE_ADMIN_MSG.typeFixed);
    if (!own && variationOwner.has(product.body.sku.toLowerCase()))
      fail(product.row, 'sku', PRODUCT_CSV_MSG.skuOfAnother);
    product.body.variations.forEach((variation, index) => {
      const key = variation.sku.toLowerCase();
      const owner = variationOwner.get(key);
      const productOwner = saved.get(key);
      if ((owner && owner !== own?.row.id) || productOwner)
        fail(product.variationRows[index]!, 'sku', PRODUCT_CSV_MSG.skuOfAnother);
    });
    failUnknownCategory(product.row, product.body.categories);
    product.body.categories = [
      ...new Set(product.body.categories.map((name) => categoryNames.get(name.toLowerCase()) ?? name)),
    ];
  }
  errors.sort((a, b) => a.row - b.row);
  return saved;
}

/** The writer's input with the file's stock (a save keeps stock; an import sets it). */
function inputOf(product: CsvProduct, before?: Saved) {
  const input = toProductInput(product.body, { categories: product.body.categories, before });
  const fileStock = new Map(product.body.variations.map((v) => [v.sku, v.stock]));
  input.stock = product.body.productType === PRODUCT_TYPE.variable ? 0 : product.body.stock;
  for (const variation of input.variations) variation.stock = fileStock.get(variation.sku) ?? 0;
  return input;
}

async function updateProduct(tx: Tx, shopId: string, before: Saved, input: ReturnType<typeof inputOf>) {
  const { shopId: _shop, ...columns } = productRow(shopId, input as ProductInput);
  const movements: { productId: string; sku: string; delta: number }[] = [];
  const productId = before.row.id;
  if (input.productType !== PRODUCT_TYPE.variable) {
    movements.push({ productId, sku: input.sku, delta: (input.stock ?? 0) - before.row.stock });
  }
  await tx.update(products).set(columns).where(eq(products.id, productId));
  if (input.productType !== PRODUCT_TYPE.variable) return movements;

  const wanted = new Map(input.variations.map((v, position) => [v.sku, { ...v, position }]));
  const removed = before.variations.filter((v) => !wanted.has(v.sku));
  await deleteVariations(
    tx,
    removed.map((v) => v.id),
  );
  for (const v of removed) movements.push({ productId, sku: v.sku, delta: -v.stock });
  const saved = new Map(before.variations.map((v) => [v.sku, v]));
  const added = [];
  for (const variation of wanted.values()) {
    const values = { ...variationColumns(variation, variation.position), stock: variation.stock };
    const old = saved.get(variation.sku);
    movements.push({ productId, sku: variation.sku, delta: variation.stock - (old?.stock ?? 0) });
    if (old) await tx.update(variations).set(values).where(eq(variations.id, old.id));
    else added.push({ ...values, shopId, productId, sku: variation.sku });
  }
  if (added.length > 0) await tx.insert(variations).values(added);
  return movements;
}

export async function importProductCsv(
  db: Db,
  actor: AuditActor,
  text: string,
  dryRun: boolean,
): Promise<ProductCsvImportResponse> {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return refused(dryRun, 0, [{ row: error.row, column: '', message: PRODUCT_CSV_MSG.badQuotes }]);
  }
  const dataRows = Math.max(0, rows.length - 1);
  if (dataRows > PRODUCT_CSV_MAX_ROWS)
    return refused(dryRun, dataRows, [
      { row: PRODUCT_CSV_MAX_ROWS + 2, column: '', message: PRODUCT_CSV_MSG.tooManyRows },
    ]);
  const { products: file, errors, failedRowCategories } = readProductRows(rows);
  const saved =
    errors.length === 0 || file.length > 0 || failedRowCategories.length > 0
      ? await checkAgainstShop(db, actor.shopId, file, failedRowCategories, errors)
      : new Map();
  if (errors.length > 0) return refused(dryRun, dataRows, errors);

  const toCreate = file.filter((product) => !saved.has(product.body.sku.toLowerCase()));
  const toUpdate = file.filter((product) => saved.has(product.body.sku.toLowerCase()));
  const deletedVariations = toUpdate.flatMap((product) =>
    variationsLeftOut(product, saved.get(product.body.sku.toLowerCase())!),
  );
  if (dryRun) {
    return {
      message: PRODUCT_CSV_MSG.checked(dataRows),
      dryRun,
      errors: [],
      created: toCreate.length,
      updated: toUpdate.length,
      rows: dataRows,
      deletedVariations,
    };
  }

  await db.transaction(async (tx) => {
    // rows locked product by product in id order, each product's variations first: the order
    // orders take them in, so an import during sales queues instead of deadlocking
    const updates = toUpdate
      .map((product) => ({ product, before: saved.get(product.body.sku.toLowerCase())! }))
      .sort((a, b) => (a.before.row.id < b.before.row.id ? -1 : 1));
    const movements: { productId: string; sku: string; delta: number }[] = [];
    for (const { product, before } of updates) {
      movements.push(...(await updateProduct(tx, actor.shopId, before, inputOf(product, before))));
    }
    const inputs = toCreate.map((product) => inputOf(product));
    const ids = await insertProducts(tx, actor.shopId, inputs);
    inputs.forEach((input, index) => {
      const productId = ids[index]!;
      if (input.productType === PRODUCT_TYPE.variable)
        for (const v of input.variations) movements.push({ productId, sku: v.sku, delta: v.stock });
      else movements.push({ productId, sku: input.sku, delta: input.stock ?? 0 });
    });
    for (const part of chunks(movements))
      await recordCatalogueStock(
        tx,
        actor.shopId,
        part,
        { staffId: actor.staffId, note: 'CSV import' },
        'import',
      );
    await recordAudit(tx, actor, {
      action: 'products.imported',
      entity: 'product',
      entityId: 'csv',
      after: { rows: dataRows, created: toCreate.length, updated: toUpdate.length },
    });
  });
  catalogueChanged(db);
  return {
    message: PRODUCT_CSV_MSG.imported(toCreate.length, toUpdate.length),
    dryRun,
    errors: [],
    created: toCreate.length,
    updated: toUpdate.length,
    rows: dataRows,
    deletedVariations,
  };
}

/**
 * A variable product's saved variations that the file leaves out: `updateProduct` deletes them
 * (the file is the product's whole list), so the check names them before an owner who filtered
 * rows out of a spreadsheet loses them and their stock.
 */
function variationsLeftOut(product: CsvProduct, before: Saved) {
  if (product.body.productType !== PRODUCT_TYPE.variable) return [];
  const kept = new Set(product.body.variations.map((v) => v.sku));
  return before.variations
    .filter((v) => !kept.has(v.sku))
    .map((v) => ({ productSku: before.row.sku, sku: v.sku, stock: v.stock }));
}

function refused(dryRun: boolean, rows: number, errors: ProductCsvError[]): ProductCsvImportResponse {
  // a dry run imports nothing by design: it says what it found, not that an import failed
  const message = dryRun ? PRODUCT_CSV_MSG.checkFound(errors.length) : PRODUCT_CSV_MSG.refused;
  return { message, dryRun, errors, created: 0, updated: 0, rows, deletedVariations: [] };
}
