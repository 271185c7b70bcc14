import { type AdminCoupon, COUPON_ADMIN_MSG, formatRupees } from '@storefront/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { resetAdminSessionForTests } from '../session';
import { findRows, OWNER, refusal, retype, stubAdminApi } from '../testing';
import { AdminCouponsPage } from './coupons-page';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const coupon = (n: number, extra: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id: `00000000-0000-4000-8000-0000000000e${n}`,
  code: `SAVE${n}0`,
  kind: 'percentage',
  percentage: n * 10,
  flatAmount: null,
  minCartValue: null,
  startsOn: null,
  endsOn: null,
  startsAt: null,
  endsAt: null,
  maxUsesTotal: null,
  maxUsesPerCustomer: null,
  active: true,
  state: 'active',
  useCount: 0,
  discountTotal: 0,
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
  ...extra,
});

type Sent = { method: string; path: string; body: unknown };
type Refusal = { status: number; body: unknown };

function setUp({
  url = '/admin/coupons',
  refuse,
}: {
  url?: string;
  refuse?: (sent: Sent) => Refusal | undefined;
} = {}) {
  const sent: Sent[] = [];
  const queries: URLSearchParams[] = [];
  let items: AdminCoupon[] = [
    coupon(1, { useCount: 3, discountTotal: 450.5, maxUsesTotal: 100, maxUsesPerCustomer: 1 }),
    coupon(2, {
      code: 'FLAT150',
      kind: 'flat',
      percentage: null,
      flatAmount: 150,
      minCartValue: 999,
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
      active: false,
      state: 'inactive',
    }),
  ];
  stubAdminApi((request, init) => {
    const method = init?.method ?? 'GET';
    const path = request.pathname.replace(/^\/api/, '');
    if (path === '/admin/refresh') return { body: { accessToken: 'staff-token', staff: OWNER } };
    if (method === 'GET' && path === '/admin/coupons') {
      queries.push(request.searchParams);
      return { body: { items, total: items.length, page: 1, pageSize: 25 } };
    }
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    sent.push({ method, path, body });
    const refusal = refuse?.({ method, path, body });
    if (refusal) return refusal;
    const id = path.split('/')[3];
    if (method === 'POST') {
      const saved = coupon(3, { code: String(body?.code), percentage: Number(body?.percentage) });
      items = [saved, ...items];
      return { status: 201, body: { message: COUPON_ADMIN_MSG.created, coupon: saved } };
    }
    if (method === 'PATCH') {
      items = items.map((item) => (item.id === id ? { ...item, active: Boolean(body?.active) } : item));
      const message = body?.active ? COUPON_ADMIN_MSG.activated : COUPON_ADMIN_MSG.deactivated;
      return { body: { message, coupon: items.find((item) => item.id === id) } };
    }
    if (method === 'DELETE') {
      items = items.filter((item) => item.id !== id);
      return { body: { message: COUPON_ADMIN_MSG.deleted } };
    }
    items = items.map((item) => (item.id === id ? { ...item, ...body } : item));
    return { body: { message: COUPON_ADMIN_MSG.saved, coupon: items.find((item) => item.id === id) } };
  });
  const view = renderRoute(<AdminCouponsPage />, { path: '/admin/coupons', url });
  return { ...view, sent, last: () => queries.at(-1)! };
}

const rows = () => findRows('table', 'Coupons');

