/**
 * Products to CSV rows and back (docs/api.md, "Console: product CSV"). Reading never touches
 * the database: it turns rows into the console form's bodies, checked by the same shared
 * schema as the form, and names every problem by row and column.
 */
import {
  type AdminProduct,
  type AdminProductBody,
  type AdminProductForm,
  adminProductBodySchema,
  CSV_LIST_SEPARATOR,
  CSV_TERM_SEPARATOR,
  CSV_VARIATION_TYPE,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MSG,
  PRODUCT_TYPE,
  PRODUCT_TYPES,
  type ProductCsvColumn,
  type ProductCsvError,
} from '@storefront/shared';
import { toCsv } from '../csv';

type Cells = Record<ProductCsvColumn, string>;

const list = (values: string[]) => values.join(CSV_LIST_SEPARATOR);
const pairs = (entries: [string, string][]) => list(entries.map(([name, value]) => `${name}: ${value}`));
const money = (value: number | null) => (value === null ? '' : String(value));

export function productsToCsv(products: AdminProduct[]): string {
  const rows: string[][] = [];
  const row = (cells: Partial<Cells>) => PRODUCT_CSV_COLUMNS.map((column) => cells[column] ?? '');
  for (const product of products) {
    const variable = product.productType === PRODUCT_TYPE.variable;
    rows.push(
      row({
        type: product.productType,
        sku: product.sku,
        title: product.title,
        status: product.status,
        categories: list(product.categories),
        price: money(product.price),
        sale_price: money(product.salePrice),
        stock: variable ? '' : String(product.stock),
        images: list(product.images),
        attributes: pairs(product.attributes.map((a) => [a.name, a.terms.join(CSV_TERM_SEPARATOR)])),
        short_description: product.shortDescription,
        description: product.description,
        key_features: list(product.keyFeatures),
        specifications: pairs(product.specifications.map((s) => [s.label, s.value])),
        delivery_days: String(product.deliveryDays),
        hsn_code: product.hsnCode ?? '',
        gst_rate: product.gstRate === null ? '' : String(product.gstRate),
        grouped_items: product.groupedItems.length > 0 ? JSON.stringify(product.groupedItems) : '',
      }),
    );
    for (const variation of product.variations) {
      rows.push(
        row({
          type: CSV_VARIATION_TYPE,
          sku: variation.sku,
          parent_sku: product.sku,
          price: money(variation.price),
          sale_price: money(variation.salePrice),
          stock: String(variation.stock),
          images: variation.image,
          attributes: pairs(Object.entries(variation.attributes)),
        }),
      );
    }
  }
  return toCsv([...PRODUCT_CSV_COLUMNS], rows);
}

/** A product of the file: its form's body once valid, and the rows it came from. */
export type CsvProduct = {
  row: number;
  body: AdminProductBody;
  /** The file's row of each variation, in the body's order. */
  variationRows: number[];
};

const splitList = (cell: string) =>
  cell
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);

/** `Name: value | Name: value`; undefined when a part has no colon. */
function splitPairs(cell: string): [string, string][] | undefined {
  const entries: [string, string][] = [];
  for (const part of splitList(cell)) {
    const colon = part.indexOf(':');
    if (colon <= 0) return undefined;
    entries.push([part.slice(0, colon).trim(), part.slice(colon + 1).trim()]);
  }
  return entries;
}

/** Which column a path of the form's schema is read from. */
const FIELD_COLUMNS: Record<string, ProductCsvColumn> = {
  productType: 'type',
  status: 'status',
  title: 'title',
  sku: 'sku',
  shortDescription: 'short_description',
  description: 'description',
  keyFeatures: 'key_features',
  specifications: 'specifications',
  categories: 'categories',
  images: 'images',
  price: 'price',
  salePrice: 'sale_price',
  stock: 'stock',
  deliveryDays: 'delivery_days',
  hsnCode: 'hsn_code',
  gstRate: 'gst_rate',
  attributes: 'attributes',
  variations: 'type',
  groupedItems: 'grouped_items',
  image: 'images',
};

type Draft = { row: number; cells: Cells; variations: { row: number; cells: Cells }[] };

/**
 * The file's rows (after the header) as product bodies, or the errors found. Row numbers are
 * the spreadsheet's: the header is row 1.
 */
