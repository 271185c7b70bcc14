/**
 * The customer's session in the browser (design: "Sessions"; docs/api.md "Session").
 *
 * - The access token lives in memory only (lib/api-client); the refresh token is an
 *   httpOnly cookie. A reload keeps the customer signed in: startSession() trades the
 *   cookie for a new access token, then re-reads the user record.
 * - The stored user (localStorage, STORAGE_KEYS.user) is the spec's "Logged-in user":
 *   user_id, id, full_name, name, email, mobile. Its presence is what "logged in" means
 *   to the pages; the header reads it through useStoredUser().
 *
 * How other features (cart, checkout, orders) use it:
 *
 *   // a fetcher that needs the customer: token, 401 refresh and retry are handled; the
 *   // answer is checked against the schema in development and tests (see AnswerSchema)
 *   import { apiAuthRequest } from '@/lib/api-client';
 *   export const getCart = (userId: string, signal?: AbortSignal) =>
 *     apiAuthRequest(`/cart/${userId}`, import.meta.env.DEV && cartResponseSchema, { signal });
 *
 *   // a query hook: only for a logged-in visitor, keyed by the user
 *   const { user } = useSession();
 *   useQuery({ queryKey: ['cart', user?.user_id], queryFn: ..., enabled: Boolean(user) });
 *
 *   // merge the guest cart at login; the login flow awaits every handler before it
 *   // redirects, and a failing handler is logged, never blocks the login
 *   const stop = onLoggedIn(async (user) => { await mergeGuestCart(user.user_id); });
 *
 *   // send a guest to /login and come back afterwards (cart -> checkout)
 *   rememberReturnTo('/checkout'); navigate('/login');
 *
 *   // a page only for customers: put its route under <RequireAuth /> (features/auth)
 */
import { AUTH_MSG, type SessionUser, successMessageSchema, userRecordSchema } from '@storefront/shared';
import { useSyncExternalStore } from 'react';
import {
  apiAuthFetch,
  apiRequest,
  checkAnswer,
  refreshAccessToken,
  setAccessToken,
  setAuthListeners,
} from './api-client';
import { STORAGE_KEYS } from './storage';
import { type StoredUser, storedUser, useStoredUser } from './stored-user';

export type LoggedInHandler = (user: StoredUser) => Promise<void> | void;

const loggedInHandlers = new Set<LoggedInHandler>();

/** Registers work to do right after a login (e.g. merging the guest cart); returns an unsubscribe. */
export function onLoggedIn(handler: LoggedInHandler): () => void {
  loggedInHandlers.add(handler);
  return () => loggedInHandlers.delete(handler);
}

// ---- the pre-login page ----

