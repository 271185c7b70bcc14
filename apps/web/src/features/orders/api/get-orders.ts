import { orderListResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { customerQuery } from '@/lib/customer-query';
import { useSession } from '@/lib/session';

/** GET /api/payment/{userId}: the customer's orders, newest first. */
const orders = customerQuery('orders', '/payment', 'data', import.meta.env.DEV && orderListResponseSchema);

export const ordersKey = orders.key;

export function useOrders() {
  const { user } = useSession();
  return useQuery(orders.options(user?.user_id));
}
