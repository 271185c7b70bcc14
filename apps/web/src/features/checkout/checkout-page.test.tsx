import { AUTH_MSG, buildCheckoutData, MSG, ORDER_MSG } from '@storefront/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { guestLine } from '@/features/cart/test-lines';
import { notify } from '@/lib/toast';
import { expectTestIdTexts } from '@/test/expect-texts';
import { accessTokenForEachTest } from '@/test/session';
import { payUsing, placeOrder, ready, start } from './checkout-page-testing';
import { address, checkoutUser, mockCalls, serverCartLines, shopRoutes } from './test-checkout';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

accessTokenForEachTest(() => {
  delete window.Razorpay;
});

describe('CheckoutPage', () => {
  it('says the cart is empty when the server cart has nothing to order, whatever was saved', async () => {
    mockCalls(shopRoutes({ cart: [] }));
    start();
    expect(await screen.findByRole('heading', { name: MSG.cartEmpty })).toBeInTheDocument();
  });

  it('lists and totals the server cart, not an older saved copy (a guest cart merged at sign-in)', async () => {
    const [oud, rose] = serverCartLines();
    mockCalls(shopRoutes({ cart: [oud, rose] }));
    start(checkoutUser, buildCheckoutData([guestLine({ product_sku: 'SKU-1', quantity: 2 })], null));
    await ready();
    const lines = screen.getByRole('list', { name: 'Items to order' });
    expect(within(lines).getByText('Rose Attar')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-mrp')).toHaveTextContent('₹2,900.00');
  });

  it('says the cart could not be read, with Try again, rather than that it is empty', async () => {
    mockCalls({
      ...shopRoutes(),
      'GET /cart/': { status: 500, body: { isError: true, msg: 'Something went wrong', code: 'INTERNAL' } },
    });
    start();
    expect(await screen.findByText(MSG.failedToFetchCart)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MSG.cartEmpty })).toBeNull();
  });

  it('opens on the server cart without any saved checkout data (a bookmark, another device)', async () => {
    mockCalls(shopRoutes());
    start(checkoutUser, null);
    await ready();
    expect(
      within(screen.getByRole('list', { name: 'Items to order' })).getByText('Rose Attar'),
    ).toBeInTheDocument();
  });

  it('offers only the pay modes the shop switches on, starting at Select pay', async () => {
    mockCalls(shopRoutes());
    const first = start();
    const options = within(await payUsing()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      ORDER_MSG.selectPay,
      'Pay on delivery',
      'Pay now',
    ]);
    expect(await payUsing()).toHaveValue('');
    first.unmount();

    mockCalls(shopRoutes({ buttons: { paymanual: false, paynow: true, payondelivery: false } }));
    start();
    const only = within(await payUsing()).getAllByRole('option');
    expect(only.map((option) => option.textContent)).toEqual([ORDER_MSG.selectPay, 'Pay now']);
  });

  it('shows the server amounts and re-asks them when the pay mode changes', async () => {
    const api = mockCalls(shopRoutes());
    start();
    await ready();
    expectTestIdTexts({
      'checkout-mrp': '₹2,900.00',
      'checkout-sale-discount': '₹402.00',
      'checkout-total': '₹2,538.00',
      'checkout-advance': null,
    });

    await userEvent.selectOptions(await payUsing(), 'Pay on delivery');
    await vi.waitFor(() => expect(screen.getByTestId('checkout-advance')).toHaveTextContent('₹540.00'));
    expect(screen.getByTestId('checkout-remaining')).toHaveTextContent('₹1,998.00');
    expect(screen.getByTestId('checkout-payment-note')).toHaveTextContent('20% advance');
    const summaries = api.callsTo('POST', '/payment/summary');
    expect(summaries.at(-1)?.body).toMatchObject({
      user_id: 'u1',
      shipping_address: 'a1',
      payment_mode: 'Pay on delivery',
      coupon_code: null,
    });
  });

  it("never shows Pay now's total as the advance while the Pay on delivery amounts are on their way", async () => {
    const routes = shopRoutes();
    const summary = routes['POST /payment/summary'] as (body: Record<string, unknown>) => unknown;
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    mockCalls({
      ...routes,
      'POST /payment/summary': async (body: Record<string, unknown>) => {
        if (body.payment_mode === 'Pay on delivery') await held;
        return summary(body);
      },
    });
    start();
    await ready();
    await userEvent.selectOptions(await payUsing(), 'Pay on delivery');
    const advance = await screen.findByTestId('checkout-advance');
    expect(advance).not.toHaveTextContent('₹');
    expect(screen.getByTestId('checkout-remaining')).not.toHaveTextContent('₹');
    expect(screen.getByTestId('checkout-payment-note')).not.toHaveTextContent('₹');
    answer();
    await vi.waitFor(() => expect(screen.getByTestId('checkout-advance')).toHaveTextContent('₹540.00'));
    expect(screen.getByTestId('checkout-remaining')).toHaveTextContent('₹1,998.00');
    expect(screen.getByTestId('checkout-payment-note')).toHaveTextContent('₹540.00 now');
  });

  describe('Place order checks, in the spec order', () => {
    it('asks for a billing address first', async () => {
      const api = mockCalls(shopRoutes({ addresses: [] }));
      start({ ...checkoutUser, mobile: '' });
      await screen.findByTestId('checkout-shipping');
      fireEvent.click(placeOrder());
      expect(notify.error).toHaveBeenCalledWith(ORDER_MSG.selectBillingAddress);
      expect(screen.getByTestId('checkout-error-billing')).toHaveTextContent(ORDER_MSG.selectBillingAddress);
      expect(api.callsTo('POST', '/payment')).toHaveLength(0);
    });

    it('then a valid mobile: the editor opens with the cursor in it', async () => {
      mockCalls(shopRoutes());
      start({ ...checkoutUser, mobile: '12345' });
      await ready();
      fireEvent.click(placeOrder());
      expect(notify.error).toHaveBeenCalledWith(AUTH_MSG.invalidMobile);
      expect(screen.getByTestId('checkout-error-mobile')).toHaveTextContent(AUTH_MSG.invalidMobile);
      const editor = screen.getByTestId('checkout-mobile-editor');
      await vi.waitFor(() => expect(within(editor).getByLabelText(/Contact mobile/)).toHaveFocus());
      expect(within(editor).getByRole('button', { name: 'Save' })).toBeDisabled();
    });

    it('then a payment method', async () => {
      mockCalls(shopRoutes());
      start();
      await ready();
      fireEvent.click(placeOrder());
      expect(notify.error).toHaveBeenCalledWith(ORDER_MSG.selectPaymentMethod);
      expect(screen.getByTestId('checkout-error-payment')).toHaveTextContent(ORDER_MSG.selectPaymentMethod);
      // choosing a mode clears the message
      await userEvent.selectOptions(await payUsing(), 'Pay now');
      expect(screen.queryByTestId('checkout-error-payment')).toBeNull();
    });

    it('then a served pincode: the toast and the inline message differ', async () => {
      const api = mockCalls(shopRoutes({ addresses: [address({ pincode: '999999' })] }));
      start();
      await ready();
      await userEvent.selectOptions(await payUsing(), 'Pay now');
      fireEvent.click(placeOrder());
      expect(notify.error).toHaveBeenCalledWith(ORDER_MSG.weDoNotDeliverHere);
      expect(screen.getByTestId('checkout-error-shipping')).toHaveTextContent(
        ORDER_MSG.deliveryNotAvailableHere,
      );
      expect(api.callsTo('POST', '/payment')).toHaveLength(0);
    });
  });
});

