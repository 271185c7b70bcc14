import { AUTH_MSG, MSG, ORDER_MSG } from '@storefront/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { renderRoute } from '@/test/render';
import { CheckoutPage } from './checkout-page';
import { address, checkoutData, checkoutUser, mockCalls, shopRoutes } from './test-checkout';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

const placed = {
  success: true,
  msg: ORDER_MSG.orderPlaced,
  order_id: 'o1',
  receipt_id: 'NA250301-00042',
  razorpay_order: { id: 'order_SIM1', amount: 253_800, currency: 'INR' },
  provider: 'simulator',
  key_id: 'rzp_test_sim',
};

function start(user: Record<string, unknown> = checkoutUser, data: unknown = checkoutData()) {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  if (data) localStorage.setItem(STORAGE_KEYS.checkoutData, JSON.stringify(data));
  return renderRoute(<CheckoutPage />, { path: '/checkout', url: '/checkout' });
}

const payUsing = () => screen.findByLabelText('Pay using');
const placeOrder = () => screen.getByRole('button', { name: /Place order/ });
/** Waits for the addresses and the server's figures, so a check sees what the shopper sees. */
async function ready() {
  await screen.findByTestId('checkout-shipping');
  await vi.waitFor(() => expect(screen.getByTestId('checkout-delivery')).toHaveTextContent('₹40.00'));
}

beforeEach(() => setAccessToken('token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
  setAccessToken(null);
  delete window.Razorpay;
});

