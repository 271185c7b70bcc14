import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Types each text into the input its label names, in order. */
export async function typeByLabel(texts: Record<string, string>, user = userEvent.setup()) {
  for (const [label, text] of Object.entries(texts)) await user.type(screen.getByLabelText(label), text);
  return user;
}

/** Every call is held until the test answers it, to see the form while it is in flight. */
export function holdCalls() {
  let answer: (response: Response) => void = () => {};
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, answer: (response: Response) => answer(response) };
}

/** Every call is refused with a 400 whose message names one field. */
export function refuseField(field: string, msg: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ isError: true, msg, code: 'BAD_REQUEST', fields: { [field]: msg } }, 400)),
  );
}
