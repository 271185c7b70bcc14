import {
  CATALOGUE_ADMIN_MSG,
  CONSOLE_FIELD_MSG,
  CSV_VARIATION_TYPE,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MSG,
} from '@storefront/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, stockMovements } from '../../../db/schema';
import { seedDemoShop } from '../../../db/seed/demo';
import { consoleTestApp } from '../console-test-app';
import { parseCsv, toCsv } from '../csv';

const { ctx, owner } = consoleTestApp({
  prepare: (opened) => seedDemoShop(opened.db, opened.config.SHOP_ID),
});

const column = (name: (typeof PRODUCT_CSV_COLUMNS)[number]) => PRODUCT_CSV_COLUMNS.indexOf(name);

async function exported() {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/products/export',
    headers: owner.headers,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  return res.body;
}

const importCsv = (csv: string, dryRun: boolean) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { ...owner.headers, 'content-type': 'text/csv' },
    payload: csv,
  });

const productCount = async () =>
  (
    await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.shopId, ctx.config.SHOP_ID))
  )[0]!.n;

describe('the product CSV', () => {
  it('exports every product and variation, and the file imports back with no change', async () => {
    const csv = await exported();
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);
    const productRows = rows.filter((row) => row[column('type')] !== CSV_VARIATION_TYPE);
    expect(productRows).toHaveLength(await productCount());
    expect(rows.some((row) => row[column('type')] === CSV_VARIATION_TYPE)).toBe(true);

    const res = await importCsv(csv, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ errors: [], created: 0, updated: productRows.length, dryRun: true });
    const real = await importCsv(csv, false);
    expect(real.json()).toMatchObject({ errors: [], created: 0, updated: productRows.length });
    expect(await exported()).toBe(csv);
  });

  it("names a variable product's variations the file leaves out, before and after the import deletes them", async () => {
    const [header, ...rows] = parseCsv(await exported());
    const parentAt = rows.findIndex((row) => row[column('type')] === 'Variable Product');
    const parentSku = rows[parentAt]![column('sku')]!;
    const ownRows = rows.filter((row) => row[column('parent_sku')] === parentSku);
    expect(ownRows.length).toBeGreaterThan(1);
    const [kept, ...left] = ownRows;
    const leftOut = new Set(left);
    const file = toCsv(
      header!,
      rows.filter((row) => !leftOut.has(row)),
    );
    const expected = left.map((row) => ({
      productSku: parentSku,
      sku: row[column('sku')]!,
      stock: Number(row[column('stock')]),
    }));

    const dry = await importCsv(file, true);
    expect(dry.json()).toMatchObject({ errors: [], deletedVariations: expected });
    const real = await importCsv(file, false);
    expect(real.json()).toMatchObject({ errors: [], deletedVariations: expected });
    const after = parseCsv(await exported()).filter((row) => row[column('parent_sku')] === parentSku);
    expect(after.map((row) => row[column('sku')])).toEqual([kept![column('sku')]]);
    // the whole file again deletes nothing
    expect((await importCsv(toCsv(header!, rows), true)).json().deletedVariations).toEqual([]);
  });

  it('lists exactly the damaged rows in a dry run and writes nothing; the fixed file imports', async () => {
    const [header, ...rows] = parseCsv(await exported());
    const simple = rows.findIndex((row) => row[column('type')] === 'Simple');
    const variation = rows.findIndex((row) => row[column('type')] === CSV_VARIATION_TYPE);
    const other = rows.findIndex((row, index) => index !== simple && row[column('type')] === 'Simple');
    const damaged = rows.map((row) => [...row]);
    damaged[simple]![column('price')] = 'twelve';
    // a row with an unreadable cell gets its unknown category listed in the same check
    damaged[simple]![column('categories')] = 'Nowhere shelf';
    damaged[variation]![column('attributes')] = 'Size';
    damaged[other]![column('categories')] = 'No such shelf';
    const count = await productCount();

    const dry = await importCsv(toCsv(header!, damaged), true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json().message).toBe(PRODUCT_CSV_MSG.checkFound(4));
    expect(dry.json().errors).toEqual(
      [
        { row: simple + 2, column: 'price', message: CONSOLE_FIELD_MSG.rupeesAsDigits },
        {
          row: simple + 2,
          column: 'categories',
          message: `${CATALOGUE_ADMIN_MSG.unknownCategory}: Nowhere shelf`,
        },
        { row: variation + 2, column: 'attributes', message: PRODUCT_CSV_MSG.badAttributes },
        {
          row: other + 2,
          column: 'categories',
          message: `${CATALOGUE_ADMIN_MSG.unknownCategory}: No such shelf`,
        },
      ].sort((a, b) => a.row - b.row),
    );
    const real = await importCsv(toCsv(header!, damaged), false);
    expect(real.statusCode).toBe(400);
    expect(real.json().errors).toHaveLength(4);
    expect(await productCount()).toBe(count);

    const fixed = rows.map((row) => [...row]);
    fixed[simple]![column('price')] = '1234.5';
    fixed[simple]![column('sale_price')] = '';
    fixed[simple]![column('stock')] = '77';
    const newRow = PRODUCT_CSV_COLUMNS.map(() => '');
    newRow[column('type')] = 'Simple';
    newRow[column('sku')] = 'CSV-NEW-1';
    newRow[column('title')] = 'Sandal attar from the file';
    newRow[column('categories')] = fixed[simple]![column('categories')]!;
    newRow[column('price')] = '499';
    newRow[column('stock')] = '9';
    newRow[column('images')] = '/api/media/bottle/sandal.svg';
    const done = await importCsv(toCsv(header!, [...fixed, newRow]), false);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ errors: [], created: 1, updated: count });
    expect(await productCount()).toBe(count + 1);

    const sku = fixed[simple]![column('sku')]!;
    const [changed] = await ctx.db
      .select()
      .from(products)
      .where(and(eq(products.shopId, ctx.config.SHOP_ID), eq(products.sku, sku)));
    expect(changed).toMatchObject({
      originalPricePaise: 123_450,
      discountPricePaise: null,
      stock: 77,
      totalStock: 77,
    });
    const [created] = await ctx.db.select().from(products).where(eq(products.sku, 'CSV-NEW-1'));
    expect(created).toMatchObject({ title: 'Sandal attar from the file', stock: 9, status: 'Active' });
    const moves = await ctx.db.select().from(stockMovements).where(eq(stockMovements.productId, changed!.id));
    expect(moves.at(-1)).toMatchObject({ reason: 'import', note: 'CSV import', staffId: owner.id });
  });

  it('refuses a file it cannot read, naming the row', async () => {
    const unclosed = await importCsv(`${PRODUCT_CSV_COLUMNS.join(',')}\r\nSimple,"A-1,x\r\n`, true);
    expect(unclosed.json().errors).toEqual([{ row: 2, column: '', message: PRODUCT_CSV_MSG.badQuotes }]);
    const noHeader = await importCsv('sku,title\r\nA,B\r\n', true);
    expect(noHeader.json().errors[0]).toMatchObject({ row: 1, column: 'type' });
    const orphan = PRODUCT_CSV_COLUMNS.map(() => '');
    orphan[column('type')] = CSV_VARIATION_TYPE;
    orphan[column('sku')] = 'LOST-1';
    orphan[column('parent_sku')] = 'NOBODY';
    const lost = await importCsv(toCsv([...PRODUCT_CSV_COLUMNS], [orphan]), true);
    expect(lost.json().errors).toEqual([{ row: 2, column: 'parent_sku', message: PRODUCT_CSV_MSG.noParent }]);
    // an unquoted comma shifts the row: a filled cell past the header is named, empty ones are not
    const [header, ...rows] = parseCsv(await exported());
    const simple = rows.findIndex((row) => row[column('type')] === 'Simple');
    const shifted = rows.map((row, index) => (index === simple ? [...row, 'Attar'] : [...row, '', '']));
    const extra = await importCsv(toCsv(header!, shifted), true);
    expect(extra.json().errors).toEqual([
      { row: simple + 2, column: '', message: PRODUCT_CSV_MSG.extraCells },
    ]);
  });
});
