import type { CartLineInput, Product, Variation } from '@storefront/shared';
import { SHOP_ID } from '@/lib/config';
import type { StoredUser } from '@/lib/stored-user';

/**
 * Builds the spec's cart line from a product, or from one of its variations. Prices are
 * the catalogue's; the server re-reads them at checkout, so nothing here is trusted.
 */
export function buildCartLine(
  product: Product,
  variation: Variation | null,
  user: StoredUser | null,
): CartLineInput {
  const name = user?.full_name || user?.name || '';
  return {
    product_id: product.product_id,
    product_sku: variation?.sku ?? product.sku,
    product_name: product.title,
    product_price: variation?.price ?? product.originalPrice,
    product_saleprice: variation ? variation.salePrice : product.discountPrice,
    product_stockstatus: variation?.stock ?? product.totalStock,
    product_status: 'Active',
    product_image: variation?.imageUrl || product.image,
    product_gallery:
      variation && variation.galleryImages.length > 0 ? variation.galleryImages : product.gallery,
    description: product.description,
    short_description: product.short_description,
    category: product.category,
    product_type: product.product_type,
    variation_attributes: variation?.attributes ?? {},
    typeofsimple: '',
    user_id: user?.user_id ?? '',
    user_name: name,
    delivery_days: product.delivery_days,
    main_id: SHOP_ID,
    quantity: 1,
  };
}
