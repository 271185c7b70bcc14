import { ADDRESS_MSG, type Address, type CustomerQuote, ORDER_MSG, QUOTE_MSG } from '@storefront/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { renderRoute } from '@/test/render';
import { accessTokenForEachTest } from '@/test/session';
import { QuotePayPage } from './quote-pay-page';
import { address, checkoutUser, mockCalls, shopRoutes } from './test-checkout';

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
  discount: 0,
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

  it("shows the shop's discount between the items and delivery, so the figures add up to the total", async () => {
    mockCalls({
      ...shopRoutes(),
      'GET /quotes/tok_1': { isError: false, data: quote({ discount: 60, total: 580 }) },
    });
    start();
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('₹580.00');
    const discount = screen.getByText('Discount').parentElement!;
    expect(discount).toHaveTextContent('Discount−₹60.00');
    expect(screen.getByText('Items').parentElement).toHaveTextContent('Items₹600.00');
  });

  describe('adding an address the shop does not deliver to', () => {
    const outside = address({
      id: 'a9',
      new_address: '1 Far Road',
      area: 'Nowhere',
      city: 'Faraway',
      pincode: '999999',
      defaultaddressS: false,
      defaultaddressB: false,
    });
    const served = address({
      id: 'a3',
      new_address: '7 Residency Road',
      area: 'C Scheme',
      city: 'Jaipur',
      pincode: '302001',
      defaultaddressS: false,
      defaultaddressB: false,
    });

    /** A customer with no address yet, whose saved addresses the server lists as they are added. */
    function startWithoutAddresses() {
      const saved: Address[] = [];
      const api = mockCalls({
        ...shopRoutes(),
        'GET /address/': () => ({ body: { isError: false, user: saved } }),
        'POST /address': (body: Record<string, unknown>) => {
          const added = body.pincode === '999999' ? outside : served;
          saved.push({ ...added });
          return { status: 201, body: { isError: false, msg: ADDRESS_MSG.added, data: added } };
        },
        'PATCH /address/reset-default/': () => {
          for (const row of saved) row.defaultaddressS = false;
          return { body: { isError: false, msg: ADDRESS_MSG.defaultUpdated('shipping') } };
        },
        'PATCH /address/a3': () => {
          saved.find((row) => row.id === 'a3')!.defaultaddressS = true;
          return { body: { isError: false, msg: ADDRESS_MSG.defaultUpdated('shipping'), data: served } };
        },
        'GET /quotes/tok_1': { isError: false, data: quote() },
      });
      start();
      return api;
    }

    async function addShippingAddress(pincode: string) {
      await userEvent.click(await screen.findByRole('button', { name: 'Add shipping address' }));
      const form = await screen.findByRole('form', { name: 'Add address' });
      await userEvent.type(within(form).getByLabelText(/Address \(house no/), 'House 1');
      await userEvent.type(within(form).getByLabelText('Area / locality'), 'Area');
      await userEvent.type(within(form).getByLabelText('City'), 'City');
      await userEvent.type(within(form).getByLabelText('Pincode'), pincode);
      await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    }

    it('keeps it out of the shipping card and says the one same message, and Pay asks nothing of the server', async () => {
      const api = startWithoutAddresses();
      await addShippingAddress('999999');

      // saved, and billed to: but not the shipping address
      const billing = screen.getByTestId('checkout-billing');
      await vi.waitFor(() => expect(billing).toHaveTextContent('1 Far Road, Nowhere, Faraway - 999999'));
      const shipping = screen.getByTestId('checkout-shipping');
      expect(shipping).not.toHaveTextContent('999999');
      expect(shipping).toHaveTextContent('No address yet. Add one to receive your order.');
      expect(screen.getByTestId('checkout-error-shipping')).toHaveTextContent(ORDER_MSG.shippingNotAvailable);
      expect(vi.mocked(notify.error).mock.calls).toEqual([[ORDER_MSG.shippingNotAvailable]]);
      expect(api.callsTo('PATCH', '/address/a9')).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: 'Pay ₹640.00' }));
      expect(vi.mocked(notify.error).mock.calls).toEqual([
        [ORDER_MSG.shippingNotAvailable],
        [ORDER_MSG.shippingNotAvailable],
      ]);
      expect(screen.getByTestId('checkout-error-shipping')).toHaveTextContent(ORDER_MSG.shippingNotAvailable);
      expect(api.callsTo('POST', '/quotes/tok_1/pay')).toEqual([]);
    });

    it('ships to a served address added next, and the message goes', async () => {
      const api = startWithoutAddresses();
      await addShippingAddress('999999');
      await screen.findByTestId('checkout-error-shipping');
      await addShippingAddress('302001');

      const shipping = screen.getByTestId('checkout-shipping');
      await vi.waitFor(() =>
        expect(shipping).toHaveTextContent('7 Residency Road, C Scheme, Jaipur - 302001'),
      );
      expect(screen.queryByTestId('checkout-error-shipping')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Pay ₹640.00' }));
      await vi.waitFor(() => expect(api.callsTo('POST', '/quotes/tok_1/pay')).toHaveLength(1));
      expect(api.callsTo('POST', '/quotes/tok_1/pay')[0]!.body).toEqual({
        billing_address: 'a9',
        shipping_address: 'a3',
      });
    });
  });
});
