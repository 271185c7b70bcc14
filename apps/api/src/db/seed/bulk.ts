import { PRODUCT_TYPE } from '@storefront/shared';
import type { ProductInput } from '../../features/catalogue/product-writer';
import { insertProducts } from '../../features/catalogue/product-writer';
import type { Db } from '../client';
import { shopProductCount } from './demo';
import { slugify } from './demo-catalogue';
import { catalogueSeeded } from './statistics';

const NOTES = [
  'Oud',
  'Rose',
  'Sandal',
  'Jasmine',
  'Vetiver',
  'Amber',
  'Musk',
  'Saffron',
  'Neroli',
  'Tuberose',
  'Citrus',
  'Lavender',
  'Patchouli',
  'Cardamom',
  'Kewda',
  'Champa',
  'Marigold',
  'Lotus',
];
const MOODS = [
  'Royal',
  'Midnight',
  'Monsoon',
  'Golden',
  'Velvet',
  'Silk Route',
  'Desert',
  'Temple',
  'Garden',
  'Coastal',
  'Himalayan',
  'Mughal',
  'Moonlit',
  'Dawn',
];
const FORMS = [
  'Attar',
  'Eau de Parfum',
  'Eau de Toilette',
  'Body Mist',
  'Perfume Oil',
  'Incense Sticks',
  'Mala',
  'Yantra',
  'Bracelet',
];
const SIZES = ['6 ml', '10 ml', '12 ml', '30 ml', '50 ml', '100 ml'];
const CATEGORY_BY_FORM: Record<string, string[]> = {
  Attar: ['Perfume', 'Oriental'],
  'Eau de Parfum': ['Perfume', 'Eau de Parfum'],
  'Eau de Toilette': ['Perfume', 'Eau de Toilette', 'Fresh'],
  'Body Mist': ['Perfume', 'Fresh'],
  'Perfume Oil': ['Perfume', 'Woody'],
  'Incense Sticks': ['Incense'],
  Mala: ['Rudraksha & Malas'],
  Yantra: ['Yantras'],
  Bracelet: ['Gemstones', 'Unisex'],
};
const KIND_BY_FORM: Record<string, string> = {
  'Incense Sticks': 'incense',
  Mala: 'mala',
  Yantra: 'yantra',
  Bracelet: 'gem',
};

/** A deterministic pseudo-random sequence, so two runs build the same catalogue. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function generatedProduct(index: number): ProductInput {
  const random = sequence(index + 1);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const note = pick(NOTES);
  const mood = pick(MOODS);
  const form = pick(FORMS);
  const title = `${mood} ${note} ${form} No. ${index + 1}`;
  const kind = KIND_BY_FORM[form] ?? 'bottle';
  const image = `/api/media/${kind}/${slugify(`${mood} ${note} ${form}`)}.svg`;
  // Prices spread over every listing band: ₹99 to ₹5,999.
  const mrpRupees = 99 + Math.floor(random() * 59) * 100;
  const onSale = random() < 0.4;
  const salePaise = onSale ? Math.round(mrpRupees * (0.7 + random() * 0.2)) * 100 : null;
  const categories = [...(CATEGORY_BY_FORM[form] ?? ['Perfume']), ...(random() < 0.3 ? ['Unisex'] : [])];
  const base: ProductInput = {
    title,
    image,
    shortDescription: `${note} ${form.toLowerCase()} with a ${mood.toLowerCase()} character.`,
    description: `A ${form.toLowerCase()} built around ${note.toLowerCase()}, made in small batches.`,
    keyFeatures: ['Made in India', 'Small batch'],
    specifications: [{ label: 'Family', value: note }],
    productType: PRODUCT_TYPE.simple,
    originalPricePaise: mrpRupees * 100,
    discountPricePaise: salePaise,
    stock: random() < 0.05 ? 0 : Math.floor(random() * 80),
    sku: `GEN-${index + 1}`,
    categories,
    deliveryDays: 2 + Math.floor(random() * 6),
    rank: 1000 + index,
    createdAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 600) * 24 * 60 * 60 * 1000),
  };
  if (random() < 0.3 && kind === 'bottle') {
    // Two or three neighbouring sizes, as a shop would stock them.
    const first = Math.floor(random() * (SIZES.length - 2));
    const sizes = SIZES.slice(first, first + 2 + Math.floor(random() * 2));
    return {
      ...base,
      productType: PRODUCT_TYPE.variable,
      attributes: [
        {
          name: 'Size',
          slug: 'size',
          selectedTerms: sizes.map((size) => ({ id: slugify(size), name: size })),
        },
      ],
      variations: sizes.map((size, position) => ({
        sku: `GEN-${index + 1}-${position + 1}`,
        pricePaise: (mrpRupees + position * 300) * 100,
        salePricePaise: onSale ? Math.round((mrpRupees + position * 300) * 0.85) * 100 : null,
        stock: Math.floor(random() * 40),
        imageUrl: image,
        attributes: { Size: size },
      })),
    };
  }
  return base;
}

/**
 * Adds generated products until the shop has `target` products (demo included), in large
 * chunks inside one transaction per chunk group. Returns how many were added.
 */
export async function fillCatalogue(
  db: Db,
  shopId: string,
  target: number,
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  const existing = await shopProductCount(db, shopId);
  const missing = Math.max(0, target - existing);
  const BATCH = 5000;
  for (let start = 0; start < missing; start += BATCH) {
    const size = Math.min(BATCH, missing - start);
    const batch = Array.from({ length: size }, (_, offset) => generatedProduct(existing + start + offset));
    await db.transaction(async (tx) => {
      await insertProducts(tx, shopId, batch);
    });
    onProgress?.(start + size, missing);
  }
  if (missing > 0) await catalogueSeeded(db);
  return missing;
}
