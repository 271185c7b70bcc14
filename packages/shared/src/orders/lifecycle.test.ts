import { describe, expect, it } from 'vitest';
import {
  checkFulfilmentMove,
  FULFILMENT_MOVES,
  isFinalFulfilment,
  nextFulfilmentStatuses,
  refundState,
  splitRefund,
} from './lifecycle';
import { FULFILMENT_STATUSES } from './schemas';

describe('checkFulfilmentMove', () => {
  it.each([
    ['Success', 'Pending', 'Processing', null],
    ['Success', 'Pending', 'Shipped', null],
    ['Success', 'Packed', 'Shipped', null],
    ['Success', 'Shipped', 'Out for delivery', null],
    ['Success', 'Out for delivery', 'Shipped', null],
    ['Pay on delivery', 'Out for delivery', 'Delivered', null],
    ['Success', 'Shipped', 'Cancelled', null],
    ['Pending', 'Pending', 'Cancelled', null],
    ['Failed', 'Pending', 'Cancelled', null],
    ['Quote', 'Pending', 'Cancelled', null],
    ['Success', 'Shipped', 'Shipped', 'same'],
    ['Success', 'Shipped', 'Packed', 'not-allowed'],
    ['Success', 'Pending', 'Delivered', 'not-allowed'],
    ['Success', 'Delivered', 'Cancelled', 'not-allowed'],
    ['Success', 'Cancelled', 'Processing', 'not-allowed'],
    ['Pending', 'Pending', 'Processing', 'not-fulfillable'],
    ['Failed', 'Pending', 'Shipped', 'not-fulfillable'],
    ['Quote', 'Pending', 'Packed', 'not-fulfillable'],
  ] as const)('%s order from %s to %s: %s', (payment, from, to, expected) => {
    expect(checkFulfilmentMove(payment, from, to)).toBe(expected);
  });
});

describe('nextFulfilmentStatuses', () => {
  it.each([
    ['Success', 'Pending', ['Processing', 'Packed', 'Shipped', 'Cancelled']],
    ['Pay on delivery', 'Shipped', ['Out for delivery', 'Delivered', 'Cancelled']],
    ['Pending', 'Pending', ['Cancelled']],
    ['Success', 'Delivered', []],
    ['Success', 'Cancelled', []],
  ] as const)('a %s order at %s may go to %j', (payment, from, expected) => {
    expect(nextFulfilmentStatuses(payment, from)).toEqual(expected);
  });

  it('names only known statuses, and only Delivered and Cancelled are final', () => {
    for (const status of FULFILMENT_STATUSES) {
      for (const to of FULFILMENT_MOVES[status]) expect(FULFILMENT_STATUSES).toContain(to);
      expect(isFinalFulfilment(status)).toBe(status === 'Delivered' || status === 'Cancelled');
    }
  });
});

describe('refunds', () => {
  it.each([
    [10_000, 0, 'none'],
    [10_000, 1, 'partial'],
    [10_000, 9_999, 'partial'],
    [10_000, 10_000, 'full'],
    [0, 0, 'none'],
  ] as const)('paid %i, refunded %i: %s', (paid, refunded, expected) => {
    expect(refundState(paid, refunded)).toBe(expected);
  });

  it('splits a refund over payments oldest first, never more than each has left', () => {
    const payments = [
      { id: 'a', leftPaise: 3_000 },
      { id: 'b', leftPaise: 0 },
      { id: 'c', leftPaise: 5_000 },
    ];
    expect(splitRefund(payments, 2_000).map((p) => [p.payment.id, p.amountPaise])).toEqual([['a', 2_000]]);
    expect(splitRefund(payments, 4_000).map((p) => [p.payment.id, p.amountPaise])).toEqual([
      ['a', 3_000],
      ['c', 1_000],
    ]);
    expect(splitRefund(payments, 99_000).reduce((sum, p) => sum + p.amountPaise, 0)).toBe(8_000);
    expect(splitRefund(payments, 0)).toEqual([]);
  });
});