describe('CheckoutPage, adding an address', () => {
  const added = address({
    id: 'a3',
    new_address: '7 Residency Road',
    city: 'Jaipur',
    area: 'C Scheme',
    pincode: '302001',
    defaultaddressS: false,
    defaultaddressB: false,
  });
  const fillAddress = async (pincode: string) => {
    const form = await screen.findByRole('form', { name: 'Add address' });
    await userEvent.type(within(form).getByLabelText(/Address \(house no/), '7 Residency Road');
    await userEvent.type(within(form).getByLabelText('Area / locality'), 'C Scheme');
    await userEvent.type(within(form).getByLabelText('City'), 'Jaipur');
    await userEvent.type(within(form).getByLabelText('Pincode'), pincode);
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
  };

  it('makes the address added under Shipping address the shipping address', async () => {
    const routes = {
      ...shopRoutes({
        addresses: [address(), address({ id: 'a2', defaultaddressS: false, defaultaddressB: false })],
      }),
      'POST /address': {
        body: { isError: false, msg: 'Address added successfully', data: added },
        status: 201,
      },
      'PATCH /address/': { isError: false, msg: 'ok', data: added },
    };
    const { callsTo, calls } = mockCalls(routes);
    start();
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Add shipping address' }));
    await fillAddress('302001');
    await vi.waitFor(() => expect(callsTo('PATCH', '/address/a3')).toHaveLength(1));
    expect(callsTo('PATCH', '/address/a3')[0]!.body).toEqual({ defaultaddressS: true });
    const reset = calls.findIndex((call) => call.path === '/address/reset-default/shipping/u1');
    expect(reset).toBeGreaterThan(-1);
    expect(reset).toBeLessThan(calls.findIndex((call) => call.path === '/address/a3'));
  });

  it('keeps the shipping address when the one added is outside the delivery pincodes', async () => {
    const routes = {
      ...shopRoutes(),
      'POST /address': {
        body: { isError: false, msg: 'Address added successfully', data: { ...added, pincode: '110001' } },
        status: 201,
      },
      'PATCH /address/': { isError: false, msg: 'ok', data: added },
    };
    const { calls } = mockCalls(routes);
    start();
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Add shipping address' }));
    await fillAddress('110001');
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(ORDER_MSG.shippingNotAvailable));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });
});

describe('CheckoutPage, quotation mode', () => {
  it('says delivery is priced in the quote instead of asking for an address it has no way to add', async () => {
    mockCalls(shopRoutes({ buttons: { paymanual: true, paynow: false, payondelivery: false } }));
    start();
    const delivery = await screen.findByTestId('checkout-delivery');
    expect(delivery).toHaveTextContent('Included in your quote');
    expect(delivery).not.toHaveTextContent('Add an address');
  });
});
