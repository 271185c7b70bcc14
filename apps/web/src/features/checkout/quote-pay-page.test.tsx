import { type CustomerQuote, ORDER_MSG, QUOTE_MSG } from '@storefront/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderRoute } from '@/test/render';
import { accessTokenForEachTest } from '@/test/session';
import { QuotePayPage } from './quote-pay-page';
import { checkoutUser, mockCalls, shopRoutes } from './test-checkout';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const quote = (overrides: Partial<CustomerQuote> = {}): CustomerQuote => ({
  order_id: 'o1',
  receipt_id: 'NA261123-00007',
  state: 'priced',
  status: 'Quote',
  note: 'Gift wrapped, ships Monday',
  close_reason: null,
  priced_at: '2026-11-23T10:00:00.000Z',
  lines: [
    {
      line_id: 'l1',
      product_name: 'Rose attar',
      product_image: '',
      variation_attributes: { Size: '10 ml' },
      unit_price: 300,
      quantity: 2,
      line_total: 600,
    },
  ],
  goods_total: 600,
  delivery_charge: 40,
  total: 640,
  ...overrides,
});

function start() {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(checkoutUser));
  return renderRoute(<QuotePayPage />, { path: '/quote/:token', url: '/quote/tok_1' });
}

accessTokenForEachTest();

describe('QuotePayPage', () => {
  it("shows the shop's price and pays it in the same popup as checkout, then the success page", async () => {
    const api = mockCalls({
      ...shopRoutes(),
      'GET /quotes/tok_1': { isError: false, data: quote() },
      'POST /quotes/tok_1/pay': {
        body: {
          success: true,
          msg: ORDER_MSG.orderPlaced,
          order_id: 'o1',
          receipt_id: 'NA261123-00007',
          razorpay_order: { id: 'order_SIM9', amount: 64_000, currency: 'INR' },
          provider: 'simulator',
          key_id: 'rzp_test_sim',
        },
      },
      'POST /payment/simulator/pay': {
        body: { razorpay_order_id: 'order_SIM9', razorpay_payment_id: 'pay_SIM9', razorpay_signature: 'sig' },
      },
      'POST /payment/verify': { body: { success: true, msg: ORDER_MSG.paymentSuccessful, order_id: 'o1' } },
    });
    const { router } = start();
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('₹640.00');
    expect(screen.getByText('Rose attar')).toBeInTheDocument();
    expect(screen.getByText('Gift wrapped, ships Monday')).toBeInTheDocument();
    await screen.findByTestId('checkout-shipping');

    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹640.00' }));
    const popup = await screen.findByTestId('simulator-popup');
    expect(api.callsTo('POST', '/quotes/tok_1/pay')[0]!.body).toEqual({
      billing_address: 'a1',
      shipping_address: 'a1',
    });
    await userEvent.click(within(popup).getByRole('button', { name: 'Pay ₹640.00' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/payment-success/o1'));
  });

  it('says so when the quotation is not this customer’s, and offers no payment when closed', async () => {
    mockCalls({ ...shopRoutes() });
    const first = start();
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTE_MSG.notFound);
    first.unmount();

    mockCalls({
      ...shopRoutes(),
      'GET /quotes/tok_1': {
        isError: false,
        data: quote({ state: 'closed', close_reason: 'Out of stock at the supplier' }),
      },
    });
    start();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${QUOTE_MSG.closed} Out of stock at the supplier`,
    );
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
  });
});
