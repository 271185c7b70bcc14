/**
 * Money is integer paise everywhere inside the system; the API speaks rupees with at
 * most two decimals because that is what the spec's fields carry.
 */
export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: Paise): number {
  return Math.round(paise) / 100;
}

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,23,456.00: rupee sign, Indian digit grouping, two decimals. */
export function formatRupees(rupees: number): string {
  return inr.format(rupees);
}

/** Discount percent rounded from price and sale price; 0 when there is no saving. */
export function discountPercent(price: number, salePrice: number | null | undefined): number {
  if (salePrice == null || price <= 0 || salePrice >= price) return 0;
  return Math.round(((price - salePrice) / price) * 100);
}

/** The amount a shopper saves, in rupees, never negative. */
export function savedAmount(price: number, salePrice: number | null | undefined): number {
  if (salePrice == null || salePrice >= price) return 0;
  return paiseToRupees(rupeesToPaise(price) - rupeesToPaise(salePrice));
}