const NO_RETURN = /^\/(login|register|reset)(\/|\?|#|$)/;

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Only a path of this site: never another origin (//evil.example) or an auth page. */
function isReturnPath(path: string | null | undefined): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !NO_RETURN.test(path);
}

let loggingOut = false;

/** Remembers where to go after the next login (a protected page, checkout). */
export function rememberReturnTo(path: string): void {
  if (loggingOut || !isReturnPath(path)) return;
  sessionStore()?.setItem(STORAGE_KEYS.returnTo, path);
}

/** The remembered page, once: it is removed as it is read. */
export function takeReturnTo(): string | null {
  const store = sessionStore();
  const path = store?.getItem(STORAGE_KEYS.returnTo) ?? null;
  store?.removeItem(STORAGE_KEYS.returnTo);
  return isReturnPath(path) ? path : null;
}

// ---- state ----

type Status = 'checking' | 'ready';
let status: Status = 'checking';
const statusListeners = new Set<() => void>();

function setStatus(next: Status) {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

/** Forgets the customer in this browser: token and stored user. */
export function endSession(): void {
  setAccessToken(null);
  storedUser.clear();
}

function keepUser(user: Partial<StoredUser> & Pick<StoredUser, 'user_id'>) {
  const current = storedUser.get();
  // another tab may have signed in as someone else: then the server's user replaces ours
  storedUser.set(current && current.user_id === user.user_id ? { ...current, ...user } : user);
}

setAuthListeners({
  onRefreshed: (user) => keepUser(user),
  onSessionLost: () => endSession(),
});

/**
 * Re-reads the stored user's record. Spec: "User not found" or HTTP 201 removes the
 * stored user; 200 refreshes it. Other failures are only logged (docs/api.md).
 */
export async function refreshStoredUser(): Promise<void> {
  const user = storedUser.get();
  if (!user) return;
  try {
    const response = await apiAuthFetch(`/registeruser/single/${encodeURIComponent(user.user_id)}`);
    const body: unknown = await response.json().catch(() => null);
    const message =
      body && typeof body === 'object' && 'message' in body ? (body as { message: unknown }).message : null;
    if (response.status === 201 || message === AUTH_MSG.userNotFound) {
      endSession();
      return;
    }
    if (response.status === 200) {
      const path = '/registeruser/single';
      const { createdAt: _createdAt, ...fields } = checkAnswer(
        path,
        body,
        import.meta.env.DEV && userRecordSchema,
      );
      keepUser(fields);
    }
  } catch (error) {
    console.error('Could not refresh the user record', error);
  }
}

let started: Promise<void> | null = null;

/**
 * Runs once on app load: with a stored user, trades the refresh cookie for an access
 * token (no cookie: the stored user is removed) and re-reads the user record.
 */
export function startSession(): Promise<void> {
  started ??= (async () => {
    try {
      if (!storedUser.get()) return;
      const token = await refreshAccessToken();
      if (token) await refreshStoredUser();
    } finally {
      setStatus('ready');
    }
  })();
  return started;
}

/**
 * After POST /loginuser or Google sign-in: keeps the token and the user, awaits every
 * onLoggedIn handler, and answers where to go (the remembered page, else home).
 */
export async function completeLogin(session: { user: SessionUser; accessToken: string }): Promise<string> {
  loggingOut = false;
  setAccessToken(session.accessToken);
  storedUser.set(session.user);
  setStatus('ready');
  const user = storedUser.get() ?? { ...session.user };
  const results = await Promise.allSettled([...loggedInHandlers].map(async (handler) => handler(user)));
  for (const result of results) {
    if (result.status === 'rejected') console.error('A login handler failed', result.reason);
  }
  return takeReturnTo() ?? '/';
}

// ---- the notification device ----

const PUSH_DEVICE_KEY = 'storefront.pushDevice';

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Remembers the device token this browser registered for notifications (or forgets it
 * with null). A device stays with the account that registered it until logout sends the
 * token back, so the next person on this browser can register it.
 */
export function rememberPushDevice(deviceToken: string | null): void {
  if (deviceToken) localStore()?.setItem(PUSH_DEVICE_KEY, deviceToken);
  else localStore()?.removeItem(PUSH_DEVICE_KEY);
}

/**
 * POST /api/auth/logout: revokes the refresh cookie and lets go of this browser's
 * notification device, then forgets the customer here.
 */
export async function logout(): Promise<void> {
  loggingOut = true;
  const deviceToken = localStore()?.getItem(PUSH_DEVICE_KEY);
  try {
    await apiRequest('/auth/logout', import.meta.env.DEV && successMessageSchema, {
      method: 'POST',
      body: deviceToken ? { deviceToken } : {},
    });
  } catch (error) {
    // the local session ends anyway; the cookie dies with its expiry or the next rotation
    console.error('Logout call failed', error);
  } finally {
    endSession();
    rememberPushDevice(null);
    sessionStore()?.removeItem(STORAGE_KEYS.returnTo);
  }
}

/** Lets protected pages know the session check of this load is done. */
export function allowReturnRemembering(): void {
  loggingOut = false;
}

function subscribeStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export type Session = {
  /** The stored user, or null for a guest. */
  user: StoredUser | null;
  isLoggedIn: boolean;
  /** False until this load's refresh and user check have finished (a stored user may still be dropped). */
  ready: boolean;
};

/** The customer (or null) and whether this load's session check has finished. */
export function useSession(): Session {
  const user = useStoredUser();
  const current = useSyncExternalStore(
    subscribeStatus,
    () => status,
    () => 'checking' as Status,
  );
  return { user, isLoggedIn: user !== null, ready: current === 'ready' || user === null };
}
