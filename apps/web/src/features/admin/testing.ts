import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

type Answer = { status?: number; body: unknown };
type Handler = (url: URL, init: RequestInit | undefined) => Answer | undefined;

/** Stubs fetch for the console's calls: the handler answers by URL; anything else is a 404. */
export function stubAdminApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    // the storefront answers fetched again after each console change (session.ts): not the page's calls
    if (init?.cache === 'reload')
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    const answer = handler(url, init) ?? {
      status: 404,
      body: { isError: true, msg: 'Not found', code: 'NOT_FOUND' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const OWNER = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'owner@example.com',
  name: 'Asha',
  role: 'owner' as const,
  totpEnabled: false,
};

/**
 * The rows of the table, or the items of the list, named `name` once it shows (a table's
 * first row is its header).
 */
export async function findRows(role: 'table' | 'list', name?: string) {
  const container = await screen.findByRole(role, name === undefined ? {} : { name });
  return within(container).getAllByRole(role === 'table' ? 'row' : 'listitem');
}

/** Checks that `element` shows each of `texts` (the cells of a row, say). */
export function expectTexts(element: HTMLElement, texts: readonly string[]) {
  for (const text of texts) expect(element).toHaveTextContent(text);
}

/** Replaces what a box holds with `value`, as a person selecting it all and typing would. */
export async function retype(user: UserEvent, box: HTMLElement, value: string) {
  await user.clear(box);
  await user.type(box, value);
}

const REFUSAL_CODES = { 400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 409: 'CONFLICT' } as const;

/** A refusal as the server answers it: the error body, and the message under each input `fields` names. */
export function refusal(status: keyof typeof REFUSAL_CODES, msg: string, fields?: Record<string, string>) {
  return { status, body: { isError: true, msg, code: REFUSAL_CODES[status], ...(fields && { fields }) } };
}

/**
 * Picks each [select, option, query parameter] of a console list's filters in turn, checking
 * that the list's next call asks the server for that option; `last` reads the last call's query.
 */
export async function pickFilters(
  user: UserEvent,
  last: () => URLSearchParams,
  picks: readonly (readonly [select: string, option: string, parameter: string])[],
) {
  for (const [select, option, parameter] of picks) {
    await user.selectOptions(await screen.findByRole('combobox', { name: select }), option);
    await waitFor(() => expect(last().get(parameter)).toBe(option));
  }
}
