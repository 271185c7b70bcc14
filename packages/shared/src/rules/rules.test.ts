import { describe, expect, it } from 'vitest';
import { paise } from '../money';
import { couponDiscountPaise } from './coupon';
import { deliveryDate, estimatedDeliveryWindow } from './dates';
import { advanceSplit, deliveryChargePaise, deliveryDistanceKm, greatCircleKm } from './delivery';

describe('couponDiscountPaise', () => {
  it('takes the percentage of the sale total first', () => {
    expect(
      couponDiscountPaise({ percentage_offer: 10, price_offer_paise: paise(50000) }, paise(125_000)),
    ).toBe(12_500);
  });
  it('falls back to the fixed offer', () => {
    expect(couponDiscountPaise({ price_offer_paise: paise(10000) }, paise(125_000))).toBe(10_000);
  });
  it('never exceeds the total nor goes below zero', () => {
    expect(couponDiscountPaise({ price_offer_paise: paise(500000) }, paise(20_000))).toBe(20_000);
    expect(couponDiscountPaise({ percentage_offer: 150 }, paise(20_000))).toBe(20_000);
    expect(couponDiscountPaise({ price_offer_paise: paise(-500) }, paise(20_000))).toBe(0);
    expect(couponDiscountPaise({}, paise(20_000))).toBe(0);
    expect(couponDiscountPaise({ percentage_offer: 10 }, paise(0))).toBe(0);
  });
  it('rounds to whole paise', () => {
    expect(couponDiscountPaise({ percentage_offer: 15 }, paise(33_333))).toBe(5000);
  });
});

describe('delivery', () => {
  it('measures great-circle distance', () => {
    const jaipur = { lat: 26.9124, lng: 75.7873 };
    const delhi = { lat: 28.6139, lng: 77.209 };
    expect(greatCircleKm(jaipur, delhi)).toBeGreaterThan(230);
    expect(greatCircleKm(jaipur, delhi)).toBeLessThan(240);
    expect(greatCircleKm(jaipur, jaipur)).toBe(0);
  });
  it('counts 0.1 to 1 km as 1 and rounds the rest', () => {
    expect(deliveryDistanceKm(0.05)).toBe(0);
    expect(deliveryDistanceKm(0.1)).toBe(1);
    expect(deliveryDistanceKm(0.6)).toBe(1);
    expect(deliveryDistanceKm(1)).toBe(1);
    expect(deliveryDistanceKm(4.4)).toBe(4);
    expect(deliveryDistanceKm(4.5)).toBe(5);
  });
  const priceBands = [
    { min_kilometer: 0, max_kilometer: 5, delivery_price_paise: paise(4000), active: true },
    { min_kilometer: 5, max_kilometer: 15, delivery_price_paise: paise(8000), active: true },
    { min_kilometer: 15, max_kilometer: 50, delivery_price_paise: paise(15_000), active: false },
  ];
  const freeBands = [{ min_kilometer: 0, max_kilometer: 15, free_from_paise: paise(99_900) }];
  it('is free when a free band covers the distance and the total reaches it', () => {
    expect(deliveryChargePaise({ distanceKm: 3, cartTotalPaise: paise(99_900), priceBands, freeBands })).toBe(
      0,
    );
  });
  it('charges the covering active band otherwise', () => {
    expect(deliveryChargePaise({ distanceKm: 3, cartTotalPaise: paise(50_000), priceBands, freeBands })).toBe(
      4000,
    );
    expect(
      deliveryChargePaise({ distanceKm: 10, cartTotalPaise: paise(50_000), priceBands, freeBands }),
    ).toBe(8000);
  });
  it('charges nothing when no active band covers the distance', () => {
    expect(
      deliveryChargePaise({ distanceKm: 20, cartTotalPaise: paise(50_000), priceBands, freeBands }),
    ).toBe(0);
  });
  it('splits an advance by a rounded percentage', () => {
    expect(advanceSplit(paise(100_001), 20)).toEqual({ advancePaise: 20_000, remainingPaise: 80_001 });
    expect(advanceSplit(paise(50_000), 0)).toEqual({ advancePaise: 0, remainingPaise: 50_000 });
  });
});

describe('dates', () => {
  const today = new Date('2026-11-22T10:00:00Z');
  it('adds delivery_days to today', () => {
    expect(deliveryDate(3, today).toISOString()).toBe('2026-11-25T10:00:00.000Z');
  });
  it('gives a window from the average delivery days to four days later', () => {
    const window = estimatedDeliveryWindow(today, [2, 4, 6]);
    expect(window?.from.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(window?.to.toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(estimatedDeliveryWindow(today, [])).toBeNull();
  });
});
