import type {
  AdminDeliveryBand,
  AdminFreeBand,
  AdminInvoiceSettings,
  AdminPaymentSettings,
  AdminPincode,
} from '@storefront/shared';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { resetAdminSessionForTests } from '../session';
import { OWNER, stubAdminApi } from '../testing';
import { AdminSellingRulesPage } from './selling-page';

/** What the page sent: method, path after /api/admin/selling, and the JSON body. */
export type Sent = { method: string; path: string; body: unknown };
type Answer = { status?: number; body: unknown };

export const pincode = (code: string, status: 'Active' | 'Inactive' = 'Active'): AdminPincode => ({
  id: `00000000-0000-4000-8000-000000${code}`,
  pincode: code,
  status,
  updatedAt: '2026-11-24T10:00:00.000Z',
});

export const deliveryBands = (): AdminDeliveryBand[] => [
  { id: 'b1', min_kilometer: 0, max_kilometer: 5, delivery_price: 40, status: 'Active' },
  { id: 'b2', min_kilometer: 5, max_kilometer: 15, delivery_price: 80, status: 'Active' },
];
export const freeBands = (): AdminFreeBand[] => [
  { id: 'f1', min_kilometer: 0, max_kilometer: 15, freedelivery_price: 999, status: 'Active' },
];
export const PAYMENT: AdminPaymentSettings = {
  payManual: false,
  payNow: true,
  payOnDelivery: true,
  advancePercentage: 20,
  showCartButton: true,
  showWhatsappButton: true,
  showCallButton: true,
};
export const INVOICE: AdminInvoiceSettings = {
  gstin: '08AAICN4821K1Z7',
  legalName: 'Nakshatra Attars Private Limited',
  lowStockThreshold: 5,
};

/**
 * Renders the selling page over a stubbed console API holding `pincodes` and the fixtures
 * above. `answer` may answer a write first (a refusal, say); otherwise writes succeed.
 */
export function renderSellingPage(
  options: {
    role?: 'owner' | 'staff';
    /** One section instead of the whole page: lighter, for tests about that section only. */
    element?: ReactElement;
    pincodes?: AdminPincode[];
    answer?: (sent: Sent) => Answer | undefined;
  } = {},
) {
  const sent: Sent[] = [];
  const pincodes = options.pincodes ?? [pincode('302001'), pincode('302039', 'Inactive')];
  stubAdminApi((url, init) => {
    const method = init?.method ?? 'GET';
    const full = url.pathname.replace(/^\/api/, '');
    if (full === '/admin/refresh') {
      return { body: { accessToken: 'staff-token', staff: { ...OWNER, role: options.role ?? 'owner' } } };
    }
    const path = full.replace('/admin/selling', '');
    if (method === 'GET') {
      if (path === '/pincodes') {
        const active = pincodes.filter((item) => item.status === 'Active').length;
        return {
          body: { items: pincodes, total: pincodes.length, page: 1, pageSize: 50, activeCount: active },
        };
      }
      if (path === '/delivery-bands') return { body: { items: deliveryBands() } };
      if (path === '/free-delivery-bands') return { body: { items: freeBands() } };
      if (path === '/payment') return { body: { settings: PAYMENT } };
      if (path === '/invoice') return { body: { settings: INVOICE } };
    }
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const call = { method, path: `${path}${url.search}`, body };
    sent.push(call);
    return options.answer?.(call);
  });
  const view = renderRoute(options.element ?? <AdminSellingRulesPage />, {
    path: '/admin/selling',
    url: '/admin/selling',
  });
  return { ...view, sent };
}

/**
 * The tests of one part of the selling-rules page: each starts signed out with the real fetch
 * back, and may take as long as rendering the page's forms does on a slow machine.
 */
export function describeSellingRules(part: string, tests: () => void) {
  describe(`selling rules: ${part}`, { timeout: 20_000 }, () => {
    beforeEach(() => resetAdminSessionForTests());
    afterEach(() => vi.unstubAllGlobals());
    tests();
  });
}
