import {
  type AdminOrderDetail,
  type AdminRefundBody,
  type AdminStatusBody,
  adminOrderActionResponseSchema,
  refundDueActionResponseSchema,
  refundDueResponseSchema,
} from '@storefront/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../session';
import { itemsHook } from './resources';

/** A status move, a refund or a collection changes the order, the lists, the dashboard and the audit log. */
function refreshAfter(client: QueryClient, id: string, order?: AdminOrderDetail) {
  if (order) client.setQueryData(['admin', 'order', id], order);
  for (const key of ['orders', 'refund-due', 'dashboard', 'audit']) {
    void client.invalidateQueries({ queryKey: ['admin', key] });
  }
}

const orderAction = (id: string, action: 'status' | 'refund' | 'collect', body: object) =>
  adminRequest(
    `/admin/orders/${encodeURIComponent(id)}/${action}`,
    import.meta.env.DEV && adminOrderActionResponseSchema,
    { method: 'POST', body },
  );

function useOrderAction<B extends object>(id: string, action: 'status' | 'refund' | 'collect') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => orderAction(id, action, body),
    onSuccess: (answer) => refreshAfter(client, id, answer.order),
    // a refused move may mean the order changed meanwhile: show it as it is now
    onError: () => refreshAfter(client, id),
  });
}

export const useMoveOrder = (id: string) => useOrderAction<AdminStatusBody>(id, 'status');
export const useRefundOrder = (id: string) => useOrderAction<AdminRefundBody>(id, 'refund');
export const useCollectBalance = (id: string) => useOrderAction<{ note?: string }>(id, 'collect');

export const useRefundDue = itemsHook(
  '/admin/payments/refund-due',
  import.meta.env.DEV && refundDueResponseSchema,
  ['admin', 'refund-due'],
);

/** Refund (in full) or accept one refund_due payment of the queue. */
export function useRefundDueAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      paymentId,
      action,
      body,
    }: {
      paymentId: string;
      action: 'refund' | 'accept';
      body: object;
    }) =>
      adminRequest(
        `/admin/payments/${encodeURIComponent(paymentId)}/${action}`,
        import.meta.env.DEV && refundDueActionResponseSchema,
        { method: 'POST', body },
      ),
    onSettled: () => {
      for (const key of ['refund-due', 'orders', 'order', 'audit']) {
        void client.invalidateQueries({ queryKey: ['admin', key] });
      }
    },
  });
}

/** A fresh key per refund the staff member asks for: a double click or a retry sends the same one. */
export const newRefundKey = () => `console-${crypto.randomUUID()}`;
