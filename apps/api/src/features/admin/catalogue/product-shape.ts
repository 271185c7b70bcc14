import {
  type AdminAttribute,
  type AdminProduct,
  type AdminProductBody,
  type AttributeTerm,
  PRODUCT_TYPE,
  type ProductStatus,
  type ProductType,
  paise,
  paiseToRupees,
  rupeesToPaise,
} from '@storefront/shared';
import type { ProductInput, ProductRow, VariationInput, VariationRow } from '../../catalogue/product-writer';

type StoredAttribute = ProductRow['attributes'][number];

const rupees = (amount: number) => paiseToRupees(paise(amount));
const rupeesOrNull = (amount: number | null) => (amount === null ? null : rupees(amount));

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'attribute';

/** The main image first, then the rest of the gallery, each once. */
export function imagesOf(row: Pick<ProductRow, 'image' | 'gallery'>): string[] {
  return [...new Set([row.image, ...row.gallery].filter(Boolean))];
}

/** A stored product and its variations as the console's form reads them. */
export function toAdminProduct(row: ProductRow, variationRows: VariationRow[]): AdminProduct {
  return {
    id: row.id,
    productType: row.productType as ProductType,
    status: row.status as ProductStatus,
    title: row.title,
    sku: row.sku,
    shortDescription: row.shortDescription,
    description: row.description,
    keyFeatures: row.keyFeatures,
    specifications: row.specifications,
    categories: row.categories,
    images: imagesOf(row),
    price: rupees(row.originalPricePaise),
    salePrice: rupeesOrNull(row.discountPricePaise),
    stock: row.stock,
    totalStock: row.totalStock,
    deliveryDays: row.deliveryDays,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate,
    attributes: row.attributes.map((attribute) => ({
      name: attribute.name,
      terms: attribute.selectedTerms.map((term) => term.name),
    })),
    variations: [...variationRows]
      .sort((a, b) => a.position - b.position)
      .map((variation) => ({
        sku: variation.sku,
        price: rupees(variation.pricePaise),
        salePrice: rupeesOrNull(variation.salePricePaise),
        stock: variation.stock,
        image: variation.imageUrl === row.image ? '' : variation.imageUrl,
        attributes: variation.attributes,
      })),
    groupedItems: row.groupedItems.map((item) => ({
      productId: item.product_id,
      title: item.title,
      image: item.image,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The form's attributes in the stored shape. A term or attribute that was saved before keeps
 * its id, colour swatch or image (the seed and import give those; the form edits names only).
 */
function storedAttributes(attributes: AdminAttribute[], before: StoredAttribute[]): StoredAttribute[] {
  return attributes.map((attribute) => {
    const previous = before.find((old) => old.name.toLowerCase() === attribute.name.toLowerCase());
    const slug = previous?.slug ?? slugOf(attribute.name);
    return {
      name: attribute.name,
      slug,
      selectedTerms: attribute.terms.map((name): AttributeTerm => {
        const kept = previous?.selectedTerms.find((term) => term.name === name);
        return kept ?? { id: `${slug}-${slugOf(name)}`, name };
      }),
    };
  });
}

/**
 * The form's body as the product writer's input. Stock is the body's opening stock for a new
 * product or variation and what is stored (`before`) for a saved one: a save never changes it.
 */
export function toProductInput(
  body: AdminProductBody,
  options: {
    categories: string[];
    before?: { row: ProductRow; variations: VariationRow[] };
    groupedImages?: Map<string, string>;
  },
): ProductInput & { variations: VariationInput[] } {
  const mainImage = body.images[0]!;
  const variable = body.productType === PRODUCT_TYPE.variable;
  const oldVariations = new Map((options.before?.variations ?? []).map((v) => [v.sku, v]));
  const variationInputs: VariationInput[] = variable
    ? body.variations.map((variation) => {
        const imageUrl = variation.image || mainImage;
        const old = oldVariations.get(variation.sku);
        return {
          sku: variation.sku,
          pricePaise: rupeesToPaise(variation.price),
          salePricePaise: variation.salePrice === null ? null : rupeesToPaise(variation.salePrice),
          stock: old ? old.stock : variation.stock,
          imageUrl,
          // the variation's own picture first, then the product's: the page shows them all
          galleryImages: [...new Set([imageUrl, ...body.images])],
          attributes: Object.fromEntries(
            body.attributes.map((a) => [a.name, variation.attributes[a.name] ?? '']),
          ),
        };
      })
    : [];
  const cheapest = variationInputs.reduce<number | null>(
    (low, v) => (low === null || v.pricePaise < low ? v.pricePaise : low),
    null,
  );
  return {
    title: body.title,
    image: mainImage,
    gallery: body.images,
    description: body.description,
    shortDescription: body.shortDescription,
    keyFeatures: body.keyFeatures,
    specifications: body.specifications,
    attributes: variable ? storedAttributes(body.attributes, options.before?.row.attributes ?? []) : [],
    groupedItems:
      body.productType === PRODUCT_TYPE.grouped
        ? body.groupedItems.map((item) => ({
            product_id: item.productId,
            title: item.title,
            image: item.image || (item.productId && options.groupedImages?.get(item.productId)) || mainImage,
          }))
        : [],
    productType: body.productType,
    status: body.status,
    // a variable product's own price is only a fallback (listings use its variations): the
    // cheapest variation's unless the form keeps one
    originalPricePaise: body.price === undefined ? (cheapest ?? 0) : rupeesToPaise(body.price),
    discountPricePaise:
      body.salePrice === null || (variable && body.price === undefined)
        ? null
        : rupeesToPaise(body.salePrice),
    stock: options.before ? options.before.row.stock : variable ? 0 : body.stock,
    sku: body.sku,
    categories: options.categories,
    deliveryDays: body.deliveryDays,
    hsnCode: body.hsnCode,
    gstRate: body.gstRate,
    rank: options.before?.row.rank ?? 0,
    variations: variationInputs,
  };
}