export function readProductRows(rows: string[][]): {
  products: CsvProduct[];
  errors: ProductCsvError[];
  /** The categories named by rows that failed, so the shop's check can list theirs too. */
  failedRowCategories: { row: number; names: string[] }[];
} {
  const errors: ProductCsvError[] = [];
  // one error per cell: a cell that cannot be read is not also reported by the schema
  const fail = (row: number, column: string, message: string) => {
    if (!errors.some((error) => error.row === row && error.column === column))
      errors.push({ row, column, message });
  };
  const [header = [], ...body] = rows;
  const names = header.map((name) => name.trim().toLowerCase());
  const missing = PRODUCT_CSV_COLUMNS.filter((column) => !names.includes(column));
  if (body.length === 0) fail(1, '', PRODUCT_CSV_MSG.empty);
  if (missing.length > 0) fail(1, missing[0]!, PRODUCT_CSV_MSG.missingColumns(missing));
  names.forEach((name, index) => {
    if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name))
      fail(1, header[index]!, PRODUCT_CSV_MSG.unknownColumn(header[index]!));
  });
  if (errors.length > 0) return { products: [], errors, failedRowCategories: [] };

  const drafts = new Map<string, Draft>();
  const orphans: { row: number; cells: Cells }[] = [];
  const seen = new Map<string, number>();
  body.forEach((values, index) => {
    const row = index + 2;
    const cells = Object.fromEntries(names.map((name, at) => [name, (values[at] ?? '').trim()])) as Cells;
    // filled cells past the header shift every cell of the row (an unquoted comma in a title);
    // empty ones are a spreadsheet's trailing commas
    if (values.slice(names.length).some((value) => value.trim() !== ''))
      fail(row, '', PRODUCT_CSV_MSG.extraCells);
    const skuKey = cells.sku.toLowerCase();
    if (skuKey && seen.has(skuKey)) fail(row, 'sku', PRODUCT_CSV_MSG.skuTwice);
    else if (skuKey) seen.set(skuKey, row);
    if (cells.type === CSV_VARIATION_TYPE) orphans.push({ row, cells });
    else if ((PRODUCT_TYPES as readonly string[]).includes(cells.type)) {
      drafts.set(skuKey || `row ${row}`, { row, cells, variations: [] });
    } else fail(row, 'type', PRODUCT_CSV_MSG.unknownType);
  });
  for (const variation of orphans) {
    const parent = drafts.get(variation.cells.parent_sku.toLowerCase());
    if (parent?.cells.type === PRODUCT_TYPE.variable) parent.variations.push(variation);
    else fail(variation.row, 'parent_sku', PRODUCT_CSV_MSG.noParent);
  }

  const products: CsvProduct[] = [];
  const failedRowCategories: { row: number; names: string[] }[] = [];
  for (const draft of drafts.values()) {
    // the schema checks a product whose cells could not all be read too, so every error of
    // the file is listed at once
    const before = errors.length;
    const parsed = adminProductBodySchema.safeParse(toForm(draft, fail));
    if (parsed.success && errors.length === before) {
      products.push({ row: draft.row, body: parsed.data, variationRows: draft.variations.map((v) => v.row) });
      continue;
    }
    failedRowCategories.push({ row: draft.row, names: splitList(draft.cells.categories) });
    for (const issue of parsed.error?.issues ?? []) {
      const [first, second, third] = issue.path.map(String);
      if (first === 'variations' && second !== undefined && third !== undefined) {
        const variation = draft.variations[Number(second)];
        fail(variation?.row ?? draft.row, FIELD_COLUMNS[third] ?? third, issue.message);
      } else fail(draft.row, FIELD_COLUMNS[first ?? ''] ?? first ?? '', issue.message);
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { products, errors, failedRowCategories };
}

/** A draft's cells as the console form's fields; cells that cannot be read are errors. */
function toForm(draft: Draft, fail: (row: number, column: string, message: string) => void) {
  const { cells, row } = draft;
  const specifications = splitPairs(cells.specifications);
  const attributes = splitPairs(cells.attributes);
  let groupedItems: unknown = [];
  if (cells.grouped_items) {
    try {
      groupedItems = JSON.parse(cells.grouped_items);
    } catch {
      groupedItems = undefined;
    }
  }
  if (!specifications) fail(row, 'specifications', PRODUCT_CSV_MSG.badSpecifications);
  if (!attributes) fail(row, 'attributes', PRODUCT_CSV_MSG.badAttributes);
  const variations = draft.variations.map((variation) => {
    const chosen = splitPairs(variation.cells.attributes);
    if (!chosen) fail(variation.row, 'attributes', PRODUCT_CSV_MSG.badAttributes);
    return {
      sku: variation.cells.sku,
      price: variation.cells.price,
      salePrice: variation.cells.sale_price,
      stock: variation.cells.stock,
      image: variation.cells.images,
      attributes: Object.fromEntries(chosen ?? []),
    };
  });
  if (!Array.isArray(groupedItems)) fail(row, 'grouped_items', PRODUCT_CSV_MSG.badGroupedItems);
  return {
    productType: cells.type,
    status: cells.status || undefined,
    title: cells.title,
    sku: cells.sku,
    shortDescription: cells.short_description,
    description: cells.description,
    keyFeatures: splitList(cells.key_features),
    specifications: (specifications ?? []).map(([label, value]) => ({ label, value })),
    categories: splitList(cells.categories),
    images: splitList(cells.images),
    price: cells.price,
    salePrice: cells.sale_price,
    stock: cells.stock || '0',
    deliveryDays: cells.delivery_days || undefined,
    hsnCode: cells.hsn_code,
    gstRate: cells.gst_rate,
    attributes: (attributes ?? []).map(([name, terms]) => ({
      name,
      terms: terms
        .split(';')
        .map((term) => term.trim())
        .filter(Boolean),
    })),
    variations,
    groupedItems: Array.isArray(groupedItems) ? groupedItems : [],
  } as AdminProductForm;
}
