import { z } from 'zod';

/*
 * The catalogue as a CSV file (docs/api.md, "Console: product CSV"): one row per product and
 * one per variation, the same columns out and in, so an export edited in a spreadsheet
 * imports back.
 */

export const PRODUCT_CSV_COLUMNS = [
  'type',
  'sku',
  'parent_sku',
  'title',
  'status',
  'categories',
  'price',
  'sale_price',
  'stock',
  'images',
  'attributes',
  'short_description',
  'description',
  'key_features',
  'specifications',
  'delivery_days',
  'hsn_code',
  'gst_rate',
  'grouped_items',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The `type` of a variation's row; a product's row names its product type. */
export const CSV_VARIATION_TYPE = 'Variation';
/** Between the values of a list cell (categories, images, key features, specifications, attributes). */
export const CSV_LIST_SEPARATOR = ' | ';
/** Between an attribute's terms on a variable product's row: `Size: 50 ml; 100 ml`. */
export const CSV_TERM_SEPARATOR = '; ';
export const PRODUCT_CSV_MAX_ROWS = 20_000;
export const PRODUCT_CSV_MAX_MB = 20;

export const PRODUCT_CSV_MSG = {
  empty: 'The file has no rows. Export the catalogue to see the format.',
  missingColumns: (columns: string[]) => `The header row lacks ${columns.join(', ')}`,
  unknownColumn: (column: string) => `Unknown column ${column}`,
  tooManyRows: `A file can hold at most ${PRODUCT_CSV_MAX_ROWS.toLocaleString('en-IN')} rows`,
  badQuotes: 'A quoted cell is not closed on this row',
  extraCells: 'This row has more cells than the header row: put a cell that holds a comma in double quotes',
  unknownType: 'Type must be Simple, Variable Product, Grouped Product or Variation',
  noParent: 'No Variable Product row in this file has this parent_sku',
  skuTwice: 'This SKU is on another row of the file too',
  skuOfAnother: 'Another product in the shop uses this SKU',
  badAttributes: 'Write attributes as Name: value | Name: value',
  badSpecifications: 'Write specifications as Label: value | Label: value',
  badGroupedItems: 'Grouped items must be the JSON list the export writes',
  notCsv: 'Send the file as text/csv',
  imported: (created: number, updated: number) => `${created} created, ${updated} updated`,
  /** A variable product's saved variations the file leaves out are deleted with their stock. */
  willDelete: (count: number, units: number) =>
    `Importing will delete ${count} ${count === 1 ? 'variation' : 'variations'} that ${count === 1 ? 'is' : 'are'} not in the file, with ${units} ${units === 1 ? 'unit' : 'units'} in stock. Add ${count === 1 ? 'its row' : 'their rows'} back to keep ${count === 1 ? 'it' : 'them'}.`,
  deleted: (count: number, units: number) =>
    `${count} ${count === 1 ? 'variation' : 'variations'} not in the file deleted, with ${units} ${units === 1 ? 'unit' : 'units'} in stock.`,
  checked: (rows: number) => `${rows} rows checked: nothing is written in a dry run`,
  refused: 'Nothing was imported: fix the rows listed and import again',
  checkFound: (count: number) =>
    `${count} ${count === 1 ? 'problem' : 'problems'} found: fix the rows listed and check again`,
} as const;

export const productCsvQuerySchema = z.object({
  /** true: check every row and report, writing nothing. */
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const productCsvErrorSchema = z.object({
  /** The spreadsheet's row number: the header is row 1. */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ProductCsvError = z.infer<typeof productCsvErrorSchema>;

export const productCsvImportResponseSchema = z.object({
  message: z.string(),
  dryRun: z.boolean(),
  errors: z.array(productCsvErrorSchema),
  /** Products made (or, in a dry run, that would be made). */
  created: z.number().int(),
  updated: z.number().int(),
  rows: z.number().int(),
  /**
   * The saved variations of the file's variable products that the file leaves out: an import
   * deletes them, with their stock (or, in a dry run, would).
   */
  deletedVariations: z.array(z.object({ productSku: z.string(), sku: z.string(), stock: z.number().int() })),
});
export type ProductCsvImportResponse = z.infer<typeof productCsvImportResponseSchema>;
