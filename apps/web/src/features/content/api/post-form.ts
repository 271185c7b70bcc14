import { MSG } from '@storefront/shared';
import type { z } from 'zod';
import { type AnswerSchema, ApiError, apiAuthFetch, checkAnswer } from '@/lib/api-client';
import { API_BASE } from '@/lib/config';

/**
 * A form's call failed. `fields` holds the server's message per field (a 400), so the form
 * can show each under its input; `message` is the server's text, or null when the call
 * itself failed (network, an internal error).
 */
export class FormSendError extends Error {
  constructor(
    readonly serverText: string | null,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(serverText ?? MSG.somethingWentWrong);
    this.name = 'FormSendError';
  }
}

async function send(path: string, body: unknown, signedIn: boolean): Promise<Response> {
  if (signedIn) return apiAuthFetch(path, { method: 'POST', body });
  return fetch(`${API_BASE}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * POSTs a form. Read by hand rather than through apiRequest: the field messages of a 400
 * are what the form shows, and the shared client keeps only the first.
 */
export async function postForm<T extends z.ZodType>(
  path: string,
  body: unknown,
  schema: AnswerSchema<T>,
  options: { signedIn?: boolean } = {},
): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await send(path, body, options.signedIn ?? false);
  } catch (error) {
    // no session to send with (apiAuthFetch answers that itself), or no network
    throw error instanceof ApiError
      ? new FormSendError(error.message, error.status)
      : new FormSendError(null, 0);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return checkAnswer(path, answer, schema);
  const refusal = (typeof answer === 'object' && answer !== null ? answer : {}) as {
    isError?: unknown;
    msg?: unknown;
    code?: unknown;
    fields?: unknown;
  };
  const text =
    refusal.isError === true && typeof refusal.msg === 'string' && refusal.code !== 'INTERNAL'
      ? refusal.msg
      : null;
  const fields: Record<string, string> = {};
  if (typeof refusal.fields === 'object' && refusal.fields !== null) {
    for (const [name, message] of Object.entries(refusal.fields)) {
      if (typeof message === 'string') fields[name] = message;
    }
  }
  throw new FormSendError(text, response.status, fields);
}
