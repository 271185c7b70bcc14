import {
  type AdminCouponBody,
  type AdminCouponsQuery,
  adminCouponResponseSchema,
  adminCouponsResponseSchema,
  adminMessageSchema,
} from '@storefront/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../session';
import { pagedListHook } from './resources';

const couponPath = (id: string) => `/admin/coupons/${encodeURIComponent(id)}`;
const LIST_KEY = ['admin', 'coupons'] as const;

export const useAdminCoupons = pagedListHook<AdminCouponsQuery, typeof adminCouponsResponseSchema>(
  '/admin/coupons',
  import.meta.env.DEV && adminCouponsResponseSchema,
);

/** Any change can move a coupon between the list's filters: every page is asked again. */
function useRefreshList() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: LIST_KEY });
}

/** Creates a coupon when `id` is null, else replaces it. */
export function useSaveCoupon(id: string | null) {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (body: AdminCouponBody) =>
      adminRequest(id ? couponPath(id) : '/admin/coupons', import.meta.env.DEV && adminCouponResponseSchema, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: refresh,
  });
}

export function useSetCouponActive() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      adminRequest(`${couponPath(id)}/active`, import.meta.env.DEV && adminCouponResponseSchema, {
        method: 'PATCH',
        body: { active },
      }),
    onSuccess: refresh,
  });
}

export function useDeleteCoupon() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(couponPath(id), import.meta.env.DEV && adminMessageSchema, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
