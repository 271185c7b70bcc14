import type { Product, ProductCard, Variation } from '@storefront/shared';

export function cardFixture(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    product_id: '0b9f8c3e-1d2a-4c5b-8e7f-0123456789ab',
    title: 'Oud Royale Attar',
    image: '/api/media/products/oud.svg',
    short_description: 'Deep, smoky oud.',
    product_type: 'Simple',
    status: 'Active',
    originalPrice: 1499,
    discountPrice: 1199,
    price: 1199,
    priceMrp: 1499,
    stock: 5,
    totalStock: 5,
    sku: 'OUD-001',
    category: ['Woody'],
    delivery_days: 4,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function productFixture(overrides: Partial<Product> = {}): Product {
  return {
    ...cardFixture(),
    gallery: [],
    description: 'A long description.',
    key_features: ['Long lasting'],
    specifications: [{ label: 'Volume', value: '12 ml' }],
    attribute: [],
    variation: [],
    grouped_product: [],
    ...overrides,
  };
}

type Size = Omit<Variation, 'sku' | 'galleryImages' | 'attributes'> & { ml: number };

/** A "Size" attribute and one variation a size (SKU `<sku>-<ml>`), from one list so that they agree. */
function sizes(sku: string, list: Size[]): Pick<Product, 'attribute' | 'variation'> {
  const name = (ml: number) => `${ml} ml`;
  return {
    attribute: [
      { name: 'Size', slug: 'size', selectedTerms: list.map(({ ml }) => ({ id: `s${ml}`, name: name(ml) })) },
    ],
    variation: list.map(({ ml, ...rest }) => ({
      sku: `${sku}-${ml}`,
      ...rest,
      galleryImages: [],
      attributes: { Size: name(ml) },
    })),
  };
}

export const variableProduct = productFixture({
  product_id: '1c9f8c3e-1d2a-4c5b-8e7f-0123456789ab',
  title: 'Rose Musk Eau de Parfum',
  product_type: 'Variable Product',
  sku: 'ROSE',
  originalPrice: 900,
  discountPrice: null,
  price: 850,
  priceMrp: 900,
  ...sizes('ROSE', [
    { ml: 50, price: 900, salePrice: 850, stock: 4, imageUrl: '/api/media/rose-50.svg' },
    { ml: 100, price: 1600, salePrice: null, stock: 2, imageUrl: '/api/media/rose-100.svg' },
  ]),
});
