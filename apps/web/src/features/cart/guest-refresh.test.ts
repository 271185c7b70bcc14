import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductLookup } from './api/get-product-record';
import { createGuestCartStore } from './guest-cart-store';
import { refreshGuestCart } from './guest-refresh';
import { guestLine, productRecord } from './test-lines';

afterEach(() => localStorage.clear());

const variation = {
  sku: 'V-50',
  price: 300,
  salePrice: 250,
  stock: 3,
  imageUrl: '/v50.svg',
  galleryImages: ['/v50-2.svg'],
  attributes: { Size: '50 ml' },
};

describe('refreshGuestCart', () => {
  it('takes name, prices, stock, status and images from the current records', async () => {
    const store = createGuestCartStore('test.refresh');
    store.add(guestLine({ quantity: 3 }));
    store.add(
      guestLine({ product_id: 'v', product_sku: 'V-50', product_type: 'Variable Product', product_price: 1 }),
    );
    store.add(guestLine({ product_id: 'v', product_sku: 'V-GONE', product_type: 'Variable Product' }));
    const lookUp = vi.fn(
      async (id: string): Promise<ProductLookup> =>
        id === 'p1'
          ? {
              kind: 'found',
              product: productRecord({
                title: 'Oud Royale II',
                originalPrice: 1500,
                discountPrice: null,
                totalStock: 7,
                image: '/new.svg',
              }),
            }
          : {
              kind: 'found',
              product: productRecord({
                product_id: 'v',
                product_type: 'Variable Product',
                variation: [variation],
              }),
            },
    );
    expect(await refreshGuestCart({ store, lookUp })).toEqual({ refreshed: 2, missing: 0, failed: 0 });
    // one call per product, not per line
    expect(lookUp).toHaveBeenCalledTimes(2);
    const [simple, chosen, gone] = store.getLines();
    expect(simple).toMatchObject({
      product_name: 'Oud Royale II',
      product_price: 1500,
      product_saleprice: null,
      product_stockstatus: 7,
      product_image: '/new.svg',
      quantity: 3,
    });
    expect(chosen).toMatchObject({
      product_price: 300,
      product_saleprice: 250,
      product_stockstatus: 3,
      product_image: '/v50.svg',
      product_gallery: ['/v50-2.svg'],
      product_status: 'Active',
    });
    expect(gone).toMatchObject({ product_status: 'Inactive', product_stockstatus: 0 });
  });

  it('flags a product that is gone and keeps a line whose refresh failed', async () => {
    const store = createGuestCartStore('test.refresh');
    store.add(guestLine());
    store.add(guestLine({ product_id: 'p2', product_sku: 'S2', product_name: 'Kept as stored' }));
    const before = store.getLines()[1];
    const lookUp = async (id: string): Promise<ProductLookup> =>
      id === 'p1' ? { kind: 'missing' } : { kind: 'failed' };
    expect(await refreshGuestCart({ store, lookUp })).toEqual({ refreshed: 0, missing: 1, failed: 1 });
    expect(store.getLines()[0]).toMatchObject({ product_status: 'Inactive' });
    expect(store.getLines()[1]).toEqual(before);
  });

  it('asks a few products at a time', async () => {
    const store = createGuestCartStore('test.refresh');
    for (let i = 0; i < 10; i++) store.add(guestLine({ product_id: `p${i}`, product_sku: `S${i}` }));
    let inFlight = 0;
    let most = 0;
    const lookUp = async (): Promise<ProductLookup> => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return { kind: 'failed' };
    };
    await refreshGuestCart({ store, lookUp, concurrency: 3 });
    expect(most).toBe(3);
  });

  it('leaves a line removed during the refresh removed', async () => {
    const store = createGuestCartStore('test.refresh');
    store.add(guestLine());
    const lookUp = async (): Promise<ProductLookup> => {
      store.remove('SKU-1');
      return { kind: 'found', product: productRecord({ title: 'New' }) };
    };
    await refreshGuestCart({ store, lookUp });
    expect(store.getLines()).toEqual([]);
  });
});
