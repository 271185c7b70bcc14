import { type CheckoutData, checkoutDataSchema } from '@storefront/shared';
import { removeKey, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** Saves the checkout data when the shopper leaves the cart (docs/api.md: kept locally); /checkout reads it. */
export function saveCheckoutData(data: CheckoutData): void {
  writeJson(STORAGE_KEYS.checkoutData, checkoutDataSchema.parse(data));
}

/** Once the order is placed, the saved checkout data goes (docs/api.md). */
export function clearCheckoutData(): void {
  removeKey(STORAGE_KEYS.checkoutData);
}
