import { adminDashboardResponseSchema } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '../session';

export const getAdminDashboard = (signal?: AbortSignal) =>
  adminRequest('/admin/dashboard', import.meta.env.DEV && adminDashboardResponseSchema, { signal });

export function useAdminDashboard() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => getAdminDashboard(signal) });
}
