import {
  type AdminHomeContent,
  type AdminHomeWriteResponse,
  adminHomeContentSchema,
  adminHomeWriteResponseSchema,
  type HomeKind,
  type HomeMoveDirection,
  type HomeStatus,
} from '@storefront/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../session';

/** The console's home page: slider cards, offers, announcement headings and new-arrival groups. */
export const HOME_CONTENT_KEY = ['admin', 'home'] as const;

export const getAdminHomeContent = (signal?: AbortSignal) =>
  adminRequest('/admin/home', import.meta.env.DEV && adminHomeContentSchema, { signal });

export function useAdminHomeContent() {
  return useQuery({ queryKey: HOME_CONTENT_KEY, queryFn: ({ signal }) => getAdminHomeContent(signal) });
}

const kindPath = (kind: HomeKind, id?: string, action?: string) =>
  ['/admin/home', kind, id && encodeURIComponent(id), action].filter(Boolean).join('/');

/** Every write answers the lists as they now are: they replace the page's copy, no second call. */
function useHomeWrite<V>(send: (variables: V) => Promise<AdminHomeWriteResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => client.setQueryData<AdminHomeContent>(HOME_CONTENT_KEY, answer.home),
  });
}

const write = (path: string, method: string, body?: unknown) =>
  adminRequest(path, import.meta.env.DEV && adminHomeWriteResponseSchema, { method, body });

/** Adds a row of `kind` when `id` is null, else replaces that row. */
export function useSaveHomeRow<B>(kind: HomeKind, id: string | null) {
  return useHomeWrite((body: B) => write(kindPath(kind, id ?? undefined), id ? 'PUT' : 'POST', body));
}

export function useDeleteHomeRow(kind: HomeKind) {
  return useHomeWrite((id: string) => write(kindPath(kind, id), 'DELETE'));
}

export function useMoveHomeRow(kind: HomeKind) {
  return useHomeWrite(({ id, direction }: { id: string; direction: HomeMoveDirection }) =>
    write(kindPath(kind, id, 'move'), 'POST', { direction }),
  );
}

/** Shows or hides a slider card or an offer on the home page. */
export function useSetHomeRowStatus(kind: 'sliders' | 'offers') {
  return useHomeWrite(({ id, status }: { id: string; status: HomeStatus }) =>
    write(kindPath(kind, id, 'status'), 'PATCH', { status }),
  );
}
