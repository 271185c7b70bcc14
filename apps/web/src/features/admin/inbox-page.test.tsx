import { formatOrderTimestamp, type InboxItem, type StaffMember } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { AdminInboxPage } from './inbox-page';
import { resetAdminSessionForTests } from './session';
import { expectTexts, findRows, OWNER, stubAdminApi } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const item = (extra: Partial<InboxItem>): InboxItem => ({
  kind: 'message',
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Priya',
  email: 'priya@example.com',
  mobile: '9876543210',
  message: 'Is the rose attar back?',
  createdAt: '2026-11-22T06:00:00.000Z',
  readAt: null,
  handledAt: null,
  parentName: '',
  dob: '',
  age: '',
  ...extra,
});

function setUp(staff: StaffMember = OWNER, url = '/admin/inbox') {
  const marks: { path: string; body: unknown }[] = [];
  const queries: URLSearchParams[] = [];
  let current = item({});
  const enquiry = item({
    kind: 'enquiry',
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Meera',
    readAt: '2026-11-22T07:00:00.000Z',
  });
  const fetchMock = stubAdminApi((url, init) => {
    if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 't', staff } };
    if (url.pathname === '/api/admin/inbox') {
      queries.push(url.searchParams);
      return {
        body: { items: [current, enquiry], page: 1, pageSize: 20, total: 2, unread: current.readAt ? 0 : 1 },
      };
    }
    if (url.pathname === `/api/admin/inbox/message/${current.id}` && init?.method !== 'POST')
      return { body: { item: current } };
    if (url.pathname.startsWith('/api/admin/inbox/message/') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      marks.push({ path: url.pathname, body });
      current = {
        ...current,
        readAt: body.read === false ? null : (current.readAt ?? '2026-11-23T10:00:00.000Z'),
        handledAt: body.handled
          ? '2026-11-23T10:00:00.000Z'
          : body.handled === false
            ? null
            : current.handledAt,
      };
      return { body: { item: current } };
    }
    return undefined;
  });
  const view = renderRoute(<AdminInboxPage />, { path: '/admin/inbox', url });
  return { ...view, marks, queries, fetchMock };
}

describe('AdminInboxPage', () => {
  it('lists messages and enquiries with their state and the unread count', async () => {
    setUp();
    const rows = await findRows('table', 'Messages');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Contact message')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Unread')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Enquiry')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Read')).toBeInTheDocument();
    expect(screen.getByText('1 unread in all')).toBeInTheDocument();
  });

  it('lists each message as a card for a phone: sender, date, text, kind, state and Open', async () => {
    const user = userEvent.setup();
    const { marks } = setUp();
    const cards = await findRows('list', 'Messages');
    expect(cards).toHaveLength(2);
    expectTexts(cards[0]!, [
      'Priya',
      formatOrderTimestamp('2026-11-22T06:00:00.000Z'),
      'Is the rose attar back?',
      'Contact message',
      'Unread',
    ]);
    expectTexts(cards[1]!, ['Meera', 'Enquiry', 'Read']);
    expect(within(cards[1]!).getByRole('button', { name: 'Open enquiry from Meera' })).toBeInTheDocument();
    await user.click(within(cards[0]!).getByRole('button', { name: 'Open contact message from Priya' }));
    expect(await screen.findByRole('heading', { name: 'Contact message from Priya' })).toBeInTheDocument();
    await waitFor(() => expect(marks.at(-1)?.body).toEqual({ read: true }));
  });

  it('opening an unread message marks it read; Mark handled marks it handled', async () => {
    const user = userEvent.setup();
    const { marks } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Priya' }));
    expect(await screen.findByRole('heading', { name: 'Contact message from Priya' })).toBeInTheDocument();
    await waitFor(() =>
      expect(marks).toEqual([
        { path: '/api/admin/inbox/message/00000000-0000-4000-8000-000000000001', body: { read: true } },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(marks.at(-1)?.body).toEqual({ handled: true }));
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(marks).toHaveLength(2);
  });

  it('asks the server for the kind and state picked', async () => {
    const user = userEvent.setup();
    const { queries } = setUp();
    await screen.findByRole('table', { name: 'Messages' });
    await user.selectOptions(screen.getByLabelText('State'), 'unread');
    await waitFor(() => expect(queries.at(-1)?.get('state')).toBe('unread'));
    await user.selectOptions(screen.getByLabelText('Kind'), 'enquiry');
    await waitFor(() => expect(queries.at(-1)?.get('kind')).toBe('enquiry'));
  });

  it('offers the CSV export to the owner only', async () => {
    setUp({ ...OWNER, role: 'staff' });
    await screen.findByRole('table', { name: 'Messages' });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('downloads the CSV with the staff token', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setUp();
    await screen.findByRole('table', { name: 'Messages' });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/inbox/export',
        expect.objectContaining({ headers: { authorization: 'Bearer t' } }),
      ),
    );
  });
});
