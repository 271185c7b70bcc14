import type { OutboxItem } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { AdminNotificationsPage } from './notifications-page';
import { resetAdminSessionForTests } from './session';
import { expectTexts, findRows, OWNER, stubAdminApi } from './testing';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify: toast }));

beforeEach(() => resetAdminSessionForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const templates = [
  {
    name: 'order-placed',
    audience: 'customer',
    subject: 'Order #NA-10042 placed: thank you!',
    description: 'To the customer when an order is placed.',
  },
  {
    name: 'shop-new-order',
    audience: 'shop',
    subject: 'New order #NA-10042: ₹1,100.00',
    description: "To the shop's address.",
  },
];

const failed: OutboxItem = {
  id: '00000000-0000-4000-8000-0000000000aa',
  channel: 'email',
  recipient: 'asha@example.com',
  template: 'order-shipped',
  receiptId: 'NA-10042',
  status: 'failed',
  attempts: 6,
  nextAttemptAt: '2026-11-23T12:00:00.000Z',
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  sentAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};

function stub() {
  const calls: { method: string; url: URL }[] = [];
  stubAdminApi((url, init) => {
    calls.push({ method: init?.method ?? 'GET', url });
    if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 't', staff: OWNER } };
    if (url.pathname === '/api/admin/notifications/templates') return { body: { templates } };
    const preview = /^\/api\/admin\/notifications\/preview\/(.+)$/.exec(url.pathname);
    if (preview) {
      const format = url.searchParams.get('format');
      const name = preview[1];
      return {
        body: {
          template: name,
          format,
          subject: `Subject of ${name}`,
          body: format === 'html' ? `<html><body><h1>HTML of ${name}</h1></body></html>` : `Text of ${name}`,
        },
      };
    }
    if (url.pathname === '/api/admin/notifications/outbox')
      return { body: { items: [failed], page: 1, pageSize: 20, total: 1 } };
    if (url.pathname === `/api/admin/notifications/outbox/${failed.id}/retry`)
      return {
        body: {
          message: 'The notification will be sent again in a moment',
          item: { ...failed, status: 'pending', attempts: 0 },
        },
      };
    return undefined;
  });
  return calls;
}

describe('AdminNotificationsPage', () => {
  it('previews each template in a sandboxed frame, as HTML or plain text', async () => {
    stub();
    renderRoute(<AdminNotificationsPage />, { path: '/admin/notifications', url: '/admin/notifications' });
    const frame = (await screen.findByTitle('Preview of order-placed')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('HTML of order-placed');
    expect(screen.getByText('Subject of order-placed')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('list', { name: 'Templates' })).getByRole('button', { name: /shop-new-order/ }),
    );
    expect(await screen.findByTitle('Preview of shop-new-order')).toBeInTheDocument();
    expect(screen.getByText(/To the shop/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Plain text' }));
    expect(await screen.findByText('Text of shop-new-order')).toBeInTheDocument();
    expect(screen.queryByTitle('Preview of shop-new-order')).not.toBeInTheDocument();
  });

  it('lists the outbox with attempts and the last error, and retries a failed message', async () => {
    const calls = stub();
    renderRoute(<AdminNotificationsPage />, { path: '/admin/notifications', url: '/admin/notifications' });
    const row = (await findRows('table', 'Outbox'))[1]!;
    expectTexts(row, [
      'asha@example.com',
      'order-shipped',
      '#NA-10042',
      'failed',
      '6 attempts',
      'connect ECONNREFUSED 127.0.0.1:25',
    ]);

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('The notification will be sent again in a moment'),
    );
    expect(
      calls.some((call) => call.method === 'POST' && call.url.pathname.endsWith(`/${failed.id}/retry`)),
    ).toBe(true);
  });
});
