import { type CheckoutData, checkoutDataSchema } from '@storefront/shared';
import { readJson, STORAGE_KEYS } from '@/lib/storage';

/** The checkout data the cart saved, validated; a corrupt value is discarded (null). */
export function readCheckoutData(): CheckoutData | null {
  return readJson(STORAGE_KEYS.checkoutData, checkoutDataSchema);
}
