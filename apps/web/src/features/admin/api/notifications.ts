import {
  type AdminOutboxQuery,
  adminNotificationPreviewResponseSchema,
  adminNotificationTemplatesResponseSchema,
  adminOutboxResponseSchema,
  adminOutboxRetryResponseSchema,
  adminPushResponseSchema,
  adminPushStateResponseSchema,
  type NotificationTemplate,
} from '@storefront/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryString } from '@/lib/api-client';
import { adminRequest } from '../session';
import { pagedListHook } from './resources';

export function useNotificationTemplates() {
  return useQuery({
    queryKey: ['admin', 'notifications', 'templates'],
    queryFn: ({ signal }) =>
      adminRequest(
        '/admin/notifications/templates',
        import.meta.env.DEV && adminNotificationTemplatesResponseSchema,
        {
          signal,
        },
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useNotificationPreview(template: NotificationTemplate | null, format: 'html' | 'text') {
  return useQuery({
    queryKey: ['admin', 'notifications', 'preview', template, format],
    queryFn: ({ signal }) =>
      adminRequest(
        `/admin/notifications/preview/${template}${queryString({ format })}`,
        import.meta.env.DEV && adminNotificationPreviewResponseSchema,
        { signal },
      ),
    enabled: template !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useOutbox = pagedListHook<AdminOutboxQuery, typeof adminOutboxResponseSchema>(
  '/admin/notifications/outbox',
  import.meta.env.DEV && adminOutboxResponseSchema,
);

export function useRetryOutbox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(
        `/admin/notifications/outbox/${encodeURIComponent(id)}/retry`,
        import.meta.env.DEV && adminOutboxRetryResponseSchema,
        { method: 'POST' },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'notifications', 'outbox'] }),
  });
}

// ---- this staff member's devices ----

const PUSH_KEY = ['admin', 'push'] as const;

export function useStaffPush() {
  return useQuery({
    queryKey: PUSH_KEY,
    queryFn: ({ signal }) =>
      adminRequest('/admin/push', import.meta.env.DEV && adminPushStateResponseSchema, { signal }),
  });
}

export function saveStaffPush(subscription: PushSubscriptionJSON) {
  return adminRequest('/admin/push', import.meta.env.DEV && adminPushResponseSchema, {
    method: 'POST',
    body: { subscription },
  });
}

export function removeStaffPush(endpoint: string) {
  return adminRequest(
    `/admin/push${queryString({ endpoint })}`,
    import.meta.env.DEV && adminPushResponseSchema,
    {
      method: 'DELETE',
    },
  );
}

export { PUSH_KEY };
