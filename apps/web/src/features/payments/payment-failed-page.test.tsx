import { ORDER_MSG } from '@storefront/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { PaymentFailedPage } from './payment-failed-page';

describe('PaymentFailedPage', () => {
  it('says the order failed and leads back to the cart and checkout', () => {
    renderRoute(<PaymentFailedPage />, { path: '/payment-failed/:orderId', url: '/payment-failed/o1' });
    expect(screen.getByRole('heading', { name: ORDER_MSG.orderFailed })).toBeInTheDocument();
    expect(screen.getByText(ORDER_MSG.orderCouldNotBeProcessed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Try checkout again' })).toHaveAttribute('href', '/checkout');
  });
});
