import { ORDER_MSG, type Order, QUOTE_MSG } from '@storefront/shared';
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
    expect(screen.getByText('Your cart is saved; you can try again.')).toBeInTheDocument();
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

describe('PaymentFailedPage, an order paid from a quotation', () => {
  const quoteOrder = (overrides: Partial<Order>) =>
    orderFixture({
      payment_mode: 'Pay now',
      payment: null,
      quote: { state: 'priced', pay_token: 'tok 1' },
      ...overrides,
    });

  it('sends the shopper back to pay the quotation again, never to the cart or a new checkout', async () => {
    mockApi({ '/payment/order/o1': { isError: false, data: quoteOrder({ status: 'Failed' }) } });
    renderFailed();
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The payment for quotation NA250301-00042 did not go through. Your quotation is still open at the same price.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Pay it again below, from the link in your e-mail, or with ${QUOTE_MSG.payNow} in My orders.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay the quotation again' })).toHaveAttribute(
      'href',
      '/quote/tok%201',
    );
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/my-account');
    expect(screen.queryByRole('link', { name: 'Try checkout again' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back to cart' })).toBeNull();
    expect(screen.queryByText('Your cart is saved; you can try again.')).toBeNull();
    expect(document.title).toContain('Payment failed');
  });

  it('says a quotation the shop closed since is closed, and leads to My orders only', async () => {
    mockApi({
      '/payment/order/o1': {
        isError: false,
        data: quoteOrder({ status: 'Failed', quote: { state: 'closed', pay_token: null } }),
      },
    });
    renderFailed();
    expect(
      await screen.findByText(
        `The payment for quotation NA250301-00042 did not go through. ${QUOTE_MSG.closed}`,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My orders', '/my-account'],
    ]);
  });

  it('offers the quotation, not the cart, while its payment is being confirmed', async () => {
    mockApi({ '/payment/order/o1': { isError: false, data: quoteOrder({ status: 'Pending' }) } });
    renderFailed();
    expect(await screen.findByRole('heading', { name: 'Payment not confirmed yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the quotation' })).toHaveAttribute(
      'href',
      '/quote/tok%201',
    );
    expect(screen.queryByRole('link', { name: 'Back to cart' })).toBeNull();
  });
});
