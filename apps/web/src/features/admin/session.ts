/**
 * The console's session in the browser, kept apart from the shopper's (lib/session.ts):
 * the staff access token lives in memory only; the refresh token is an httpOnly cookie
 * the server sends only to /api/admin. A reload trades the cookie for a new token.
 *
 *   const staff = await adminLogin({ email, password, totp });   // throws ApiError (code TOTP_REQUIRED...)
 *   adminRequest('/admin/orders', import.meta.env.DEV && adminOrdersResponseSchema);
 *   const { staff, ready } = useAdminSession();
 */
import {
  type AdminLoginForm,
  type AdminSessionResponse,
  adminMessageSchema,
  adminSessionResponseSchema,
  MSG,
  type StaffMember,
} from '@storefront/shared';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { preloadedApiPaths } from '@/app/preloaded-api-paths';
import { type AnswerSchema, ApiError, apiRequest, refusal } from '@/lib/api-client';
import { API_BASE, SHOP_ID } from '@/lib/config';

type State = { staff: StaffMember | null; ready: boolean };

let token: string | null = null;
let state: State = { staff: null, ready: false };
const listeners = new Set<() => void>();

function setState(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

function keep(session: AdminSessionResponse) {
  token = session.accessToken;
  setState({ staff: session.staff, ready: true });
}

function forget() {
  token = null;
  setState({ staff: null, ready: true });
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: the cookie rotates on every use. True when a session was renewed. */
export function refreshAdminSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      keep(
        await apiRequest('/admin/refresh', import.meta.env.DEV && adminSessionResponseSchema, {
          method: 'POST',
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) forget();
      else setState({ ...state, ready: true });
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

let started: Promise<boolean> | null = null;

/** Runs once when the console opens: a reload keeps the staff member signed in. */
export function startAdminSession(): Promise<boolean> {
  started ??= refreshAdminSession();
  return started;
}

export async function adminLogin(form: AdminLoginForm): Promise<StaffMember> {
  const session = await apiRequest('/admin/login', import.meta.env.DEV && adminSessionResponseSchema, {
    method: 'POST',
    body: form,
  });
  keep(session);
  return session.staff;
}

/** A call as the signed-in staff member; a 401 renews the token once and tries again. */
export async function adminRequest<T extends z.ZodType>(
  path: string,
  schema: AnswerSchema<T>,
  options: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<z.infer<T>> {
  const held = token ?? ((await refreshAdminSession()) ? token : null);
  if (!held) throw new ApiError(MSG.unauthorized, 401, 'UNAUTHORIZED');
  let answer: z.infer<T>;
  try {
    answer = await apiRequest(path, schema, { ...options, token: held });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    const fresh = token && token !== held ? true : await refreshAdminSession();
    if (!fresh || !token) throw error;
    answer = await apiRequest(path, schema, { ...options, token });
  }
  if ((options.method ?? 'GET') !== 'GET') refreshStorefrontShell();
  return answer;
}

/**
 * The storefront's shell and home answers may be kept by this browser for a minute
 * (max-age=60, decision 0008). After a change in the console they are fetched again past
 * that copy, so the owner who opens the shop next sees the change at once, not a minute later.
 */
function refreshStorefrontShell(): void {
  for (const url of preloadedApiPaths(API_BASE, SHOP_ID)) {
    fetch(url, { cache: 'reload', credentials: 'omit' }).catch(() => undefined);
  }
}

/** What an upload answered: its status and JSON body, for the caller to read either way. */
export type UploadAnswer = { status: number; body: unknown };

function sendUpload(
  path: string,
  body: FormData | Blob,
  held: string,
  onProgress?: (fraction: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports how much of a large file has gone up
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.withCredentials = true;
    request.setRequestHeader('authorization', `Bearer ${held}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        // a proxy's HTML error page: the status says enough
      }
      resolve({ status: request.status, body: answer });
    };
    request.onerror = () => reject(new ApiError(MSG.somethingWentWrong, 0, 'NETWORK'));
    request.send(body);
  });
}

/**
 * A file sent to the console API (pictures as FormData, a CSV as a Blob of type text/csv),
 * reporting upload progress; a 401 renews the token once and sends again.
 */
export async function adminUpload(
  path: string,
  body: FormData | Blob,
  onProgress?: (fraction: number) => void,
): Promise<UploadAnswer> {
  const held = token ?? ((await refreshAdminSession()) ? token : null);
  if (!held) throw new ApiError(MSG.unauthorized, 401, 'UNAUTHORIZED');
  const answer = await sendUpload(path, body, held, onProgress);
  if (answer.status !== 401) return answer;
  const fresh = token && token !== held ? true : await refreshAdminSession();
  return fresh && token ? sendUpload(path, body, token, onProgress) : answer;
}

/**
 * A file from the console API (a CSV export) saved by the browser under the server's name.
 * A link cannot carry the token, so the file is fetched and handed over as a blob.
 */
export async function adminDownload(path: string): Promise<void> {
  const held = token ?? ((await refreshAdminSession()) ? token : null);
  if (!held) throw new ApiError(MSG.unauthorized, 401, 'UNAUTHORIZED');
  const response = await fetch(`${API_BASE}${path}`, {
    credentials: 'same-origin',
    headers: { authorization: `Bearer ${held}` },
  });
  // a refused export says why (too many rows, a bad date range)
  if (!response.ok) throw refusal(response.status, await response.json().catch(() => null));
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Keeps the staff record in step after a change made from the profile (two-factor on or off). */
export function updateAdminStaff(staff: StaffMember) {
  setState({ staff, ready: true });
}

export async function adminLogout(): Promise<void> {
  try {
    await adminRequest('/admin/logout', import.meta.env.DEV && adminMessageSchema, { method: 'POST' });
  } catch (error) {
    console.error('Sign-out call failed', error);
  } finally {
    forget();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAdminSession(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** Tests start from a signed-out console. */
export function resetAdminSessionForTests() {
  token = null;
  started = null;
  refreshing = null;
  state = { staff: null, ready: false };
}
