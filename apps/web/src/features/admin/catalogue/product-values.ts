import { type AdminProduct, type AdminProductForm, PRODUCT_TYPE } from '@storefront/shared';
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';

/** A new product starts as a Simple, Active one with the shop's usual five delivery days. */
export const emptyProduct = (): AdminProductForm => ({
  productType: PRODUCT_TYPE.simple,
  status: 'Active',
  title: '',
  sku: '',
  shortDescription: '',
  description: '',
  keyFeatures: [],
  specifications: [],
  categories: [],
  images: [],
  price: '',
  salePrice: '',
  stock: 0,
  deliveryDays: 5,
  hsnCode: '',
  gstRate: '',
  attributes: [],
  variations: [],
  groupedItems: [],
});

/** The form's values for a saved product; boxes hold text, so "none" is an empty box. */
export function productFormValues(product: AdminProduct): AdminProductForm {
  // a variable product's own price is its cheapest variation's, which the server works out
  const variable = product.productType === PRODUCT_TYPE.variable;
  return {
    productType: product.productType,
    status: product.status,
    title: product.title,
    sku: product.sku,
    shortDescription: product.shortDescription,
    description: product.description,
    keyFeatures: product.keyFeatures,
    specifications: product.specifications,
    categories: product.categories,
    images: product.images,
    price: variable ? '' : product.price,
    salePrice: variable ? '' : (product.salePrice ?? ''),
    stock: product.stock,
    deliveryDays: product.deliveryDays,
    hsnCode: product.hsnCode ?? '',
    gstRate: product.gstRate ?? '',
    attributes: product.attributes,
    variations: product.variations.map((variation) => ({
      ...variation,
      salePrice: variation.salePrice ?? '',
    })),
    groupedItems: product.groupedItems.map((item) => ({ ...item, productId: item.productId ?? '' })),
  };
}

const LISTS = new Set(['categories', 'images', 'keyFeatures', 'specifications', 'attributes', 'variations']);
const TOP = new Set(Object.keys(emptyProduct()));

/**
 * The form input that shows the server's message for one of its field names: an entry of a
 * list shown as a whole (a category, an image) shows under the list, a variation's chosen term
 * under the variation's attribute selects.
 */
export function productFieldOf(name: string): string | undefined {
  const parts = name.split('.');
  const [top, index, field] = parts;
  if (!top || !TOP.has(top)) return undefined;
  if (parts.length === 1) return top;
  if (top === 'variations' && field === 'attributes') return `variations.${index}.attributes`;
  if ((top === 'variations' || top === 'attributes' || top === 'groupedItems') && field)
    return `${top}.${index}.${field}`;
  if (top === 'groupedItems') return top;
  return LISTS.has(top) ? top : undefined;
}

export const productFieldMap = (names: string[]) =>
  Object.fromEntries(
    names.flatMap((name) => {
      const field = productFieldOf(name);
      return field ? [[name, field]] : [];
    }),
  );

/** The first message anywhere in an error of a list or an object (its own, its root's, an entry's). */
export function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as Partial<FieldError>).message;
  if (typeof own === 'string' && own) return own;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref') continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

export type ProductErrors = FieldErrors<AdminProductForm & FieldValues>;
