import {
  type Category,
  type GroupedItem,
  type Marquee,
  type Offer,
  type Product,
  type ProductCard,
  type ProductStatus,
  type ProductType,
  paise,
  paiseToRupees,
  productPriceMrp,
  type Slider,
} from '@storefront/shared';
import type { categories, marqueeHeadings, offers, products, sliders } from '../../db/schema';
import type { DetailVariation } from './repository';

/** The columns a product card needs; listings select only these. */
export type ProductCardRow = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'title'
  | 'image'
  | 'shortDescription'
  | 'productType'
  | 'status'
  | 'originalPricePaise'
  | 'discountPricePaise'
  | 'pricePaise'
  | 'stock'
  | 'totalStock'
  | 'sku'
  | 'categories'
  | 'deliveryDays'
  | 'createdAt'
> & { priceMrpPaise: number };

/** Database rows to the spec's field names: paise become rupees, categories become `category`. */
export function toProductCard(row: ProductCardRow): ProductCard {
  return cardWithMrp(row, row.priceMrpPaise);
}

function cardWithMrp(row: Omit<ProductCardRow, 'priceMrpPaise'>, priceMrpPaise: number): ProductCard {
  return {
    product_id: row.id,
    title: row.title,
    image: row.image,
    short_description: row.shortDescription,
    product_type: row.productType as ProductType,
    status: row.status as ProductStatus,
    originalPrice: paiseToRupees(paise(row.originalPricePaise)),
    discountPrice: row.discountPricePaise == null ? null : paiseToRupees(paise(row.discountPricePaise)),
    price: paiseToRupees(paise(row.pricePaise)),
    priceMrp: paiseToRupees(paise(priceMrpPaise)),
    stock: row.stock,
    totalStock: row.totalStock,
    sku: row.sku,
    category: row.categories,
    delivery_days: row.deliveryDays,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The full product. `activeIds` are the grouped items' linked products that are Active:
 * an item linked to any other product (inactive, deleted, another shop's) is left out, so
 * no call shows an inactive product. Items without a link are the package's own and stay.
 */
export function toProduct(
  row: typeof products.$inferSelect,
  variationRows: readonly DetailVariation[],
  activeIds: ReadonlySet<string>,
): Product {
  const variations = [...variationRows].sort((a, b) => a.position - b.position);
  const priceMrpPaise = productPriceMrp({
    product_type: row.productType,
    originalPrice: row.originalPricePaise,
    variation: variations.map((v) => ({ price: v.pricePaise, salePrice: v.salePricePaise })),
  });
  // Object.assign onto the card rather than `{ ...card, gallery, … }`: V8's path for a spread
  // followed by more fields made this mapping about 30 µs of an uncached product answer
  // (decision 0043 found the same in the cart).
  return Object.assign(cardWithMrp(row, priceMrpPaise), {
    gallery: row.gallery,
    description: row.description,
    key_features: row.keyFeatures,
    specifications: row.specifications,
    attribute: row.attributes,
    variation: variations.map((v) => ({
      sku: v.sku,
      price: paiseToRupees(paise(v.pricePaise)),
      salePrice: v.salePricePaise == null ? null : paiseToRupees(paise(v.salePricePaise)),
      stock: v.stock,
      imageUrl: v.imageUrl,
      galleryImages: v.galleryImages,
      attributes: v.attributes,
    })),
    grouped_product: row.groupedItems
      .filter((item) => item.product_id == null || activeIds.has(item.product_id))
      .map(
        (item): GroupedItem => ({
          product_id: item.product_id ?? null,
          title: item.title,
          image: item.image,
        }),
      ),
  });
}

export function toCategory(row: typeof categories.$inferSelect): Category {
  return {
    id: row.id,
    category: row.name,
    name: row.name,
    category_name: row.name,
    icon: row.icon,
    status: row.status,
    position: row.position,
    description: row.description,
  };
}

export function toSlider(
  row: typeof sliders.$inferSelect,
  product: { id: string; title: string } | undefined,
): Slider {
  return {
    id: row.id,
    slider_name: row.sliderName,
    offer_name: row.offerName,
    description: row.description,
    price: row.pricePaise == null ? null : paiseToRupees(paise(row.pricePaise)),
    cutOffPrice: row.cutOffPricePaise == null ? null : paiseToRupees(paise(row.cutOffPricePaise)),
    image: row.image,
    background_image: row.backgroundImage,
    product: product ? { product_id: product.id, title: product.title } : null,
  };
}

export function toOffer(row: typeof offers.$inferSelect): Offer {
  return { id: row.id, image: row.image, title: row.title, description: row.description, link: row.link };
}

export function toMarquee(row: typeof marqueeHeadings.$inferSelect): Marquee {
  return { id: row.id, heading: row.heading };
}
