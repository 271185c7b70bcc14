import {
  type AdminInboxQuery,
  type AdminInboxUpdate,
  type AdminSubscribersQuery,
  adminInboxItemResponseSchema,
  adminInboxResponseSchema,
  adminSubscribersResponseSchema,
  type InboxKind,
} from '@storefront/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../session';
import { pagedListHook } from './resources';

export const useAdminInbox = pagedListHook<AdminInboxQuery, typeof adminInboxResponseSchema>(
  '/admin/inbox',
  import.meta.env.DEV && adminInboxResponseSchema,
);

export const getAdminInboxItem = (kind: InboxKind, id: string, signal?: AbortSignal) =>
  adminRequest(
    `/admin/inbox/${kind}/${encodeURIComponent(id)}`,
    import.meta.env.DEV && adminInboxItemResponseSchema,
    {
      signal,
    },
  );

/** One item on its own: it stays open when marking it moves it out of the filtered list. */
export function useAdminInboxItem(kind: InboxKind, id: string) {
  return useQuery({
    queryKey: ['admin', 'inbox-item', kind, id],
    queryFn: ({ signal }) => getAdminInboxItem(kind, id, signal).then((answer) => answer.item),
  });
}

export const markInboxItem = (kind: InboxKind, id: string, change: AdminInboxUpdate) =>
  adminRequest(
    `/admin/inbox/${kind}/${encodeURIComponent(id)}`,
    import.meta.env.DEV && adminInboxItemResponseSchema,
    {
      method: 'POST',
      body: change,
    },
  );

/** Read and handled change the inbox, the dashboard's unread count and the audit log. */
export function useMarkInboxItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: InboxKind; id: string; change: AdminInboxUpdate }) =>
      markInboxItem(input.kind, input.id, input.change),
    onSuccess: ({ item }) => {
      client.setQueryData(['admin', 'inbox-item', item.kind, item.id], item);
      void client.invalidateQueries({ queryKey: ['admin', 'inbox'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}

export const useAdminSubscribers = pagedListHook<
  AdminSubscribersQuery,
  typeof adminSubscribersResponseSchema
>('/admin/newsletter/subscribers', import.meta.env.DEV && adminSubscribersResponseSchema);
