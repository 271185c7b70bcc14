import { ORDER_BILL_MSG, ORDER_MSG } from '@storefront/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectTestIdTexts } from '@/test/expect-texts';
import { mockApi, renderRoute } from '@/test/render';
import { signedInForEachTest } from '@/test/session';
import { orderFixture, orderItem, payOnDeliveryOrder } from './test-orders';
import { TrackOrderPage } from './track-order-page';

signedInForEachTest();

const renderTrack = () => renderRoute(<TrackOrderPage />, { path: '/track/:id', url: '/track/o1' });

/** The rows of Bill Details as the shopper reads them, label and amount, top to bottom. */
async function billRows() {
  const bill = await screen.findByTestId('bill-details');
  return [...bill.querySelectorAll('dl > div')].map(
    (row) => `${row.querySelector('dt')?.textContent} ${row.querySelector('dd')?.textContent}`,
  );
}

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
      'bill-paid-online': null,
      'bill-on-delivery': null,
    });
    expect(screen.queryByRole('link', { name: /Download Invoice/ })).toBeNull();
    expect(screen.queryByTestId('track-unpaid')).toBeNull();
  });

  it('adds what was paid online (the advance with the delivery charge) and what is left for pay on delivery, and Download Invoice when out for delivery', async () => {
    mockApi({
      '/payment/order/o1': { isError: false, data: payOnDeliveryOrder({ orderStatus: 'Out for delivery' }) },
    });
    renderTrack();
    // 359.64 advance + 40 delivery were charged online; 1438.56 is left for the courier
    expect(await billRows()).toEqual([
      'MRP ₹2,400.00',
      'Discount −₹402.00',
      'Coupon (WELCOME10) −₹199.80',
      'Delivery charge ₹40.00',
      `${ORDER_BILL_MSG.paidOnline} ₹399.64`,
      `${ORDER_BILL_MSG.toPayOnDelivery} ₹1,438.56`,
      'Total ₹1,838.20',
    ]);
    expect(screen.getByRole('link', { name: /Download Invoice/ })).toHaveAttribute(
      'href',
      '/invoice?order=o1',
    );
  });

  it('reads the balance as paid on delivery once the shop recorded it collected', async () => {
    mockApi({
      '/payment/order/o1': {
        isError: false,
        data: payOnDeliveryOrder({
          orderStatus: 'Delivered',
          delivered: true,
          deliveredAt: '2025-03-05T08:00:00.000Z',
          balanceCollectedAt: '2025-03-05T08:00:00.000Z',
        }),
      },
    });
    renderTrack();
    const rows = await billRows();
    expect(rows).toContain(`${ORDER_BILL_MSG.paidOnline} ₹399.64`);
    expect(rows).toContain(`${ORDER_BILL_MSG.paidOnDelivery} ₹1,438.56`);
    expect(rows.some((row) => row.startsWith(ORDER_BILL_MSG.toPayOnDelivery))).toBe(false);
  });

  it('asks nothing more of a cancelled pay-on-delivery order and shows its refund on the bill', async () => {
    mockApi({
      '/payment/order/o1': {
        isError: false,
        data: payOnDeliveryOrder({
          orderStatus: 'Cancelled',
          cancelledAt: '2025-03-02T06:30:00.000Z',
          refundedAmount: 399.64,
          refundPendingAmount: 0,
        }),
      },
    });
    renderTrack();
    const rows = await billRows();
    expect(rows).toContain(`${ORDER_BILL_MSG.paidOnline} ₹399.64`);
    expect(rows).toContain(`${ORDER_BILL_MSG.refunded} ₹399.64`);
    expect(rows.some((row) => row.includes('on delivery'))).toBe(false);
  });

  it('shows refunds of an order that is not cancelled on its bill, confirmed and on their way', async () => {
    mockApi({
      '/payment/order/o1': {
        isError: false,
        data: orderFixture({ orderStatus: 'Delivered', refundedAmount: 200, refundPendingAmount: 5.5 }),
      },
    });
    renderTrack();
    expect((await billRows()).slice(-3)).toEqual([
      `${ORDER_BILL_MSG.refunded} ₹200.00`,
      `${ORDER_BILL_MSG.refundOnItsWay} ₹5.50`,
      'Total ₹1,838.20',
    ]);
  });

  it('leaves out the Discount line when the items were not on sale', async () => {
    const line = orderItem({ product_price: 999, product_saleprice: null });
    mockApi({
      '/payment/order/o1': {
        isError: false,
        data: orderFixture({
          cart_products: [line],
          couponapplied: false,
          coupon_code: null,
          discountprice: 0,
          amountafterdiscount: 1998,
          totalAfterDiscount: 1998,
          payable_now: 2038,
          totalAmountbeforePay: 2038,
        }),
      },
    });
    renderTrack();
    expect(await billRows()).toEqual(['MRP ₹1,998.00', 'Delivery charge ₹40.00', 'Total ₹2,038.00']);
    expect(screen.queryByTestId('bill-saved')).toBeNull();
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
