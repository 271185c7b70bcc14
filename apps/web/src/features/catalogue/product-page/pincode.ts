import { MSG, PINCODE_MIN_LENGTH } from '@storefront/shared';

export type PincodeResult = { ok: boolean; message: string };

/** docs/api.md: under 5 characters is invalid; only the shop's active pincodes deliver. */
export function checkPincode(input: string, activePincodes: readonly string[]): PincodeResult {
  const pincode = input.trim();
  if (pincode.length < PINCODE_MIN_LENGTH) return { ok: false, message: MSG.invalidPincode };
  return activePincodes.includes(pincode)
    ? { ok: true, message: MSG.deliveryAvailable(pincode) }
    : { ok: false, message: MSG.deliveryNotAvailable(pincode) };
}
