import { isPincodeServed, MSG, PINCODE_MIN_LENGTH } from '@storefront/shared';

export type PincodeResult = { ok: boolean; message: string };

/**
 * docs/api.md: under 5 characters is invalid; then the same rule checkout keeps, so the page
 * never promises what checkout refuses nor the other way round (a shop with no active pincode
 * delivers everywhere).
 */
export function checkPincode(input: string, activePincodes: readonly string[]): PincodeResult {
  const pincode = input.trim();
  if (pincode.length < PINCODE_MIN_LENGTH) return { ok: false, message: MSG.invalidPincode };
  return isPincodeServed(pincode, activePincodes)
    ? { ok: true, message: MSG.deliveryAvailable(pincode) }
    : { ok: false, message: MSG.deliveryNotAvailable(pincode) };
}
