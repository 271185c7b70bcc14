import { formatOrderTimestamp, ORDER_MSG, PAYMENT_SUCCESS_REDIRECT_MS } from '@storefront/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderFixture, payOnDeliveryOrder } from '@/features/orders/test-orders';
import { STORAGE_KEYS } from '@/lib/storage';
import { expectTestIdTexts } from '@/test/expect-texts';
import { mockApi, renderRoute } from '@/test/render';
import { signedInForEachTest } from '@/test/session';
import { PaymentSuccessPage } from './payment-success-page';

signedInForEachTest();
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.checkoutData, JSON.stringify({ products: [] }));
});

const renderSuccess = () =>
  renderRoute(<PaymentSuccessPage />, { path: '/payment-success/:orderId', url: '/payment-success/o1' });

describe('PaymentSuccessPage', () => {
  it('shows the receipt of a pay-now order without the pay-on-delivery lines', async () => {
    mockApi({ '/payment/order/o1': { isError: false, data: orderFixture() } });
    renderSuccess();
    expect(await screen.findByRole('heading', { name: ORDER_MSG.paymentSuccessful })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-order')).toHaveTextContent('NA250301-00042');
    expect(screen.getByTestId('receipt-time')).toHaveTextContent(
      formatOrderTimestamp('2025-03-01T06:31:00.000Z'),
    );
    expectTestIdTexts({
      'receipt-time': '01/03/25 - 12:01',
      'receipt-ref': 'pay_SIM123',
      'receipt-method': 'Pay now (card)',
      'receipt-sender': 'Asha Rao',
      'receipt-amount': '₹1,798.20',
      'receipt-delivery': '₹40.00',
      'receipt-fee': '₹0.00',
      'receipt-total': '₹1,838.20',
      'receipt-advance': null,
      'receipt-remaining': null,
    });
  });

  it('shows the advance paid and the remaining amount for pay on delivery', async () => {
    mockApi({ '/payment/order/o1': { isError: false, data: payOnDeliveryOrder() } });
    renderSuccess();
    expect(await screen.findByTestId('receipt-advance')).toHaveTextContent('₹359.64');
    expect(screen.getByTestId('receipt-remaining')).toHaveTextContent('₹1,438.56');
    expect(screen.getByTestId('receipt-method')).toHaveTextContent('Pay on delivery');
  });

  it('clears the checkout data and the cart, then goes to My Account after 2 s', async () => {
    mockApi({ '/payment/order/o1': { isError: false, data: orderFixture() } });
    const { router, client } = renderSuccess();
    client.setQueryData(['cart', 'u1'], [{ product_sku: 'SKU-1' }]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await screen.findByTestId('payment-receipt');
    const shownAt = Date.now();
    await vi.waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.checkoutData)).toBeNull());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
    expect(client.getQueryState(['cart', 'u1'])?.isInvalidated).toBe(true);
    expect(router.state.location.pathname).toBe('/payment-success/o1');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-account'), {
      timeout: PAYMENT_SUCCESS_REDIRECT_MS + 1500,
      interval: 50,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(PAYMENT_SUCCESS_REDIRECT_MS - 100);
  });

  it('keeps the checkout data and waits while the payment is still pending', async () => {
    mockApi({
      '/payment/order/o1': { isError: false, data: orderFixture({ status: 'Pending', payment: null }) },
    });
    renderSuccess();
    expect(await screen.findByRole('heading', { name: /Confirming your payment/ })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.checkoutData)).not.toBeNull();
  });
});
