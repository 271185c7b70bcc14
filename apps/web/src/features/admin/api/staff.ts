import {
  type AdminStaffCreateBody,
  type AdminStaffUpdateBody,
  adminStaffResponseSchema,
  staffListResponseSchema,
} from '@storefront/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../session';

const STAFF_KEY = ['admin', 'staff'];
const memberPath = (id: string) => `/admin/staff/${encodeURIComponent(id)}`;

export function useAdminStaff() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) =>
      adminRequest('/admin/staff', import.meta.env.DEV && staffListResponseSchema, { signal }).then(
        (answer) => answer.staff,
      ),
  });
}

/** Adds a member (no id) or saves one; the list is read again afterwards. */
export function useSaveStaffMember(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminStaffCreateBody | AdminStaffUpdateBody) =>
      adminRequest(id ? memberPath(id) : '/admin/staff', import.meta.env.DEV && adminStaffResponseSchema, {
        method: id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

export function useResetStaffMember(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      adminRequest(`${memberPath(id)}/reset`, import.meta.env.DEV && adminStaffResponseSchema, {
        method: 'POST',
        body: { password },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}
