import {
  type CartUnavailableReason,
  cartUnavailableMessage,
  MAX_UNITS_PER_LINE,
  MSG,
  ORDER_MSG,
  type Paise,
  PRODUCT_STATUSES,
  PRODUCT_TYPE,
  PRODUCT_TYPES,
  type ProductStatus,
  type ProductType,
  paise,
  paiseLineTotals,
  paiseToRupees,
  type ServerCartLine,
} from '@storefront/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './repository';

function knownStatus(status: string): ProductStatus {
  return (PRODUCT_STATUSES as readonly string[]).includes(status) ? (status as ProductStatus) : 'Inactive';
}
function knownType(type: string, fallback: ProductType): ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(type) ? (type as ProductType) : fallback;
}

/** Why the line cannot be ordered as it stands, or null. Order: the worst reason wins. */
function unavailableReason(
  { line, product, variation }: repo.CartViewRow,
  stock: number,
): CartUnavailableReason | null {
  if (!product) return 'deleted';
  if (product.status !== 'Active') return 'inactive';
  if (product.productType === PRODUCT_TYPE.variable && !variation) return 'variation_missing';
  if (stock <= 0) return 'out_of_stock';
  if (line.quantity > stock) return 'not_enough_stock';
  return null;
}

/**
 * A cart line as checkout and coupons read it: the spec's line, plus its unit prices in
 * paise straight from the product or variation record. Every amount is computed from the
 * paise; the rupee fields are only for the GET /cart answer.
 */
export type CartLine = ServerCartLine & { pricePaise: Paise; salePricePaise: Paise | null };

/** What a line shows of its product: the current product or variation record, or nothing left. */
type ProductPart = {
  pricePaise: Paise;
  salePricePaise: Paise | null;
  product_name: string;
  product_price: number;
  product_saleprice: number | null;
  product_stockstatus: number;
  product_status: ProductStatus;
  product_image: string;
  product_gallery: string[];
  description: string;
  short_description: string;
  category: string[];
  product_type: ProductType;
  variation_attributes: Record<string, string>;
  delivery_days: number;
};

function productPart(view: repo.CartViewRow, stock: number): ProductPart {
  const { line, product, variation } = view;
  if (!product) {
    // Only what the line itself kept is left of a deleted product.
    return {
      pricePaise: paise(0),
      salePricePaise: null,
      product_name: '',
      product_price: 0,
      product_saleprice: null,
      product_stockstatus: 0,
      product_status: 'Inactive',
      product_image: '',
      product_gallery: [],
      description: '',
      short_description: '',
      category: [],
      product_type: Object.keys(line.variationAttributes).length > 0 ? PRODUCT_TYPE.variable : 'Simple',
      variation_attributes: line.variationAttributes,
      delivery_days: 0,
    };
  }
  const pricePaise = paise(variation ? variation.pricePaise : product.originalPricePaise);
  const salePrice = variation ? variation.salePricePaise : product.discountPricePaise;
  const salePaise = salePrice == null ? null : paise(salePrice);
  return {
    pricePaise,
    salePricePaise: salePaise,
    product_name: product.title,
    product_price: paiseToRupees(pricePaise),
    product_saleprice: salePaise == null ? null : paiseToRupees(salePaise),
    product_stockstatus: stock,
    product_status: knownStatus(product.status),
    product_image: variation?.imageUrl || product.image,
    product_gallery:
      variation && variation.galleryImages.length > 0 ? variation.galleryImages : product.gallery,
    description: product.description,
    short_description: product.shortDescription,
    category: product.categories,
    product_type: knownType(product.productType, 'Simple'),
    variation_attributes: variation?.attributes ?? line.variationAttributes,
    delivery_days: product.deliveryDays,
  };
}

/**
 * A stored line as the spec's cart line, read from the current product or variation
 * record: a price or stock change shows at once. Lines of simple and grouped products are
 * found by product id; variable ones by the variation SKU.
 *
 * Written out field by field: an object spread followed by more fields (`{ ...common, a, b }`)
 * takes V8's slow path; with listCart's copy that cost about 20 µs a line, against well under
 * 1 µs written out (decision 0043). The fields keep the order the answer has always had.
 */
function toCartLine(view: repo.CartViewRow, shopId: string): CartLine {
  const { line, product, variation } = view;
  const stock = variation
    ? variation.stock
    : product && product.productType !== PRODUCT_TYPE.variable
      ? product.stock
      : 0;
  const reason = unavailableReason(view, stock);
  const shown = productPart(view, stock);
  return {
    id: line.id,
    product_id: line.productId,
    product_sku: line.productSku,
    typeofsimple: line.typeOfSimple,
    user_id: line.userId,
    user_name: line.userName,
    main_id: shopId,
    quantity: line.quantity,
    available: reason === null,
    unavailable_reason: reason,
    unavailable_msg: reason === null ? null : cartUnavailableMessage(reason, stock),
    pricePaise: shown.pricePaise,
    salePricePaise: shown.salePricePaise,
    product_name: shown.product_name,
    product_price: shown.product_price,
    product_saleprice: shown.product_saleprice,
    product_stockstatus: shown.product_stockstatus,
    product_status: shown.product_status,
    product_image: shown.product_image,
    product_gallery: shown.product_gallery,
    description: shown.description,
    short_description: shown.short_description,
    category: shown.category,
    product_type: shown.product_type,
    variation_attributes: shown.variation_attributes,
    delivery_days: shown.delivery_days,
  };
}

