import { type Paise, percentOfPaise, subtractPaise, ZERO_PAISE } from '../money';

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres between two points given in degrees. */
export function greatCircleKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** docs/api.md: between 0.1 and 1 km counts as 1; otherwise rounded. */
export function deliveryDistanceKm(km: number): number {
  if (km >= 0.1 && km <= 1) return 1;
  return Math.round(km);
}

/** The distances a band covers, in kilometres. */
type KmRange = { min_kilometer: number; max_kilometer: number };
export type PriceBand = KmRange & { delivery_price_paise: Paise; active: boolean };
export type FreeBand = KmRange & { free_from_paise: Paise; active?: boolean };

/**
 * The delivery charge (docs/api.md): 0 when a free-delivery band covers the distance and the cart
 * total reaches its threshold; else the price of the active band covering the distance; else 0.
 */
export function deliveryChargePaise(input: {
  distanceKm: number;
  cartTotalPaise: Paise;
  priceBands: PriceBand[];
  freeBands: FreeBand[];
}): Paise {
  const covers = (band: KmRange) =>
    input.distanceKm >= band.min_kilometer && input.distanceKm <= band.max_kilometer;
  const free = input.freeBands.some(
    (band) => band.active !== false && covers(band) && input.cartTotalPaise >= band.free_from_paise,
  );
  if (free) return ZERO_PAISE;
  const band = input.priceBands.find((candidate) => candidate.active && covers(candidate));
  return band ? band.delivery_price_paise : ZERO_PAISE;
}

/**
 * The charge when the distance cannot be worked out (no coordinates for the address or the
 * office, a pincode the table does not know): the highest price among the active bands, so
 * such an order is never delivered below cost; 0 only for a shop that charges for no band.
 * Free-delivery bands are not applied, since whether one covers the address is unknown.
 */
export function unknownDistanceChargePaise(priceBands: PriceBand[]): Paise {
  return priceBands.reduce(
    (highest, band) =>
      band.active && band.delivery_price_paise > highest ? band.delivery_price_paise : highest,
    ZERO_PAISE,
  );
}

export type DeliveryQuote = { paise: Paise; distanceKnown: boolean };

/** The delivery charge for a distance in km, or for an unknown distance (null). */
export function deliveryQuote(input: {
  distanceKm: number | null;
  cartTotalPaise: Paise;
  priceBands: PriceBand[];
  freeBands: FreeBand[];
}): DeliveryQuote {
  if (input.distanceKm === null || !Number.isFinite(input.distanceKm)) {
    return { paise: unknownDistanceChargePaise(input.priceBands), distanceKnown: false };
  }
  return { paise: deliveryChargePaise({ ...input, distanceKm: input.distanceKm }), distanceKnown: true };
}

/** docs/api.md: advance = rounded percentage of the total after discount; the rest is due on delivery. */
export function advanceSplit(
  totalAfterDiscountPaise: Paise,
  percentage: number,
): { advancePaise: Paise; remainingPaise: Paise } {
  const advancePaise = percentOfPaise(totalAfterDiscountPaise, percentage);
  return { advancePaise, remainingPaise: subtractPaise(totalAfterDiscountPaise, advancePaise) };
}
