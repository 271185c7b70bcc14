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
      attributes: choicesByPosition(product.attributes, variation.attributes),
    })),
    groupedItems: product.groupedItems.map((item) => ({ ...item, productId: item.productId ?? '' })),
  };
}

/**
 * A variation's chosen terms. The API keys them by attribute name; while the form is open they
 * are keyed by the attribute's position instead, so renaming an attribute (Size to Volume)
 * keeps every variation's choice. The form names them again when it checks what it sends.
 */
export type Choices = Record<string, string>;
type NamedAttribute = { name: string };

export function choicesByPosition(attributes: readonly NamedAttribute[], byName: Choices): Choices {
  const choices: Choices = {};
  attributes.forEach((attribute, at) => {
    const term = byName[attribute.name];
    if (term) choices[at] = term;
  });
  return choices;
}

export function choicesByName(attributes: readonly NamedAttribute[] = [], byPosition: Choices = {}): Choices {
  const choices: Choices = {};
  attributes.forEach((attribute, at) => {
    const term = byPosition[at];
    if (term) choices[attribute.name] = term;
  });
  return choices;
}

/** The choices once the attribute at `removed` is gone: those of the attributes after it move up one place. */
export function choicesWithout(choices: Choices, removed: number): Choices {
  if (!Object.keys(choices).some((at) => Number(at) >= removed)) return choices;
  const left: Choices = {};
  for (const [at, term] of Object.entries(choices)) {
    const position = Number(at);
    if (position !== removed) left[position > removed ? position - 1 : position] = term;
  }
  return left;
}

/**
 * What a chosen term becomes when its attribute's terms are edited: itself while it is still
 * there; the term now in its place when there are as many terms as before (it was renamed, as
 * "12 ml" typed on into "12 ml (large)"); else nothing, as it was removed.
 */
export function carriedTerm(before: readonly string[], after: readonly string[], term: string): string {
  if (after.includes(term)) return term;
  const renamed = before.length === after.length ? after[before.indexOf(term)] : undefined;
  return renamed !== undefined && !before.includes(renamed) ? renamed : '';
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