/** The customer's cart, oldest line first. The one way checkout and coupons read a cart. */
export async function readCart(db: Db, shopId: string, userId: string): Promise<CartLine[]> {
  const rows = await repo.listCartView(db, shopId, userId);
  return rows.map((row) => toCartLine(row, shopId));
}

/** The spec's line without the paise prices (written out for the same reason as toCartLine). */
function serverLine(line: CartLine): ServerCartLine {
  return {
    id: line.id,
    product_id: line.product_id,
    product_sku: line.product_sku,
    typeofsimple: line.typeofsimple,
    user_id: line.user_id,
    user_name: line.user_name,
    main_id: line.main_id,
    quantity: line.quantity,
    available: line.available,
    unavailable_reason: line.unavailable_reason,
    unavailable_msg: line.unavailable_msg,
    product_name: line.product_name,
    product_price: line.product_price,
    product_saleprice: line.product_saleprice,
    product_stockstatus: line.product_stockstatus,
    product_status: line.product_status,
    product_image: line.product_image,
    product_gallery: line.product_gallery,
    description: line.description,
    short_description: line.short_description,
    category: line.category,
    product_type: line.product_type,
    variation_attributes: line.variation_attributes,
    delivery_days: line.delivery_days,
  };
}

/** GET /cart/{userId}: the lines as the spec sends them, prices in rupees. */
export async function listCart(db: Db, shopId: string, userId: string): Promise<ServerCartLine[]> {
  return (await readCart(db, shopId, userId)).map(serverLine);
}

/** Sale total of the lines that can be ordered, in paise. */
export async function cartSaleTotalPaise(db: Db, shopId: string, userId: string): Promise<Paise> {
  return paiseLineTotals(await readCart(db, shopId, userId)).totalPaise;
}

/**
 * Adds a line from what the database says about the product: the body only names the
 * product, the SKU (which picks the variation) and the quantity, capped at the stock.
 */
export async function addLine(
  db: Db,
  shopId: string,
  userId: string,
  body: { product_id: string; product_sku: string; quantity: number },
): Promise<void> {
  const product = await repo.findAddTarget(db, shopId, userId, body.product_id, body.product_sku);
  if (!product) throw AppError.notFound(MSG.productNotFound);
  const variable = product.productType === PRODUCT_TYPE.variable;
  const variation = variable ? product.variation : null;
  if (variable && !variation) throw AppError.notFound(MSG.cartVariationUnavailable);
  if (!variable && product.sku !== body.product_sku) throw AppError.notFound(MSG.productNotFound);
  const stock = variation ? variation.stock : product.stock;
  if (stock <= 0) throw AppError.conflict(MSG.cartOutOfStock);
  if (product.inCart) throw AppError.conflict(MSG.productAlreadyInCart);

  const inserted = await repo.insertLine(db, {
    shopId,
    userId,
    productId: product.id,
    productSku: body.product_sku,
    quantity: Math.min(body.quantity, stock),
    variationAttributes: variation?.attributes ?? {},
    userName: repo.userNameOf(shopId, userId),
    typeOfSimple: '',
  });
  // Lost a race with the same add from another tab: the unique index kept one line.
  if (!inserted) throw AppError.conflict(MSG.productAlreadyInCart);
}

/** One step up or down; the refusal says why (not the customer's line, below 1, the line cap, stock). */
export async function stepQuantity(
  db: Db,
  shopId: string,
  userId: string,
  lineId: string,
  action: 'increase' | 'decrease',
  sku: string | undefined,
): Promise<{ id: string; quantity: number }> {
  const changed = await repo.stepQuantity(db, shopId, userId, lineId, action, sku);
  if (changed) return changed;
  const [view] = await repo.listCartView(db, shopId, userId, lineId);
  if (!view || (sku !== undefined && view.line.productSku !== sku)) {
    throw AppError.notFound(MSG.cartLineNotFound);
  }
  if (action === 'decrease') throw AppError.conflict(MSG.quantityBelowOne);
  if (view.line.quantity >= MAX_UNITS_PER_LINE) throw AppError.conflict(ORDER_MSG.maxUnitsPerLine);
  const line = toCartLine(view, shopId);
  const reason = line.unavailable_reason;
  if (reason && reason !== 'not_enough_stock')
    throw AppError.conflict(line.unavailable_msg ?? MSG.cartOutOfStock);
  throw AppError.conflict(MSG.cartOnlyInStock(line.product_stockstatus));
}