describe('AdminCouponsPage', () => {
  it('lists each coupon with its offer, state, conditions, limits and uses', async () => {
    setUp();
    const [, first, second] = await rows();
    expect(within(first!).getByText('SAVE10')).toBeInTheDocument();
    expect(within(first!).getByText('10% off')).toBeInTheDocument();
    expect(within(first!).getByText('Active')).toBeInTheDocument();
    expect(within(first!).getByText('Any cart')).toBeInTheDocument();
    expect(within(first!).getByText('100 in all · 1 per customer')).toBeInTheDocument();
    expect(within(first!).getByText('3 of 100 uses')).toBeInTheDocument();
    expect(within(first!).getByText(`${formatRupees(450.5)} given`)).toBeInTheDocument();
    expect(within(second!).getByText(`${formatRupees(150)} off`)).toBeInTheDocument();
    expect(within(second!).getByText('Inactive')).toBeInTheDocument();
    expect(within(second!).getByText(`Cart from ${formatRupees(999)}`)).toBeInTheDocument();
    expect(within(second!).getByText('1/12/2026 to 31/12/2026')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Activate FLAT150' })).toBeInTheDocument();
  });

  it('asks the server for the code searched and the state chosen, kept in the address', async () => {
    const user = userEvent.setup();
    const { last, router } = setUp({ url: '/admin/coupons?state=bogus' });
    await rows();
    expect(last().has('state')).toBe(false);
    await user.type(screen.getByLabelText('Search coupons'), 'save{Enter}');
    await waitFor(() => expect(last().get('q')).toBe('save'));
    await user.selectOptions(screen.getByLabelText('State'), 'expired');
    await waitFor(() => expect(last().get('state')).toBe('expired'));
    expect(router.state.location.search).toContain('state=expired');
  });

  it('creates a coupon after the shared schema’s checks, sending only the chosen offer', async () => {
    const user = userEvent.setup();
    const { sent } = setUp();
    await rows();
    await user.click(screen.getByRole('button', { name: 'New coupon' }));
    const form = screen.getByRole('form', { name: 'New coupon' });
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await within(form).findByText(COUPON_ADMIN_MSG.enterCode)).toBeInTheDocument();
    expect(within(form).getByText(COUPON_ADMIN_MSG.enterPercentage)).toBeInTheDocument();
    expect(within(form).getByLabelText('Code')).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Code'), 'monsoon-15');
    await user.type(within(form).getByLabelText('Percentage off (%)'), '15');
    // an amount typed and left when switching back is not sent: one offer only
    await user.click(within(form).getByLabelText('Flat amount off'));
    await user.type(within(form).getByLabelText('Amount off (₹)'), '99');
    await user.click(within(form).getByLabelText('Percentage off'));
    expect(within(form).getByLabelText('Percentage off (%)')).toHaveValue(15);
    await user.type(within(form).getByLabelText('Minimum cart value (₹)'), '500');
    await user.type(within(form).getByLabelText('Ends on'), '2026-12-31');
    await user.type(within(form).getByLabelText('Uses per customer'), '1');
    await user.click(within(form).getByRole('button', { name: 'Create coupon' }));

    expect(await screen.findByRole('status')).toHaveTextContent(COUPON_ADMIN_MSG.created);
    expect(screen.queryByRole('form', { name: 'New coupon' })).toBeNull();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/admin/coupons',
        body: {
          code: 'MONSOON-15',
          kind: 'percentage',
          percentage: 15,
          flatAmount: null,
          minCartValue: 500,
          startsOn: null,
          endsOn: '2026-12-31',
          maxUsesTotal: null,
          maxUsesPerCustomer: 1,
          active: true,
        },
      },
    ]);
  });

  it('keeps what was typed and shows the server’s message under the code when it is taken', async () => {
    const user = userEvent.setup();
    const { sent } = setUp({
      refuse: ({ method }) =>
        method === 'PUT'
          ? refusal(409, COUPON_ADMIN_MSG.codeTaken, { code: COUPON_ADMIN_MSG.codeTaken })
          : undefined,
    });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Edit FLAT150' }));
    const form = screen.getByRole('form', { name: 'Edit FLAT150' });
    expect(within(form).getByLabelText('Amount off (₹)')).toHaveValue(150);
    expect(within(form).getByLabelText('Starts on')).toHaveValue('2026-12-01');
    const code = within(form).getByLabelText('Code');
    await retype(user, code, 'SAVE10');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(COUPON_ADMIN_MSG.codeTaken)).toBeInTheDocument();
    expect(within(form).getByLabelText('Code')).toHaveValue('SAVE10');
    expect(sent.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/admin/coupons/${coupon(2).id}`,
      body: { code: 'SAVE10', kind: 'flat', flatAmount: 150, minCartValue: 999, active: false },
    });
  });

  it('deactivates from the list, and says why a used coupon cannot be deleted', async () => {
    const user = userEvent.setup();
    const { sent } = setUp({
      refuse: ({ method }) =>
        method === 'DELETE' ? refusal(409, COUPON_ADMIN_MSG.usedNotDeleted) : undefined,
    });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Deactivate SAVE10' }));
    expect(await screen.findByRole('status')).toHaveTextContent(COUPON_ADMIN_MSG.deactivated);
    expect(sent.at(-1)).toEqual({
      method: 'PATCH',
      path: `/admin/coupons/${coupon(1).id}/active`,
      body: { active: false },
    });
    expect(await screen.findByRole('button', { name: 'Activate SAVE10' })).toBeInTheDocument();

    // the list knows SAVE10 was used: the dialog says why it stays and offers no Delete
    await user.click(screen.getByRole('button', { name: 'Delete SAVE10' }));
    const used = screen.getByRole('dialog', { name: 'SAVE10 cannot be deleted' });
    expect(used).toHaveTextContent(COUPON_ADMIN_MSG.usedNotDeleted);
    expect(within(used).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(used).getByRole('button', { name: 'OK' }));

    // used since the list was read: the server's refusal is shown
    await user.click(screen.getByRole('button', { name: 'Delete FLAT150' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete FLAT150?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(COUPON_ADMIN_MSG.usedNotDeleted)).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: `/admin/coupons/${coupon(2).id}` });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers to deactivate an active coupon that was used instead of deleting it', async () => {
    const user = userEvent.setup();
    const { sent } = setUp();
    await rows();
    await user.click(screen.getByRole('button', { name: 'Delete SAVE10' }));
    const used = screen.getByRole('dialog', { name: 'SAVE10 cannot be deleted' });
    await user.click(within(used).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('status')).toHaveTextContent(COUPON_ADMIN_MSG.deactivated);
    expect(sent.at(-1)).toEqual({
      method: 'PATCH',
      path: `/admin/coupons/${coupon(1).id}/active`,
      body: { active: false },
    });
  });
});
