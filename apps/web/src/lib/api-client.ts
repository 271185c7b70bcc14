import { type ApiErrorBody, MSG, type RefreshResponse, refreshResponseSchema } from '@storefront/shared';
import type { z } from 'zod';
import { API_BASE } from './config';

/** A failed call: the server's message when it sent one, else a generic text. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** The server's message per field of a refused body (a 400), for the form to show. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The message the server sent with a refusal, or null when the call failed otherwise
 * (network, an internal error): the spec then shows its own generic text.
 */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code && error.code !== 'INTERNAL' ? error.message : null;
}

/** The server answered 2xx but not with the shape of the shared contract. */
export class ContractError extends Error {
  constructor(
    readonly path: string,
    readonly issues: unknown,
  ) {
    super(`Unexpected answer from ${path}`);
    this.name = 'ContractError';
  }
}

type RequestOptions = {
  signal?: AbortSignal;
  method?: string;
  body?: unknown;
  /** Sent as `Authorization: Bearer <token>`; apiAuthRequest fills it in. */
  token?: string;
};

/**
 * The shared schema an answer is checked against, or `false` to take the answer as the
 * contract types it. Call sites pass `import.meta.env.DEV && schema`:
 *
 * - in development and tests every answer is parsed, so contract drift shows up loudly
 *   (an error state and a console error instead of `undefined` rendered on screen);
 * - in a production build Vite replaces `import.meta.env.DEV` with `false` before the
 *   bundler sees the code, the expression folds to `false`, and the schema import (with
 *   zod behind it) drops out of every chunk that does not otherwise need it. The server
 *   already holds the contract: fastify-type-provider-zod validates every response
 *   against the same shared schema when it serialises it.
 *
 * The flag must be written out at each call site: a constant exported from here is only
 * inlined after the bundler has decided which modules to keep, so the schemas would stay.
 * The answer's type is inferred from the schema either way.
 */
export type AnswerSchema<T extends z.ZodType> = T | false;

/** A call to the API; the answer is checked as AnswerSchema says. */
export async function apiRequest<T extends z.ZodType>(
  path: string,
  schema: AnswerSchema<T>,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  const response = await fetch(`${API_BASE}${path}`, {
    method: options.method ?? 'GET',
    signal: options.signal,
    credentials: 'same-origin',
    // No Accept header on a GET: Chromium reuses a preloaded answer (index.html preloads
    // the first view's calls, see app/preloaded-api-paths.ts) only for a request whose
    // headers match the preload's, and a preload cannot set any. The API answers JSON anyway.
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return readAnswer(path, response, schema);
}

/** Turns a response into the answer, or throws ApiError / ContractError. */
export async function readAnswer<T extends z.ZodType>(
  path: string,
  response: Response,
  schema: AnswerSchema<T>,
): Promise<z.infer<T>> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw refusal(response.status, body);
  return checkAnswer(path, body, schema);
}

/** The answer as the contract types it; parsed first when a schema is given (see AnswerSchema). */
export function checkAnswer<T extends z.ZodType>(
  path: string,
  body: unknown,
  schema: AnswerSchema<T>,
): z.infer<T> {
  if (!schema) return body as z.infer<T>;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Contract error on ${path}`, parsed.error.issues);
    throw new ContractError(path, parsed.error.issues);
  }
  return parsed.data;
}

/**
 * The API's error body carries msg and code. Read by hand rather than with apiErrorSchema:
 * this runs in production, where zod is not loaded, and a refusal may come from a proxy in
 * front of the API (an HTML 502) rather than from the API itself.
 */
export function refusal(status: number, body: unknown): ApiError {
  const error = (typeof body === 'object' && body !== null ? body : {}) as {
    [K in keyof ApiErrorBody]?: unknown;
  };
  if (error.isError !== true || typeof error.msg !== 'string' || typeof error.code !== 'string') {
    return new ApiError(MSG.somethingWentWrong, status);
  }
  const fields: Record<string, string> = {};
  if (typeof error.fields === 'object' && error.fields !== null) {
    for (const [name, text] of Object.entries(error.fields))
      if (typeof text === 'string') fields[name] = text;
  }
  return new ApiError(error.msg, status, error.code, fields);
}

export function apiGet<T extends z.ZodType>(path: string, schema: AnswerSchema<T>, signal?: AbortSignal) {
  return apiRequest(path, schema, { signal });
}

// ---- calls as the logged-in customer ----
// The access token lives in memory only (design: "Sessions"); the refresh token is an
// httpOnly cookie the browser sends to POST /api/auth/refresh. lib/session.ts owns the
// user side (stored user, login, logout) and listens through setAuthListeners.

let accessToken: string | null = null;
let refreshing: Promise<string | null> | null = null;
type AuthListeners = {
  /** A refresh gave a new token and the user record behind it. */
  onRefreshed?: (user: RefreshResponse['user']) => void;
  /** The server refused the refresh cookie: the session is over. */
  onSessionLost?: () => void;
};
let listeners: AuthListeners = {};

export function setAuthListeners(next: AuthListeners): void {
  listeners = next;
}

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}

/**
 * One refresh at a time: the cookie is rotated on every use, so two parallel refreshes
 * would race each other. Callers that arrive while one is running share its result.
 * Resolves to the new token, or null when there is no session (or the network failed).
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const response = await fetch(`${API_BASE}/auth/refresh`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
      if (response.ok) {
        const answer = await readAnswer(
          '/auth/refresh',
          response,
          import.meta.env.DEV && refreshResponseSchema,
        );
        accessToken = answer.accessToken;
        listeners.onRefreshed?.(answer.user);
        return accessToken;
      }
      accessToken = null;
      if (response.status === 401 || response.status === 403) listeners.onSessionLost?.();
      return null;
    } catch {
      // offline (or, in development, an answer off the contract): keep the stored user,
      // the next call tries again
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * fetch as the customer: gets a token first when none is held, and on a 401 refreshes
 * once (single-flight) and retries once. Answers a 401 itself when there is no session.
 */
export async function apiAuthFetch(path: string, options: Omit<RequestOptions, 'token'> = {}) {
  const send = (token: string) =>
    fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      signal: options.signal,
      credentials: 'same-origin',
      headers: {
        authorization: `Bearer ${token}`,
        ...(options.body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  const token = accessToken ?? (await refreshAccessToken());
  if (!token) throw new ApiError(MSG.unauthorized, 401, 'UNAUTHORIZED');
  const response = await send(token);
  if (response.status !== 401) return response;
  // another call may already have refreshed while this one was in flight
  const fresh = accessToken && accessToken !== token ? accessToken : await refreshAccessToken();
  return fresh ? send(fresh) : response;
}

/** apiRequest as the customer (see apiAuthFetch). */
export async function apiAuthRequest<T extends z.ZodType>(
  path: string,
  schema: AnswerSchema<T>,
  options: Omit<RequestOptions, 'token'> = {},
): Promise<z.infer<T>> {
  return readAnswer(path, await apiAuthFetch(path, options), schema);
}

/** Builds `?a=1&b=x&b=y`, skipping empty values; arrays become repeated keys. */
export function queryString(params: Record<string, string | number | readonly string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, item);
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
