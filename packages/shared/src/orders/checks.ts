import { MAX_UNITS_PER_LINE, MAX_UNITS_PER_ORDER } from '../constants';
import { ORDER_MSG } from './messages';
import type { PaymentMode } from './schemas';

export type PlaceOrderCheck =
  | { ok: true }
  | { ok: false; field: 'billing' | 'shipping' | 'mobile' | 'payment' | 'pincode'; message: string };

/**
 * The place-order checks in the spec's order (docs/api.md): billing address, shipping
 * address, a valid mobile, a payment method, and a served shipping pincode when the shop
 * lists pincodes. The browser runs them to guide the shopper; the server runs its own.
 */
export function checkPlaceOrder(input: {
  billingAddressId: string | null | undefined;
  shippingAddressId: string | null | undefined;
  shippingPincode: string | null | undefined;
  mobileValid: boolean;
  mobileMessage: string;
  paymentMode: PaymentMode | null | undefined;
  activePincodes: readonly string[];
}): PlaceOrderCheck {
  if (!input.billingAddressId)
    return { ok: false, field: 'billing', message: ORDER_MSG.selectBillingAddress };
  if (!input.shippingAddressId)
    return { ok: false, field: 'shipping', message: ORDER_MSG.selectShippingAddress };
  if (!input.mobileValid) return { ok: false, field: 'mobile', message: input.mobileMessage };
  if (!input.paymentMode) return { ok: false, field: 'payment', message: ORDER_MSG.selectPaymentMethod };
  if (!isPincodeServed(input.shippingPincode, input.activePincodes)) {
    return { ok: false, field: 'pincode', message: ORDER_MSG.deliveryNotAvailableHere };
  }
  return { ok: true };
}

/** The pincodes a shop delivers to: the Active entries of its list, trimmed. */
export function activePincodes(list: readonly { pincode: string; status: string }[]): string[] {
  return list.filter((entry) => entry.status.toLowerCase() === 'active').map((entry) => entry.pincode.trim());
}

/** A shop with no pincode list delivers everywhere. */
export function isPincodeServed(
  pincode: string | null | undefined,
  activePincodes: readonly string[],
): boolean {
  if (activePincodes.length === 0) return true;
  return pincode != null && activePincodes.includes(pincode.trim());
}

/**
 * Why an address cannot become the default of this kind, or null: the spec's shipping-address
 * pick refuses a pincode outside the shop's list, at checkout and in My Account alike.
 */
export function defaultAddressRefusal(
  kind: 'shipping' | 'billing',
  pincode: string,
  activePincodes: readonly string[],
): string | null {
  return kind === 'shipping' && !isPincodeServed(pincode, activePincodes)
    ? ORDER_MSG.shippingNotAvailable
    : null;
}

/**
 * The quantity limits of one order (decision 0020): no line above MAX_UNITS_PER_LINE and no
 * more than MAX_UNITS_PER_ORDER units in all. The refusal's text, or null within them.
 */
export function orderQuantityProblem(lines: readonly { quantity: number }[]): string | null {
  if (lines.some((line) => line.quantity > MAX_UNITS_PER_LINE)) return ORDER_MSG.maxUnitsPerLine;
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return units > MAX_UNITS_PER_ORDER ? ORDER_MSG.maxUnitsPerOrder : null;
}