describe('CheckoutPage', () => {
  it('says the cart is empty without checkout data', () => {
    mockCalls(shopRoutes());
    start(checkoutUser, null);
    expect(screen.getByRole('heading', { name: MSG.cartEmpty })).toBeInTheDocument();
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
    expect(screen.getByTestId('checkout-mrp')).toHaveTextContent('₹2,900.00');
    expect(screen.getByTestId('checkout-sale-discount')).toHaveTextContent('₹402.00');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹2,538.00');
    expect(screen.queryByTestId('checkout-advance')).toBeNull();

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

  it('places a Pay now order once for a double click and pays it in the simulator popup', async () => {
    const api = mockCalls({
      ...shopRoutes(),
      'POST /payment': { body: placed },
      'POST /payment/simulator/pay': {
        body: { razorpay_order_id: 'order_SIM1', razorpay_payment_id: 'pay_SIM1', razorpay_signature: 'sig' },
      },
      'POST /payment/verify': { body: { success: true, msg: ORDER_MSG.paymentSuccessful, order_id: 'o1' } },
    });
    const { router } = start();
    await ready();
    await userEvent.selectOptions(await payUsing(), 'Pay now');
    const button = placeOrder();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveTextContent('Loading...');
    expect(button).toBeDisabled();

    const popup = await screen.findByTestId('simulator-popup');
    expect(api.callsTo('POST', '/payment')).toHaveLength(1);
    const body = api.callsTo('POST', '/payment')[0]!.body!;
    expect(body).toMatchObject({
      user_id: 'u1',
      payment_mode: 'Pay now',
      billing_address: 'a1',
      shipping_address: 'a1',
      coupon_code: null,
    });
    expect(String(body.idempotency_key).length).toBeGreaterThanOrEqual(8);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Nakshatra Attars');
    expect(dialog).toHaveTextContent(ORDER_MSG.paymentDescription);
    expect(popup).toHaveTextContent('Test payment — no money moves');
    expect(screen.getByTestId('simulator-amount')).toHaveTextContent('₹2,538.00');
    expect(document.querySelector('script[src*="razorpay"]')).toBeNull();

    await userEvent.click(within(popup).getByRole('button', { name: 'Pay ₹2,538.00' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/payment-success/o1'));
    expect(api.callsTo('POST', '/payment/simulator/pay')[0]!.body).toEqual({
      razorpay_order_id: 'order_SIM1',
      outcome: 'success',
    });
    expect(api.callsTo('POST', '/payment/verify')[0]!.body).toEqual({
      razorpay_order_id: 'order_SIM1',
      razorpay_payment_id: 'pay_SIM1',
      razorpay_signature: 'sig',
      key_id: 'rzp_test_sim',
    });
  });

  it('goes to the failed page when the simulated payment fails', async () => {
    const api = mockCalls({
      ...shopRoutes(),
      'POST /payment': { body: placed },
      'POST /payment/simulator/pay': {
        body: { razorpay_order_id: 'order_SIM1', razorpay_payment_id: 'pay_F' },
      },
    });
    const { router } = start();
    await ready();
    await userEvent.selectOptions(await payUsing(), 'Pay now');
    await userEvent.click(placeOrder());
    await userEvent.click(await screen.findByRole('button', { name: 'Fail payment' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/payment-failed/o1'));
    expect(api.callsTo('POST', '/payment/simulator/pay')[0]!.body).toMatchObject({ outcome: 'failure' });
    expect(api.callsTo('POST', '/payment/verify')).toHaveLength(0);
  });

  it('goes to the failed page when verification is refused', async () => {
    mockCalls({
      ...shopRoutes(),
      'POST /payment': { body: placed },
      'POST /payment/simulator/pay': {
        body: { razorpay_order_id: 'order_SIM1', razorpay_payment_id: 'pay_SIM1', razorpay_signature: 'bad' },
      },
      'POST /payment/verify': {
        status: 400,
        body: { isError: true, msg: ORDER_MSG.paymentVerificationFailed, code: 'BAD_REQUEST' },
      },
    });
    const { router } = start();
    await ready();
    await userEvent.selectOptions(await payUsing(), 'Pay now');
    await userEvent.click(placeOrder());
    await userEvent.click(await screen.findByRole('button', { name: /^Pay ₹/ }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/payment-failed/o1'));
  });

  it('stays on checkout with a toast when the popup is closed, and a retry reaches the same order', async () => {
    const api = mockCalls({ ...shopRoutes(), 'POST /payment': { body: placed } });
    const { router } = start();
    await ready();
    await userEvent.selectOptions(await payUsing(), 'Pay now');
    await userEvent.click(placeOrder());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel payment' }));
    await vi.waitFor(() => expect(notify.info).toHaveBeenCalledWith(ORDER_MSG.paymentCancelled));
    expect(screen.queryByTestId('simulator-popup')).toBeNull();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(placeOrder()).toBeEnabled();

    await userEvent.click(placeOrder());
    await screen.findByTestId('simulator-popup');
    const [first, second] = api.callsTo('POST', '/payment');
    expect(second!.body!.idempotency_key).toBe(first!.body!.idempotency_key);
  });

  it('places Pay on delivery through /payment/paydelivery when the shop asks no advance', async () => {
    const api = mockCalls({
      ...shopRoutes({ percentage: 0 }),
      'POST /payment/paydelivery': {
        body: { success: true, msg: ORDER_MSG.orderPlaced, order_id: 'o2', receipt_id: 'NA250301-00043' },
      },
    });
    const { router } = start();
    await ready();
    await userEvent.selectOptions(await payUsing(), 'Pay on delivery');
    await vi.waitFor(() =>
      expect(screen.getByTestId('checkout-payment-note')).toHaveTextContent('Nothing to pay now'),
    );
    await userEvent.click(placeOrder());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/payment-success/o2'));
    expect(api.callsTo('POST', '/payment/paydelivery')[0]!.body).toMatchObject({
      payment_mode: 'Pay on delivery',
    });
    expect(api.callsTo('POST', '/payment')).toHaveLength(0);
  });

  it("shows the server's message for a refusal and 'Failed to create Razorpay order' when the call fails", async () => {
    mockCalls({
      ...shopRoutes(),
      'POST /payment': {
        status: 409,
        body: { isError: true, msg: ORDER_MSG.notEnoughStock('Oud Royale', 1), code: 'CONFLICT' },
      },
    });
    start();
    await ready();
    await userEvent.selectOptions(await payUsing(), 'Pay now');
    await userEvent.click(placeOrder());
    await vi.waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(ORDER_MSG.notEnoughStock('Oud Royale', 1)),
    );
    expect(placeOrder()).toBeEnabled();

    const fetchMock = vi.mocked(fetch);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(placeOrder());
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(ORDER_MSG.failedToCreateRazorpayOrder));
  });

  it("opens Razorpay's checkout with the order, and verifies what it hands back", async () => {
    const opened: Record<string, unknown>[] = [];
    window.Razorpay = class {
      constructor(readonly options: Record<string, unknown>) {
        opened.push(options);
      }
      open() {}
      on() {}
    } as unknown as typeof window.Razorpay;
    const api = mockCalls({
      ...shopRoutes(),
      'POST /payment': { body: { ...placed, provider: 'razorpay', key_id: 'rzp_live_key' } },
      'POST /payment/verify': { body: { success: true, msg: ORDER_MSG.paymentSuccessful, order_id: 'o1' } },
    });
    const { router } = start();
    await ready();
    await userEvent.selectOptions(await payUsing(), 'Pay now');
    await userEvent.click(placeOrder());
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    const options = opened[0] as {
      handler: (response: Record<string, string>) => void;
      theme: { color: string };
    } & Record<string, unknown>;
    expect(options).toMatchObject({
      key: 'rzp_live_key',
      amount: 253_800,
      currency: 'INR',
      order_id: 'order_SIM1',
      description: ORDER_MSG.paymentDescription,
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
    });
    expect(options.theme.color).toMatch(/^#|^rgb|^oklch/);
    options.handler({
      razorpay_order_id: 'order_SIM1',
      razorpay_payment_id: 'pay_R1',
      razorpay_signature: 's',
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/payment-success/o1'));
    expect(api.callsTo('POST', '/payment/verify')[0]!.body).toMatchObject({ key_id: 'rzp_live_key' });
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
