import { and, eq } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { coupons } from '../../apps/api/src/db/schema';
import { insertProducts, type ProductInput } from '../../apps/api/src/features/catalogue/product-writer';
import { sizedVariations } from '../../apps/api/src/test/fixtures';

/**
 * What the cart journeys need beyond the demo catalogue: two coupons with known codes, a
 * simple product and a variable product with stock to spare, and fifty products for the
 * long-cart measurement. Written through the API's own product writer. Idempotent.
 */
export const CART_FIXTURES = {
  coupon: 'CARTE2E10',
  couponPercent: 10,
  expiredCoupon: 'CARTE2EOLD',
  simpleTitle: 'E2E Amber Attar',
  variableTitle: 'E2E Sandal Mist',
  bulkCategory: 'E2E Bulk',
  bulkCount: 50,
} as const;

const image = (slug: string) => `/api/media/bottle/${slug}.svg`;

export async function seedCartFixtures(db: Db, shopId: string): Promise<boolean> {
  const existing = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.shopId, shopId), eq(coupons.code, CART_FIXTURES.coupon)));
  if (existing.length > 0) return false;

  await db.insert(coupons).values([
    { shopId, code: CART_FIXTURES.coupon, percentageOffer: CART_FIXTURES.couponPercent },
    {
      shopId,
      code: CART_FIXTURES.expiredCoupon,
      priceOfferPaise: 10_000,
      endsAt: new Date(Date.now() - 86_400_000),
    },
  ]);

  const products: ProductInput[] = [
    {
      title: CART_FIXTURES.simpleTitle,
      image: image('e2e-amber-attar'),
      productType: 'Simple',
      originalPricePaise: 120_000,
      discountPricePaise: 99_900,
      stock: 6,
      sku: 'E2E-AMBER',
      categories: ['Perfume', 'Woody'],
      deliveryDays: 4,
      shortDescription: 'A warm amber attar.',
    },
    {
      title: CART_FIXTURES.variableTitle,
      image: image('e2e-sandal-mist'),
      productType: 'Variable Product',
      originalPricePaise: 80_000,
      stock: 0,
      sku: 'E2E-SANDAL',
      categories: ['Perfume', 'Fresh'],
      deliveryDays: 6,
      ...sizedVariations('E2E-SANDAL', 'e2e-', [
        {
          ml: 50,
          pricePaise: 80_000,
          salePricePaise: 64_900,
          stock: 5,
          imageUrl: image('e2e-sandal-mist-50'),
        },
        {
          ml: 100,
          pricePaise: 140_000,
          salePricePaise: null,
          stock: 3,
          imageUrl: image('e2e-sandal-mist-100'),
        },
      ]),
    },
    ...Array.from({ length: CART_FIXTURES.bulkCount }, (_, index): ProductInput => {
      const n = String(index + 1).padStart(2, '0');
      return {
        title: `E2E Bulk Attar ${n}`,
        image: image(`e2e-bulk-${n}`),
        productType: 'Simple',
        originalPricePaise: 50_000 + index * 1_000,
        discountPricePaise: 45_000 + index * 1_000,
        stock: 20,
        sku: `E2E-BULK-${n}`,
        categories: [CART_FIXTURES.bulkCategory],
        deliveryDays: 3 + (index % 5),
      };
    }),
  ];
  await insertProducts(db, shopId, products);
  return true;
}
