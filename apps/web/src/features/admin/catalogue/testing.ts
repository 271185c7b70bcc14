import type { AdminCategory, AdminProduct, AdminStockHistoryResponse } from '@storefront/shared';

export const PRODUCT_ID = '00000000-0000-4000-8000-0000000000a1';

export const category = (n: number, extra: Partial<AdminCategory> = {}): AdminCategory => ({
  id: `00000000-0000-4000-8000-0000000000c${n}`,
  name: ['Attar', 'Incense', 'Gemstones'][n - 1] ?? `Category ${n}`,
  icon: '',
  description: '',
  position: n,
  status: 'Active',
  productCount: n * 2,
  ...extra,
});

export const adminProduct = (extra: Partial<AdminProduct> = {}): AdminProduct => ({
  id: PRODUCT_ID,
  productType: 'Simple',
  status: 'Active',
  title: 'Rose attar',
  sku: 'ATTAR-ROSE',
  shortDescription: 'Pure rose',
  description: '',
  keyFeatures: ['Alcohol free'],
  specifications: [{ label: 'Volume', value: '10 ml' }],
  categories: ['Attar'],
  images: ['/media/rose.jpg'],
  price: 500,
  salePrice: null,
  stock: 7,
  totalStock: 7,
  deliveryDays: 5,
  hsnCode: '3303',
  gstRate: 18,
  attributes: [],
  variations: [],
  groupedItems: [],
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  ...extra,
});

/** An order's sale and the owner's own count, newest first. */
export const STOCK_HISTORY: AdminStockHistoryResponse = {
  items: [
    {
      id: 'm1',
      createdAt: '2026-11-21T06:00:00.000Z',
      sku: 'ATTAR-ROSE',
      delta: -2,
      reason: 'order',
      orderId: '00000000-0000-4000-8000-0000000000d1',
      receiptId: 'OR261121-00001',
      staffEmail: null,
      note: '',
    },
    {
      id: 'm2',
      createdAt: '2026-11-20T06:00:00.000Z',
      sku: 'ATTAR-ROSE',
      delta: 9,
      reason: 'manual',
      orderId: null,
      receiptId: null,
      staffEmail: 'owner@example.com',
      note: 'New delivery',
    },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
};
