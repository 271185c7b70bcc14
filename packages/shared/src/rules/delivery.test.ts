import { describe, expect, it } from 'vitest';
import { paise } from '../money';
import { deliveryQuote, type FreeBand, type PriceBand, unknownDistanceChargePaise } from './delivery';

/** The demo shop's bands. */
const priceBands: PriceBand[] = [
  { min_kilometer: 0, max_kilometer: 5, delivery_price_paise: paise(4000), active: true },
  { min_kilometer: 5, max_kilometer: 15, delivery_price_paise: paise(8000), active: true },
  { min_kilometer: 15, max_kilometer: 50, delivery_price_paise: paise(15000), active: true },
  { min_kilometer: 50, max_kilometer: 3000, delivery_price_paise: paise(9900), active: true },
  { min_kilometer: 3000, max_kilometer: 9000, delivery_price_paise: paise(50000), active: false },
];
const freeBands: FreeBand[] = [{ min_kilometer: 0, max_kilometer: 15, free_from_paise: paise(99_900) }];

describe('deliveryQuote', () => {
  it('prices a known distance by its band and the free-delivery threshold', () => {
    expect(deliveryQuote({ distanceKm: 3, cartTotalPaise: paise(84_900), priceBands, freeBands })).toEqual({
      paise: 4000,
      distanceKnown: true,
    });
    expect(deliveryQuote({ distanceKm: 3, cartTotalPaise: paise(99_900), priceBands, freeBands }).paise).toBe(
      0,
    );
  });

  it('charges an unknown distance the highest active band, never free, even above a free threshold', () => {
    expect(deliveryQuote({ distanceKm: null, cartTotalPaise: paise(84_900), priceBands, freeBands })).toEqual(
      {
        paise: 15000,
        distanceKnown: false,
      },
    );
    expect(
      deliveryQuote({ distanceKm: null, cartTotalPaise: paise(500_000), priceBands, freeBands }).paise,
    ).toBe(15000);
    expect(
      deliveryQuote({ distanceKm: Number.NaN, cartTotalPaise: paise(1), priceBands, freeBands })
        .distanceKnown,
    ).toBe(false);
  });

  it('charges nothing for an unknown distance only when the shop has no active band', () => {
    expect(unknownDistanceChargePaise([])).toBe(0);
    expect(unknownDistanceChargePaise(priceBands.map((band) => ({ ...band, active: false })))).toBe(0);
  });
});
