import { describe, expect, it } from 'vitest';
import { MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER } from '../constants';
import { activePincodes, checkPlaceOrder, orderQuantityProblem } from './checks';
import { ORDER_MSG } from './messages';
import { formatOrderTimestamp, orderCardAction, orderProgress } from './progress';

describe('orderProgress', () => {
  it('maps statuses to the four steps and the first label', () => {
    expect(orderProgress('Pending')).toMatchObject({
      step: 1,
      labels: ['Order Placed', 'Dispatch', 'Out for delivery', 'Delivered'],
    });
    expect(orderProgress('Processing').labels[0]).toBe('Order Processing');
    expect(orderProgress('Packed')).toMatchObject({
      step: 1,
      labels: ['Packed', 'Dispatch', 'Out for delivery', 'Delivered'],
    });
    expect(orderProgress('Shipped').step).toBe(2);
    expect(orderProgress('Out for delivery').step).toBe(3);
    expect(orderProgress('Delivered')).toMatchObject({ step: 4, complete: true });
    expect(orderProgress('Out for delivery').complete).toBe(false);
    expect(orderProgress('Lost in the post').step).toBe(1);
  });

  it('reads Cancelled on every step when cancelled', () => {
    expect(orderProgress('Cancelled')).toEqual({
      step: 4,
      cancelled: true,
      complete: false,
      labels: Array(4).fill('Cancelled'),
    });
  });
});

describe('orderCardAction', () => {
  // placed orders are tracked, a quote shows nothing, a failed or unpaid one says so
  it.each([
    ['Success', 'track'],
    ['Pay on delivery', 'track'],
    ['Quote', 'none'],
    ['Failed', 'failed'],
    ['Pending', 'pending'],
  ])('gives a %s order the %s action', (status, action) => {
    expect(orderCardAction(status)).toBe(action);
  });
});

describe('formatOrderTimestamp', () => {
  it('shows India time as dd/mm/yy - hh:mm', () => {
    expect(formatOrderTimestamp('2026-11-21T20:45:00.000Z')).toBe('22/11/26 - 02:15');
  });
});

describe('checkPlaceOrder', () => {
  const ready = {
    billingAddressId: 'b',
    shippingAddressId: 's',
    shippingPincode: '400001',
    mobileValid: true,
    mobileMessage: 'bad mobile',
    paymentMode: 'Pay now' as const,
    activePincodes: ['400001'],
  };
  it('checks in the spec order', () => {
    expect(checkPlaceOrder({ ...ready, billingAddressId: null, shippingAddressId: null })).toMatchObject({
      message: ORDER_MSG.selectBillingAddress,
    });
    expect(checkPlaceOrder({ ...ready, shippingAddressId: null, mobileValid: false })).toMatchObject({
      message: ORDER_MSG.selectShippingAddress,
    });
    expect(checkPlaceOrder({ ...ready, mobileValid: false, paymentMode: null })).toMatchObject({
      field: 'mobile',
      message: 'bad mobile',
    });
    expect(checkPlaceOrder({ ...ready, paymentMode: null })).toMatchObject({
      message: 'Please select a payment method.',
    });
    expect(checkPlaceOrder({ ...ready, shippingPincode: '110001' })).toMatchObject({
      message: 'Delivery is not available to this pincode.',
    });
    expect(checkPlaceOrder(ready)).toEqual({ ok: true });
    expect(checkPlaceOrder({ ...ready, shippingPincode: '110001', activePincodes: [] })).toEqual({
      ok: true,
    });
  });
});

describe('activePincodes', () => {
  it('keeps the Active entries, trimmed', () => {
    expect(
      activePincodes([
        { pincode: ' 302001 ', status: 'Active' },
        { pincode: '302002', status: 'Inactive' },
        { pincode: '302003', status: 'active' },
      ]),
    ).toEqual(['302001', '302003']);
  });
});

describe('orderQuantityProblem', () => {
  it('refuses a line above the line cap, then an order above the order cap', () => {
    expect(orderQuantityProblem([{ quantity: MAX_UNITS_PER_LINE }])).toBeNull();
    expect(orderQuantityProblem([{ quantity: MAX_UNITS_PER_LINE + 1 }])).toBe(ORDER_MSG.maxUnitsPerLine);
    const full = Array.from({ length: MAX_UNITS_PER_ORDER / MAX_UNITS_PER_LINE }, () => ({
      quantity: MAX_UNITS_PER_LINE,
    }));
    expect(orderQuantityProblem(full)).toBeNull();
    expect(orderQuantityProblem([...full, { quantity: 1 }])).toBe(ORDER_MSG.maxUnitsPerOrder);
    expect(ORDER_MSG.maxUnitsPerLine).toBe('You can order at most 10 of one product.');
  });
});
