import { ORDER_MSG } from '@storefront/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '@/features/orders/test-orders';
import { mockApi, renderRoute } from '@/test/render';
import { signedInForEachTest } from '@/test/session';
import { PaymentFailedPage } from './payment-failed-page';

signedInForEachTest();

const renderFailed = () =>
  renderRoute(<PaymentFailedPage />, { path: '/payment-failed/:orderId', url: '/payment-failed/o1' });

describe('PaymentFailedPage', () => {
  it('says a failed order failed and leads back to the cart and checkout', async () => {
    mockApi({
      '/payment/order/o1': { isError: false, data: orderFixture({ status: 'Failed', payment: null }) },
    });
    renderFailed();
    expect(await screen.findByRole('heading', { name: ORDER_MSG.orderFailed })).toBeInTheDocument();
    expect(screen.getByText(ORDER_MSG.orderCouldNotBeProcessed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Try checkout again' })).toHaveAttribute('href', '/checkout');
  });

  it('says a paid order is paid, links to tracking it, and never says it failed', async () => {
    mockApi({ '/payment/order/o1': { isError: false, data: orderFixture() } });
    renderFailed();
    expect(await screen.findByRole('heading', { name: 'This order is paid' })).toBeInTheDocument();
    expect(screen.getByText(/Order NA250301-00042 went through/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track order' })).toHaveAttribute('href', '/track/o1');
    expect(screen.queryByText(ORDER_MSG.orderFailed)).toBeNull();
    expect(screen.queryByText(ORDER_MSG.orderCouldNotBeProcessed)).toBeNull();
  });

  it('says an unknown order is not found', async () => {
    mockApi({});
    renderFailed();
    expect(await screen.findByRole('heading', { name: ORDER_MSG.orderNotFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/my-account');
    expect(screen.queryByText(ORDER_MSG.orderFailed)).toBeNull();
  });

  it('sends an order still waiting for its payment to the page that checks it', async () => {
    mockApi({
      '/payment/order/o1': { isError: false, data: orderFixture({ status: 'Pending', payment: null }) },
    });
    renderFailed();
    expect(await screen.findByRole('heading', { name: 'Payment not confirmed yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check the payment' })).toHaveAttribute(
      'href',
      '/payment-success/o1',
    );
    expect(screen.queryByText(ORDER_MSG.orderFailed)).toBeNull();
  });
});
