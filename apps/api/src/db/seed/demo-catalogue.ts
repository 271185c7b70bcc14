import { PRODUCT_TYPE } from '@storefront/shared';
import type { ProductInput } from '../../features/catalogue/product-writer';
import catalogue from './demo-catalogue.json' with { type: 'json' };
import { type DemoKey, demoId } from './demo-ids';

const DAY = 24 * 60 * 60 * 1000;
/** Demo dates count back from a fixed day, so "Newest Arrivals" is the same on every machine. */
const EPOCH = Date.UTC(2026, 10, 1);
const daysAgo = (days: number) => new Date(EPOCH - days * DAY);
const rupees = (amount: number) => Math.round(amount * 100);
const paiseOrNull = (amount: number | null | undefined) => (amount == null ? null : rupees(amount));

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

export const media = (kind: string, name: string) => `/api/media/${kind}/${slugify(name)}.svg`;

type Family = { kind: string; features: string[]; specifications: { label: string; value: string }[] };

/** What every demo product in demo-catalogue.json names; prices in rupees, ages in days before EPOCH. */
type ProductSpec = {
  /** Names a product that journeys, tests and other seed rows look up by `demoIds(shopId)`. */
  key?: DemoKey;
  sku: string;
  title: string;
  family: string;
  /** The picture's kind when it is not the family's (a gift set of attars). */
  kind?: string;
  categories: string[];
  mrp: number;
  sale?: number | null;
  stock?: number;
  days: number;
  age: number;
  blurb: string;
  status?: 'Active' | 'Inactive' | 'Draft';
};

type VariableSpec = ProductSpec & {
  /** Pictures after the main one, by name. */
  gallery?: string[];
  attributes: {
    name: string;
    slug: string;
    terms: { id: string; name: string; color?: string; swatch?: boolean }[];
  }[];
  variations: {
    sku: string;
    mrp: number;
    sale: number | null;
    stock: number;
    image: string;
    attributes: Record<string, string>;
  }[];
};

type GroupedSpec = ProductSpec & { items: { key?: DemoKey; title: string; kind: string }[] };

const DEMO = catalogue as {
  families: Record<string, Family>;
  simple: ProductSpec[];
  variable: VariableSpec[];
  grouped: GroupedSpec[];
  categories: { name: string; description: string; status?: string }[];
};

function familyOf(spec: ProductSpec): Family {
  const family = DEMO.families[spec.family];
  if (!family) throw new Error(`demo product ${spec.sku}: unknown family ${spec.family}`);
  return family;
}

const pictureKind = (spec: ProductSpec) => spec.kind ?? familyOf(spec).kind;

/** The fields every product type shares, from its spec. */
function product(shopId: string, spec: ProductSpec, rank: number) {
  const family = familyOf(spec);
  return {
    ...(spec.key ? { id: demoId(shopId, spec.key) } : {}),
    title: spec.title,
    image: media(pictureKind(spec), spec.title),
    shortDescription: spec.blurb,
    description: `${spec.blurb} ${spec.title} is prepared in small batches and packed by hand in our Jaipur studio. Every order is checked before it leaves us, and arrives in protective, plastic-free packaging.`,
    keyFeatures: family.features,
    specifications: family.specifications,
    status: spec.status ?? 'Active',
    originalPricePaise: rupees(spec.mrp),
    discountPricePaise: paiseOrNull(spec.sale),
    ...(spec.stock === undefined ? {} : { stock: spec.stock }),
    sku: spec.sku,
    categories: spec.categories,
    deliveryDays: spec.days,
    rank,
    createdAt: daysAgo(spec.age),
    ...demoTax(spec.categories),
  };
}

function simple(shopId: string, spec: ProductSpec, rank: number): ProductInput {
  const base = product(shopId, spec, rank);
  return {
    ...base,
    gallery: [base.image, media(pictureKind(spec), `${spec.title} detail`)],
    productType: PRODUCT_TYPE.simple,
  };
}

function variable(shopId: string, spec: VariableSpec, rank: number): ProductInput {
  const base = product(shopId, spec, rank);
  const kind = pictureKind(spec);
  return {
    ...base,
    ...(spec.gallery ? { gallery: [base.image, ...spec.gallery.map((name) => media(kind, name))] } : {}),
    productType: PRODUCT_TYPE.variable,
    attributes: spec.attributes.map(({ name, slug, terms }) => ({
      name,
      slug,
      selectedTerms: terms.map(({ swatch, ...term }) =>
        swatch ? { ...term, image: `/api/media/swatch/${slugify(term.name)}.svg` } : term,
      ),
    })),
    variations: spec.variations.map((variation) => ({
      sku: variation.sku,
      pricePaise: rupees(variation.mrp),
      salePricePaise: paiseOrNull(variation.sale),
      stock: variation.stock,
      imageUrl: media(kind, variation.image),
      attributes: variation.attributes,
    })),
  };
}

function grouped(shopId: string, spec: GroupedSpec, rank: number): ProductInput {
  return {
    // a gift box is pictured as a gift set, whatever its scent family
    ...product(shopId, { ...spec, kind: 'giftset' }, rank),
    productType: PRODUCT_TYPE.grouped,
    groupedItems: spec.items.map((item) => ({
      product_id: item.key ? demoId(shopId, item.key) : null,
      title: item.title,
      image: media(item.kind, item.title),
    })),
  };
}

/**
 * HSN code and GST rate by the demo product's main category: perfumes, attars and mists
 * 3303 at 18%, incense sticks 3307 at 5%, gemstones 7103 and rudraksha malas 7117 at 3%,
 * copper yantras 7419 at 18%.
 */
function demoTax(categories: string[]): { hsnCode: string; gstRate: number } {
  if (categories.includes('Gemstones')) return { hsnCode: '7103', gstRate: 3 };
  if (categories.includes('Rudraksha & Malas')) return { hsnCode: '7117', gstRate: 3 };
  if (categories.includes('Yantras')) return { hsnCode: '7419', gstRate: 18 };
  if (categories.includes('Incense') && !categories.includes('Perfume'))
    return { hsnCode: '3307', gstRate: 5 };
  return { hsnCode: '3303', gstRate: 18 };
}

/**
 * The demo catalogue (demo-catalogue.json): 45 products, of which 3 are never shown (inactive
 * or draft). Simple products rank 10, 20, ...; the variable ones from 5 and the grouped ones
 * from 15, between them.
 */
export function demoProducts(shopId: string): ProductInput[] {
  return [
    ...DEMO.simple.map((spec, index) => simple(shopId, spec, (index + 1) * 10)),
    ...DEMO.variable.map((spec, index) => variable(shopId, spec, 5 + index)),
    ...DEMO.grouped.map((spec, index) => grouped(shopId, spec, 15 + index)),
  ];
}

export const DEMO_CATEGORIES = DEMO.categories;
