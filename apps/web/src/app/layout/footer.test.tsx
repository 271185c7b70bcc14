import { NEWSLETTER_MSG } from '@storefront/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { Footer } from './footer';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

function answerSubscribe(response: () => Response) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/newsletter/subscribe')) {
        calls.push(JSON.parse(String(init?.body)));
        return response();
      }
      return json({ isError: true, msg: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
  return calls;
}

describe('the footer newsletter box', () => {
  it('sends the address to the server and shows its thanks', async () => {
    const calls = answerSubscribe(() => json({ success: true, msg: NEWSLETTER_MSG.subscribed }));
    const user = userEvent.setup();
    renderRoute(<Footer />);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(NEWSLETTER_MSG.subscribed)).toBeInTheDocument();
    expect(calls).toEqual([{ email: 'asha@example.com' }]);
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('shows why the server refused and keeps what was typed', async () => {
    answerSubscribe(() =>
      json({ isError: true, msg: NEWSLETTER_MSG.tooMany, code: 'TOO_MANY_REQUESTS' }, 429),
    );
    const user = userEvent.setup();
    renderRoute(<Footer />);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(NEWSLETTER_MSG.tooMany)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveValue('asha@example.com'));
  });
});
