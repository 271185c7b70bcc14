import { COUPON_MSG, formatRupees, MAX_UNITS_PER_LINE, MSG, ORDER_MSG } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { CartPage } from './cart-page';
import { guestCart } from './guest-cart-store';
import { guestLine } from './test-lines';
import { toasts } from './test-toasts';

vi.mock('@/lib/toast', () => import('./test-toasts'));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** BIG1500: 10% off carts of ₹1,500 or more, as the server would answer. */
function mockServer() {
  const checkedTotals: number[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname.startsWith('/api/coupon/check/')) {
      const total = Number(url.searchParams.get('total'));
      checkedTotals.push(total);
      if (total < 1500) {
        const msg = MSG.couponBelowMinimum(formatRupees(1500 - total));
        return json({ isError: true, msg, message: msg, code: 'CONFLICT' }, 409);
      }
      return json({
        isError: false,
        message: MSG.couponApplied,
        couponData: {
          code: 'BIG1500',
          percentage_offer: 10,
          price_offer: null,
          discount: Math.round(total * 10) / 100,
          total,
        },
      });
    }
    // Shop settings and the guest refresh are not what this test is about.
    return json({ isError: true, msg: 'Unavailable', code: 'INTERNAL' }, 503);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { checkedTotals };
}

beforeEach(() => {
  toasts.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const name = 'Oud Royale';
const summary = () => screen.getByTestId('order-summary');

describe('CartPage coupon', () => {
  it('checks the coupon again when the cart changes, and says why it was removed', async () => {
    const { checkedTotals } = mockServer();
    guestCart.add(guestLine({ quantity: 2, product_stockstatus: 5 })); // 2 × ₹999
    renderRoute(<CartPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Apply Coupon' }));
    await userEvent.type(screen.getByLabelText('Coupon code'), 'big1500');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await within(summary()).findByTestId('summary-discount')).toHaveTextContent('−₹199.80');

    // More in the cart: the server's discount on the new total.
    await userEvent.click(screen.getByRole('button', { name: `Increase quantity of ${name}` }));
    await waitFor(() => expect(screen.getByTestId('summary-discount')).toHaveTextContent('−₹299.70'));
    expect(checkedTotals).toEqual([1998, 2997]);

    // Below the minimum: the coupon comes off with the server's reason.
    await userEvent.click(screen.getByRole('button', { name: `Decrease quantity of ${name}` }));
    await waitFor(() => expect(screen.getByTestId('summary-discount')).toHaveTextContent('−₹199.80'));
    await userEvent.click(screen.getByRole('button', { name: `Decrease quantity of ${name}` }));
    const note = COUPON_MSG.removed('BIG1500', MSG.couponBelowMinimum(formatRupees(501)));
    expect(note).toBe('Coupon BIG1500 was removed. Add items worth ₹501.00 more to use this coupon');
    expect(await screen.findByTestId('coupon-removed')).toHaveTextContent(note);
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹999.00');
    expect(screen.getByRole('button', { name: 'Apply Coupon' })).toBeInTheDocument();
    expect(toasts).toContainEqual({ kind: 'warning', text: note });
    expect(checkedTotals).toEqual([1998, 2997, 1998, 999]);
  });

  it(`refuses more than ${MAX_UNITS_PER_LINE} of one product in a guest cart`, async () => {
    mockServer();
    guestCart.add(guestLine({ quantity: MAX_UNITS_PER_LINE, product_stockstatus: 50 }));
    renderRoute(<CartPage />);
    await userEvent.click(await screen.findByRole('button', { name: `Increase quantity of ${name}` }));
    expect(toasts).toContainEqual({ kind: 'error', text: ORDER_MSG.maxUnitsPerLine });
    expect(screen.getByLabelText(`Quantity of ${name}`)).toHaveTextContent(String(MAX_UNITS_PER_LINE));
  });
});
