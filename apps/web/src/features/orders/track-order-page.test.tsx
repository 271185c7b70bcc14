import { ORDER_MSG } from '@storefront/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectTestIdTexts } from '@/test/expect-texts';
import { mockApi, renderRoute } from '@/test/render';
import { signedInForEachTest } from '@/test/session';
import { orderFixture, payOnDeliveryOrder } from './test-orders';
import { TrackOrderPage } from './track-order-page';

signedInForEachTest();

const renderTrack = () => renderRoute(<TrackOrderPage />, { path: '/track/:id', url: '/track/o1' });

describe('TrackOrderPage', () => {
  it('shows the heading, progress, items and Bill Details of a pay-now order', async () => {
    mockApi({ '/payment/order/o1': { isError: false, data: orderFixture({ orderStatus: 'Shipped' }) } });
    renderTrack();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Order #NA250301-00042');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Dispatch');

    const item = screen.getByTestId('track-item');
    expect(item.querySelector('s')).toHaveTextContent('₹1,200.00');
    expect(item).toHaveTextContent('17% off');
    expect(item).toHaveTextContent('₹999.00');
    expect(item).toHaveTextContent('Qty: 2');

    // MRP 2400, sale total 1998, after the coupon 1798.20
    expectTestIdTexts({
      'bill-saved': 'You saved ₹601.80 on this order',
      'bill-mrp': '₹2,400.00',
      'bill-discount': '₹402.00',
      'bill-coupon': '₹199.80',
      'bill-delivery': '₹40.00',
      'bill-total': '₹1,838.20',
      'bill-advance': null,
    });
    expect(screen.queryByRole('link', { name: /Download Invoice/ })).toBeNull();
    expect(screen.queryByTestId('track-unpaid')).toBeNull();
  });

  it('adds the advance and the amount left for pay on delivery, and Download Invoice when out for delivery', async () => {
    mockApi({
      '/payment/order/o1': { isError: false, data: payOnDeliveryOrder({ orderStatus: 'Out for delivery' }) },
    });
    renderTrack();
    expect(await screen.findByTestId('bill-advance')).toHaveTextContent('₹359.64');
    expect(screen.getByTestId('bill-remaining')).toHaveTextContent('₹1,438.56');
    expect(screen.getByRole('link', { name: /Download Invoice/ })).toHaveAttribute(
      'href',
      '/invoice?order=o1',
    );
  });

  it('says an order still waiting for its payment, or whose payment failed, is not under way', async () => {
    mockApi({ '/payment/order/o1': { isError: false, data: orderFixture({ status: 'Pending' }) } });
    const pending = renderTrack();
    expect(await screen.findByTestId('track-unpaid')).toHaveTextContent(ORDER_MSG.trackPaymentPending);
    pending.unmount();

    mockApi({ '/payment/order/o1': { isError: false, data: orderFixture({ status: 'Failed' }) } });
    renderTrack();
    expect(await screen.findByTestId('track-unpaid')).toHaveTextContent(ORDER_MSG.trackPaymentFailed);
  });

  it("says not found for another customer's order (the API answers 404)", async () => {
    mockApi({});
    renderTrack();
    expect(await screen.findByRole('heading', { name: ORDER_MSG.orderNotFound })).toBeInTheDocument();
  });
});
