import { QUOTE_MSG } from '@storefront/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../test-orders';
import { renderOrderCard } from './order-card-testing';

describe('OrderCard of a quotation', () => {
  it('links a priced quotation to its pay page', () => {
    renderOrderCard(
      orderFixture({
        status: 'Quote',
        payment_mode: 'NA',
        payment: null,
        quote: { state: 'priced', pay_token: 'tok_abc' },
      }),
    );
    expect(screen.getByTestId('order-quote')).toHaveTextContent(QUOTE_MSG.priceReady);
    expect(screen.getByRole('link', { name: /Pay now/ })).toHaveAttribute('href', '/quote/tok_abc');
  });

  it('keeps the link after a payment attempt lapsed, and shows none once closed', () => {
    const { unmount } = renderOrderCard(
      orderFixture({
        status: 'Failed',
        payment_mode: 'Pay now',
        quote: { state: 'priced', pay_token: 'tok_abc' },
      }),
    );
    expect(screen.getByRole('link', { name: /Pay now/ })).toHaveAttribute('href', '/quote/tok_abc');
    unmount();
    renderOrderCard(
      orderFixture({
        status: 'Quote',
        payment_mode: 'NA',
        quote: { state: 'closed', pay_token: null, close_reason: 'Out of production this season' },
      }),
    );
    // the shop's reason is written for the customer: it is the only place they read it
    expect(screen.getByTestId('order-quote')).toHaveTextContent(
      `Quotation request${QUOTE_MSG.closed} Out of production this season`,
    );
    expect(screen.queryByRole('link', { name: /Pay now/ })).toBeNull();
  });
});
