import { useStoredUser } from '@/lib/stored-user';
import { useServerCart } from './api/get-cart';
import { useGuestCartCount } from './guest-cart-count';

/**
 * The badge count: the number of lines, not the sum of quantities (docs/api.md); the server
 * list's length for a customer. Fetch failures stay silent (docs/api.md). Every page shows it,
 * so it uses only light pieces: no list work, no cart line schema.
 */
export function useCartCount(): number {
  const user = useStoredUser();
  const userId = user?.user_id ?? null;
  const guestCount = useGuestCartCount();
  const server = useServerCart(userId);
  return userId ? (server.data?.length ?? 0) : guestCount;
}
