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

// Built only for amounts the hand-written path below does not cover (see formatRupees).
let intlRupees: Intl.NumberFormat | undefined;

/** Below this many rupees the paise are a safe integer with room to spare; Intl formats the rest. */
const LARGEST_HAND_FORMATTED = 1e13;

/**
 * ₹1,23,456.00: rupee sign, Indian digit grouping (the last three digits, then pairs), two
 * decimals, halves away from zero: the same text as `Intl.NumberFormat('en-IN', { style:
 * 'currency', currency: 'INR' })`, which the tests check value by value. Written by hand
 * because building that formatter is a browser's first use of its locale data: 17–32 ms of
 * the web app's start on a desktop core, before any CPU slowdown (decision 0052).
 */
export function formatRupees(rupees: number): string {
  const magnitude = Math.abs(rupees);
  if (!(magnitude < LARGEST_HAND_FORMATTED)) {
    intlRupees ??= new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return intlRupees.format(rupees);
  }
  // toPrecision(15) first: 1.005 * 100 is 100.49999999999999 in binary, and Intl rounds the
  // decimal the shopper sees (1.005) to 1.01.
  const paise = Math.round(Number((magnitude * 100).toPrecision(15)));
  const whole = String(Math.trunc(paise / 100));
  const fraction = String(paise % 100).padStart(2, '0');
  const lastThree = whole.slice(-3);
  const leading = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  return `${sign}₹${leading ? `${leading},` : ''}${lastThree}.${fraction}`;
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
