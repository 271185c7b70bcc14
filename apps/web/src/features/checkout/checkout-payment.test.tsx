import { ORDER_MSG } from '@storefront/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { accessTokenForEachTest } from '@/test/session';
import { payUsing, placed, placeOrder, ready, start } from './checkout-page-testing';
import { amountsFor, mockCalls, shopRoutes } from './test-checkout';

vi.mock('@/lib/toast', () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

accessTokenForEachTest(() => {
  delete window.Razorpay;
});

describe('CheckoutPage, paying', () => {
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
      // what the summary showed: the server refuses to charge anything else
      expected_total: 2538,
      expected_payable_now: 2538,
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

  it('reads the summary again after a refusal, so the next try shows and sends the new figures', async () => {
    let percentage = 20;
    let refused = false;
    const api = mockCalls({
      ...shopRoutes(),
      // the owner raises the advance while the page is open
      'POST /payment/summary': (body: Record<string, unknown>) => ({
        body: { isError: false, data: amountsFor(body.payment_mode as 'Pay on delivery', percentage) },
      }),
      'POST /payment': (body: Record<string, unknown>) => {
        if (body.expected_payable_now !== amountsFor('Pay on delivery', percentage).payable_now) {
          refused = true;
          return { status: 409, body: { isError: true, msg: ORDER_MSG.amountsChanged, code: 'CONFLICT' } };
        }
        return { body: placed };
      },
    });
    start();
    await ready();
    await userEvent.selectOptions(await payUsing(), 'Pay on delivery');
    expect((await screen.findAllByText(/₹540\.00/)).length).toBeGreaterThan(0);
    percentage = 50;
    await userEvent.click(placeOrder());
    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith(ORDER_MSG.amountsChanged));
    expect(refused).toBe(true);
    // the page shows the new advance before anything is charged
    expect((await screen.findAllByText(/₹1,289\.00/)).length).toBeGreaterThan(0);
    await userEvent.click(placeOrder());
    await screen.findByTestId('simulator-popup');
    expect(api.callsTo('POST', '/payment').at(-1)!.body).toMatchObject({
      payment_mode: 'Pay on delivery',
      expected_total: 2538,
      expected_payable_now: 1289,
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
