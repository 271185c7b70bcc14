import { z } from 'zod';
import { rowAnswer, writeAnswer } from '../common/answers';
import { optionalText, requiredText } from '../common/fields';
import { pageOf } from '../common/paging';
import { PRODUCT_STATUSES, PRODUCT_TYPE, PRODUCT_TYPES, TOGGLE_STATUSES } from '../constants';
import { notFoundMsg } from '../messages';
import { rupeesToPaise } from '../money';
import {
  blankAsMissing,
  blankAsNull,
  consolePaging,
  consolePlacement,
  optionalRupees,
  RUPEE_BOX_REFUSALS,
  rupeeAmount,
  wholeNumber,
} from './form-fields';
import { ADMIN_MSG, CONSOLE_FIELD_MSG } from './messages';

/*
 * The console's catalogue (docs/api.md, "Console: catalogue"): products of the three types, their
 * stock with its history, and categories. Prices are rupees on the wire, as in the storefront.
 */

export const CATALOGUE_ADMIN_MSG = {
  productNotFound: notFoundMsg('Product'),
  categoryNotFound: notFoundMsg('Category'),
  enterTitle: 'Enter the product name',
  enterSku: 'Enter a SKU: letters, digits, dots, dashes or underscores',
  skuTaken: 'Another product or variation already uses this SKU',
  skuRepeated: 'Each SKU of this product must be different',
  enterPrice: 'Enter a price of more than ₹0',
  enterSalePrice: 'Enter a sale price below the price, or leave it empty',
  enterStock: 'Enter a whole number of units, 0 or more',
  addImage: 'Add at least one image',
  badImage: 'An image address starts with / or https://',
  chooseCategory: 'Choose at least one category',
  unknownCategory: 'There is no such category',
  enterDeliveryDays: 'Enter delivery days from 1 to 60',
  enterHsn: 'An HSN code is 4, 6 or 8 digits',
  chooseGstRate: 'Choose a GST rate',
  addAttribute: 'A variable product needs at least one attribute with its terms',
  enterAttributeName: 'Name the attribute',
  attributeRepeated: 'Each attribute of this product must have its own name',
  enterTerms: 'Give the attribute at least one term',
  addVariation: 'Add at least one variation',
  chooseTerm: 'Choose a term of every attribute',
  combinationRepeated: 'Two variations have the same attributes',
  addGroupedItem: 'Add at least one included item',
  enterItemTitle: 'Name the included item',
  unknownProduct: 'There is no such product in the shop',
  typeFixed: 'A saved product keeps its type: duplicate it to start another type',
  enterChange: 'Enter a change in units other than 0',
  enterNote: 'Say why the stock changes',
  stockBelowZero: (left: number) =>
    `Stock cannot go below 0: there ${left === 1 ? 'is 1 unit' : `are ${left} units`}`,
  unknownSku: 'This product has no such SKU',
  enterCategoryName: 'Enter the category name',
  categoryNameTaken: 'Another category already has this name',
  enterPosition: 'Enter a position of 0 or more',
  productCreated: 'Product created',
  productSaved: 'Product saved',
  productDuplicated: 'Copy created as a draft',
  stockAdjusted: 'Stock updated',
  categorySaved: 'Category saved',
} as const;

export const GST_RATES = [0, 3, 5, 12, 18, 28] as const;
export const PRODUCT_LIMITS = {
  title: 200,
  shortDescription: 1_000,
  description: 20_000,
  images: 12,
  keyFeatures: 20,
  specifications: 40,
  attributes: 4,
  terms: 30,
  variations: 200,
  groupedItems: 30,
  deliveryDays: 60,
  stock: 1_000_000,
} as const;

