import { formatDeliveryDate, ORDER_MSG, productPath } from '@storefront/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectTestIdTexts } from '@/test/expect-texts';
import { orderFixture, orderItem } from '../test-orders';
import { deliveryLine } from './order-card';
import { renderOrderCard } from './order-card-testing';

describe('OrderCard', () => {
  it('shows the total, the receipt id, the en-IN order date and Track Order for a paid order', () => {
    renderOrderCard();
    expectTestIdTexts({
      'order-total': '₹1,838.20',
      'order-receipt': 'NA250301-00042',
      'order-date': '1/3/2025',
    });
    expect(screen.getByRole('link', { name: /Track Order/ })).toHaveAttribute('href', '/track/o1');
    expect(screen.queryByTestId('order-badge')).toBeNull();
  });

  it('labels a quotation request and its total as an estimate, and the priced one as the total', () => {
    const asked = renderOrderCard(
      orderFixture({
        status: 'Quote',
        payment_mode: 'NA',
        deliveryCharge: 0,
        payment: null,
        quote: { state: 'requested', pay_token: null },
      }),
    );
    expect(screen.getByTestId('order-total').previousSibling).toHaveTextContent('Estimated total');
    expect(screen.getByTestId('order-quote')).toHaveTextContent(
      'Quotation requestOur team will contact you with the final price, delivery included.',
    );
    asked.unmount();
    renderOrderCard(
      orderFixture({ status: 'Quote', payment_mode: 'NA', quote: { state: 'priced', pay_token: 'tok' } }),
    );
    expect(screen.getByTestId('order-total').previousSibling).toHaveTextContent(/^Total$/);
  });

  it('labels the total of a placed order Total, with no quotation note', () => {
    renderOrderCard();
    expect(screen.getByTestId('order-total').previousSibling).toHaveTextContent(/^Total$/);
    expect(screen.queryByTestId('order-quote')).toBeNull();
  });

  it('offers Track Order for Pay on delivery too', () => {
    renderOrderCard(orderFixture({ status: 'Pay on delivery', payment_mode: 'Pay on delivery' }));
    expect(screen.getByRole('link', { name: /Track Order/ })).toBeInTheDocument();
  });

  it('shows nothing for a quotation, a Failed badge for a failed order and Payment pending while unpaid', () => {
    const { unmount } = renderOrderCard(orderFixture({ status: 'Quote', payment_mode: 'NA' }));
    expect(screen.queryByRole('link', { name: /Track Order/ })).toBeNull();
    expect(screen.queryByTestId('order-badge')).toBeNull();
    unmount();

    const failed = renderOrderCard(orderFixture({ status: 'Failed' }));
    expect(screen.getByTestId('order-badge')).toHaveTextContent('Failed');
    expect(screen.queryByRole('link', { name: /Track Order/ })).toBeNull();
    failed.unmount();

    renderOrderCard(orderFixture({ status: 'Pending' }));
    expect(screen.getByTestId('order-badge')).toHaveTextContent('Payment pending');
    expect(screen.getByTestId('order-badge')).not.toHaveTextContent('Failed');
  });

  it('lists each item with image, name, price, attributes and a View Product link', () => {
    renderOrderCard();
    const item = screen.getByTestId('order-item');
    expect(item).toHaveTextContent('Oud Royale');
    expect(item).toHaveTextContent('₹999.00');
    expect(item).toHaveTextContent('Size: 12 ml');
    expect(item.querySelector('img')).toHaveAttribute('src', '/api/media/p1.svg');
    expect(within(item).getByRole('link', { name: /View Product/ })).toHaveAttribute(
      'href',
      productPath({ title: 'Oud Royale', product_id: 'p1' }),
    );
  });

  it('says so when an order has no items', () => {
    renderOrderCard(orderFixture({ cart_products: [] }));
    expect(screen.getByText(ORDER_MSG.noProductsInOrder)).toBeInTheDocument();
  });
});

describe('deliveryLine', () => {
  const createdAt = '2025-03-01T06:30:00.000Z';

  it('reads Delivered on {date} once delivered', () => {
    expect(
      deliveryLine({
        delivered: true,
        deliveredAt: '2025-03-05T10:00:00.000Z',
        createdAt,
        cart_products: [],
      }),
    ).toBe('Delivered on 5/3/2025');
  });

  it('estimates from the order date: average delivery days, then four days more', () => {
    const items = [orderItem({ delivery_days: 4 }), orderItem({ product_sku: 'B', delivery_days: 6 })];
    const from = new Date(Date.parse(createdAt) + 5 * 86_400_000);
    const to = new Date(Date.parse(createdAt) + 9 * 86_400_000);
    expect(deliveryLine({ delivered: false, deliveredAt: null, createdAt, cart_products: items })).toBe(
      `Estimated delivery between ${formatDeliveryDate(from)} to ${formatDeliveryDate(to)}`,
    );
  });

  it('says the estimate is not available when no item has delivery days', () => {
    expect(
      deliveryLine({
        delivered: false,
        deliveredAt: null,
        createdAt,
        cart_products: [orderItem({ delivery_days: 0 })],
      }),
    ).toBe(ORDER_MSG.deliveryEstimateNotAvailable);
  });
});
