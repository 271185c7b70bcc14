/**
 * Money is integer paise everywhere inside the system; the API speaks rupees with at
 * most two decimals because that is what the spec's fields carry (docs/decisions/0031).
 */
declare const paiseBrand: unique symbol;

/**
 * An integer number of paise. The brand keeps rupees out of paise arithmetic: a bare
 * number becomes Paise only through `paise` (an integer the database or a constant holds
 * in paise) or `rupeesToPaise` (a rupee amount read from a request or the wire).
 */
export type Paise = number & { readonly [paiseBrand]: 'Paise' };

/** An integer already in paise (a `*_paise` column, a constant); anything else is a bug. */
export function paise(amount: number): Paise {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not a whole number of paise: ${amount}`);
  return amount as Paise;
}

export const ZERO_PAISE = paise(0);

export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100) as Paise;
}

export function paiseToRupees(amount: Paise): number {
  return Math.round(amount) / 100;
}

export function addPaise(...amounts: Paise[]): Paise {
  return amounts.reduce<number>((sum, amount) => sum + amount, 0) as Paise;
}

export function subtractPaise(from: Paise, amount: Paise): Paise {
  return (from - amount) as Paise;
}

/** A unit price times a whole quantity. */
export function timesPaise(unit: Paise, quantity: number): Paise {
  return (unit * Math.trunc(quantity)) as Paise;
}

/**
 * `percent` (clamped to 0..100) of an amount, rounded to the nearest paisa, halves up.
 * The one rounding rule for coupon percentages and advances, so the summary, placing and
 * the cart page cannot drift apart.
 */
export function percentOfPaise(amount: Paise, percent: number): Paise {
  const clamped = Math.max(0, Math.min(percent, 100));
  return Math.round((amount * clamped) / 100) as Paise;
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
  return paiseToRupees(subtractPaise(rupeesToPaise(price), rupeesToPaise(salePrice)));
}