export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Images come from the shop's own media (a path) or an https address. */
const IMAGE_PATTERN = /^(\/(?!\/)|https:\/\/)[^\s"'<>]+$/;

const sku = z
  .string({ error: CATALOGUE_ADMIN_MSG.enterSku })
  .trim()
  .regex(SKU_PATTERN, { message: CATALOGUE_ADMIN_MSG.enterSku });
export const productImageSchema = z
  .string()
  .trim()
  .max(500, { message: CATALOGUE_ADMIN_MSG.badImage })
  .regex(IMAGE_PATTERN, { message: CATALOGUE_ADMIN_MSG.badImage });
/** A picture that may be left out: empty is none. */
export const optionalImageSchema = z.union([z.literal(''), productImageSchema]).default('');
const price = rupeeAmount(CATALOGUE_ADMIN_MSG.enterPrice, 0.01, RUPEE_BOX_REFUSALS);
const salePrice = optionalRupees(CATALOGUE_ADMIN_MSG.enterSalePrice, 0.01);
/** Stock and its changes end at PRODUCT_LIMITS.stock units, which their messages do not say. */
const unitsUpTo = CONSOLE_FIELD_MSG.atMost(PRODUCT_LIMITS.stock.toLocaleString('en-IN'));
const stock = wholeNumber(CATALOGUE_ADMIN_MSG.enterStock, 0, PRODUCT_LIMITS.stock, {
  notWhole: CONSOLE_FIELD_MSG.wholeNumber,
  tooLarge: unitsUpTo,
});

export const adminAttributeSchema = z.object({
  name: requiredText(CATALOGUE_ADMIN_MSG.enterAttributeName, 40, CONSOLE_FIELD_MSG.tooLong(40)),
  /** Term names in the order the chooser shows them, e.g. ["50 ml", "100 ml"]. */
  terms: z
    .array(z.string().trim().min(1).max(60))
    .min(1, { message: CATALOGUE_ADMIN_MSG.enterTerms })
    .max(PRODUCT_LIMITS.terms),
});
export type AdminAttribute = z.infer<typeof adminAttributeSchema>;

export const adminVariationSchema = z.object({
  sku,
  price,
  salePrice: salePrice.default(null),
  /** Opening stock of a new variation; a saved one changes only through a stock adjustment. */
  stock: stock.default(0),
  /** Empty: the product's first image. */
  image: optionalImageSchema,
  /** Attribute name to the chosen term, e.g. { Size: '50 ml' }. */
  attributes: z.record(z.string(), z.string()).default({}),
});
export type AdminVariation = z.infer<typeof adminVariationSchema>;

export const adminGroupedItemSchema = z.object({
  /** The product the item is, when it is one of the shop's; shown as a link. */
  productId: z.preprocess(blankAsNull, z.guid().nullable()).default(null),
  title: z
    .string({ error: CATALOGUE_ADMIN_MSG.enterItemTitle })
    .trim()
    .min(1, { message: CATALOGUE_ADMIN_MSG.enterItemTitle })
    .max(PRODUCT_LIMITS.title),
  image: optionalImageSchema,
});

const onSale = (regular: number | undefined, sale: number | null) =>
  sale === null || regular === undefined || rupeesToPaise(sale) < rupeesToPaise(regular);

/**
 * `POST /api/admin/products` and `PUT /api/admin/products/{id}`, and the console's product
 * form. A variable product's price is its cheapest variation's; a saved product's stock
 * changes only through `POST /api/admin/products/{id}/stock` (so a sale between reading the
 * form and saving it is never overwritten).
 */
export const adminProductBodySchema = z
  .object({
    productType: z.enum(PRODUCT_TYPES),
    status: z.enum(PRODUCT_STATUSES).default('Active'),
    title: requiredText(
      CATALOGUE_ADMIN_MSG.enterTitle,
      PRODUCT_LIMITS.title,
      CONSOLE_FIELD_MSG.tooLong(PRODUCT_LIMITS.title),
    ),
    sku,
    shortDescription: optionalText(PRODUCT_LIMITS.shortDescription),
    description: optionalText(PRODUCT_LIMITS.description),
    keyFeatures: z.array(z.string().trim().min(1).max(300)).max(PRODUCT_LIMITS.keyFeatures).default([]),
    specifications: z
      .array(z.object({ label: z.string().trim().min(1).max(80), value: z.string().trim().min(1).max(300) }))
      .max(PRODUCT_LIMITS.specifications)
      .default([]),
    categories: z
      .array(z.string().trim().min(1).max(80))
      .min(1, { message: CATALOGUE_ADMIN_MSG.chooseCategory })
      .max(20),
    /** The first is the main image. */
    images: z
      .array(productImageSchema)
      .min(1, { message: CATALOGUE_ADMIN_MSG.addImage })
      .max(PRODUCT_LIMITS.images),
    /** Simple and grouped products; optional for a variable one, whose listings use its variations. */
    price: z.preprocess(blankAsMissing, price.optional()),
    salePrice: salePrice.default(null),
    /** Opening stock of a new simple or grouped product. */
    stock: stock.default(0),
    deliveryDays: wholeNumber(CATALOGUE_ADMIN_MSG.enterDeliveryDays, 1, PRODUCT_LIMITS.deliveryDays).default(
      5,
    ),
    hsnCode: z.preprocess(
      blankAsNull,
      z
        .string()
        .trim()
        .regex(/^(\d{4}|\d{6}|\d{8})$/, { message: CATALOGUE_ADMIN_MSG.enterHsn })
        .nullable(),
    ),
    gstRate: z.preprocess(
      blankAsNull,
      z.coerce
        .number({ error: CATALOGUE_ADMIN_MSG.chooseGstRate })
        .refine((rate) => (GST_RATES as readonly number[]).includes(rate), {
          message: CATALOGUE_ADMIN_MSG.chooseGstRate,
        })
        .nullable(),
    ),
    attributes: z.array(adminAttributeSchema).max(PRODUCT_LIMITS.attributes).default([]),
    variations: z.array(adminVariationSchema).max(PRODUCT_LIMITS.variations).default([]),
    groupedItems: z.array(adminGroupedItemSchema).max(PRODUCT_LIMITS.groupedItems).default([]),
  })
  .superRefine((body, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (body.price === undefined && body.productType !== PRODUCT_TYPE.variable)
      issue(['price'], CATALOGUE_ADMIN_MSG.enterPrice);
    else if (!onSale(body.price, body.salePrice)) issue(['salePrice'], CATALOGUE_ADMIN_MSG.enterSalePrice);
    if (body.productType === PRODUCT_TYPE.grouped && body.groupedItems.length === 0)
      issue(['groupedItems'], CATALOGUE_ADMIN_MSG.addGroupedItem);
    if (body.productType !== PRODUCT_TYPE.variable) return;

    if (body.attributes.length === 0) issue(['attributes'], CATALOGUE_ADMIN_MSG.addAttribute);
    const names = new Set<string>();
    body.attributes.forEach((attribute, index) => {
      const key = attribute.name.toLowerCase();
      if (names.has(key)) issue(['attributes', index, 'name'], CATALOGUE_ADMIN_MSG.attributeRepeated);
      names.add(key);
    });
    if (body.variations.length === 0) issue(['variations'], CATALOGUE_ADMIN_MSG.addVariation);
    const skus = new Set([body.sku.toLowerCase()]);
    const combinations = new Set<string>();
    body.variations.forEach((variation, index) => {
      if (skus.has(variation.sku.toLowerCase()))
        issue(['variations', index, 'sku'], CATALOGUE_ADMIN_MSG.skuRepeated);
      skus.add(variation.sku.toLowerCase());
      if (!onSale(variation.price, variation.salePrice))
        issue(['variations', index, 'salePrice'], CATALOGUE_ADMIN_MSG.enterSalePrice);
      const chosen = body.attributes.map((attribute) => variation.attributes[attribute.name] ?? '');
      const missing = body.attributes.findIndex((attribute, at) => !attribute.terms.includes(chosen[at]!));
      if (missing >= 0) {
        issue(
          ['variations', index, 'attributes', body.attributes[missing]!.name],
          CATALOGUE_ADMIN_MSG.chooseTerm,
        );
        return;
      }
      const combination = JSON.stringify(chosen);
      if (combinations.has(combination))
        issue(['variations', index, 'attributes'], CATALOGUE_ADMIN_MSG.combinationRepeated);
      combinations.add(combination);
    });
  });
export type AdminProductForm = z.input<typeof adminProductBodySchema>;
export type AdminProductBody = z.output<typeof adminProductBodySchema>;

const savedVariationSchema = z.object({
  sku: z.string(),
  price: z.number(),
  salePrice: z.number().nullable(),
  stock: z.number().int(),
  image: z.string(),
  attributes: z.record(z.string(), z.string()),
});
export const adminProductSchema = z.object({
  id: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  status: z.enum(PRODUCT_STATUSES),
  title: z.string(),
  sku: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  keyFeatures: z.array(z.string()),
  specifications: z.array(z.object({ label: z.string(), value: z.string() })),
  categories: z.array(z.string()),
  images: z.array(z.string()),
  price: z.number(),
  salePrice: z.number().nullable(),
  stock: z.number().int(),
  /** Own stock of a simple or grouped product; the variations' sum for a variable one. */
  totalStock: z.number().int(),
  deliveryDays: z.number().int(),
  hsnCode: z.string().nullable(),
  gstRate: z.number().nullable(),
  attributes: z.array(z.object({ name: z.string(), terms: z.array(z.string()) })),
  variations: z.array(savedVariationSchema),
  groupedItems: z.array(z.object({ productId: z.string().nullable(), title: z.string(), image: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductResponseSchema = rowAnswer('product', adminProductSchema);
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
export const STOCK_FILTERS = ['low', 'out'] as const;
export const adminProductsQuerySchema = z.object({
  /** Title or SKU, of the product or a variation. */
  q: z.string().trim().max(100).optional(),
  type: z.enum(PRODUCT_TYPES).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  category: z.string().trim().max(80).optional(),
  /** low: at or below the shop's low-stock threshold (and above 0); out: none left. */
  stock: z.enum(STOCK_FILTERS).optional(),
  ...consolePaging(ADMIN_PRODUCTS_PAGE_SIZE, 100),
});
export type AdminProductsQuery = z.input<typeof adminProductsQuerySchema>;
export type AdminProductsFilter = z.output<typeof adminProductsQuerySchema>;

export const adminProductSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  sku: z.string(),
  image: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  status: z.enum(PRODUCT_STATUSES),
  /** The MRP; a variable product's cheapest variation price (with no sale price). */
  price: z.number(),
  salePrice: z.number().nullable(),
  totalStock: z.number().int(),
  variationCount: z.number().int(),
  categories: z.array(z.string()),
  updatedAt: z.string(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;
export const adminProductsResponseSchema = pageOf(adminProductSummarySchema).extend({
  /** The shop's low-stock threshold: a product at or below it is marked. */
  lowStockThreshold: z.number().int(),
});
export type AdminProductsResponse = z.infer<typeof adminProductsResponseSchema>;

export const adminProductStatusBodySchema = z.object({ status: z.enum(PRODUCT_STATUSES) });

/** `POST /api/admin/products/{id}/stock`: units in (positive) or out (negative), with why. */
export const adminStockAdjustBodySchema = z.object({
  /** The product's SKU, or a variation's. */
  sku,
  change: wholeNumber(CATALOGUE_ADMIN_MSG.enterChange, -PRODUCT_LIMITS.stock, PRODUCT_LIMITS.stock, {
    notWhole: CONSOLE_FIELD_MSG.wholeNumber,
    tooSmall: CONSOLE_FIELD_MSG.atLeast((-PRODUCT_LIMITS.stock).toLocaleString('en-IN')),
    tooLarge: unitsUpTo,
  }).refine((change) => change !== 0, { message: CATALOGUE_ADMIN_MSG.enterChange }),
  note: requiredText(CATALOGUE_ADMIN_MSG.enterNote, 300, CONSOLE_FIELD_MSG.tooLong(300)),
});
export type AdminStockAdjustForm = z.input<typeof adminStockAdjustBodySchema>;
export type AdminStockAdjustBody = z.output<typeof adminStockAdjustBodySchema>;

/** Why stock changed; the console names each. */
export const STOCK_MOVEMENT_REASONS = {
  order: 'Ordered',
  released: 'Payment not completed',
  retaken: 'Taken again for a late payment',
  cancelled: 'Order cancelled',
  manual: 'Adjusted',
  import: 'Imported',
} as const;
export type StockMovementReason = keyof typeof STOCK_MOVEMENT_REASONS;

export const stockMovementSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  sku: z.string(),
  delta: z.number().int(),
  reason: z.string(),
  orderId: z.string().nullable(),
  receiptId: z.string().nullable(),
  staffEmail: z.string().nullable(),
  note: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const adminStockHistoryQuerySchema = z.object(consolePaging(ADMIN_PRODUCTS_PAGE_SIZE, 100));
export const adminStockHistoryResponseSchema = pageOf(stockMovementSchema);
export type AdminStockHistoryResponse = z.infer<typeof adminStockHistoryResponseSchema>;
export const adminStockAdjustResponseSchema = z.object({
  message: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  totalStock: z.number().int(),
});

export const adminCategoryBodySchema = z.object({
  name: requiredText(CATALOGUE_ADMIN_MSG.enterCategoryName, 80, CONSOLE_FIELD_MSG.tooLong(80)),
  icon: optionalImageSchema,
  description: optionalText(1_000),
  position: wholeNumber(CATALOGUE_ADMIN_MSG.enterPosition, 0, 10_000).default(0),
  status: z.enum(TOGGLE_STATUSES).default('Active'),
});
export type AdminCategoryForm = z.input<typeof adminCategoryBodySchema>;
export type AdminCategoryBody = z.output<typeof adminCategoryBodySchema>;
export const adminCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  ...consolePlacement,
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoriesResponseSchema = z.object({ items: z.array(adminCategorySchema) });
export const adminCategoryResponseSchema = writeAnswer('category', adminCategorySchema);
export const adminIdParamsSchema = z.object({ id: z.guid({ message: ADMIN_MSG.notAnId }) });
