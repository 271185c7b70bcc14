import { MSG, PINCODE_MIN_LENGTH, type Pincode } from '@storefront/shared';

export type PincodeResult = { ok: boolean; message: string };

/** Spec 5: under 5 characters is invalid; only the shop's active pincodes deliver. */
export function checkPincode(input: string, pincodes: readonly Pincode[]): PincodeResult {
  const pincode = input.trim();
  if (pincode.length < PINCODE_MIN_LENGTH) return { ok: false, message: MSG.invalidPincode };
  const served = pincodes.some((p) => p.pincode === pincode && p.status.toLowerCase() === 'active');
  return served
    ? { ok: true, message: MSG.deliveryAvailable(pincode) }
    : { ok: false, message: MSG.deliveryNotAvailable(pincode) };
}

/** Today plus the product's delivery days. */
export function deliveryDate(deliveryDays: number, today: Date = new Date()): Date {
  const date = new Date(today);
  date.setDate(date.getDate() + Math.max(0, deliveryDays));
  return date;
}

export function formatDeliveryDate(date: Date): string {
  return date.toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
