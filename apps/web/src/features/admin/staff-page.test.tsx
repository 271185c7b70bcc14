import { ADMIN_MSG, type AdminStaffMember, STAFF_ADMIN_MSG, type StaffMember } from '@storefront/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { refreshAdminSession, resetAdminSessionForTests } from './session';
import { AdminStaffPage } from './staff-page';
import { findRows, OWNER, refusal, retype, stubAdminApi } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const member = (n: number, values: Partial<AdminStaffMember> = {}): AdminStaffMember => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  email: `member${n}@shop.example`,
  name: `Member ${n}`,
  role: 'staff',
  totpEnabled: false,
  disabled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...values,
});

type Sent = { method: string; path: string; body: Record<string, unknown> };

/**
 * The page as `signedIn` sees it: the console's layout shows a page only once the session has
 * said who is signed in, and the page offers its forms to an owner alone.
 */
async function setUp(
  refuse?: (sent: Sent) => { status: number; body: unknown } | undefined,
  signedIn: StaffMember = OWNER,
) {
  const sent: Sent[] = [];
  let staff: AdminStaffMember[] = [
    { ...OWNER, disabled: false, createdAt: '2026-11-01T10:00:00.000Z' },
    member(2, { totpEnabled: true }),
  ];
  stubAdminApi((request, init) => {
    const method = init?.method ?? 'GET';
    const path = request.pathname.replace(/^\/api/, '');
    if (path === '/admin/refresh') return { body: { accessToken: 'staff-token', staff: signedIn } };
    // as the server answers: staff accounts are the owner's alone
    if (signedIn.role !== 'owner')
      return { status: 403, body: { isError: true, msg: ADMIN_MSG.ownerOnly, code: 'FORBIDDEN' } };
    if (method === 'GET' && path === '/admin/staff') return { body: { staff } };
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    sent.push({ method, path, body });
    const refusal = refuse?.({ method, path, body });
    if (refusal) return refusal;
    if (method === 'POST' && path === '/admin/staff') {
      const added = member(3, { email: String(body.email), name: String(body.name) });
      staff = [...staff, added];
      return { status: 201, body: { message: STAFF_ADMIN_MSG.added(added.email), member: added } };
    }
    const id = path.split('/')[3];
    const found = staff.find((item) => item.id === id)!;
    if (path.endsWith('/reset'))
      return {
        body: { message: STAFF_ADMIN_MSG.reset(found.email), member: { ...found, totpEnabled: false } },
      };
    staff = staff.map((item) => (item.id === id ? { ...item, ...body } : item));
    return { body: { message: STAFF_ADMIN_MSG.saved, member: staff.find((item) => item.id === id) } };
  });
  await refreshAdminSession();
  renderRoute(<AdminStaffPage />, { path: '/admin/staff', url: '/admin/staff' });
  return { sent };
}

describe('AdminStaffPage', () => {
  it('lists every member with role, two-factor and access', async () => {
    await setUp();
    const items = await findRows('list', 'Staff members');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Owner')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Two-factor on')).toBeInTheDocument();
  });

  it('tells a staff member that only the owner manages staff, with no form to fill in', async () => {
    await setUp(undefined, { ...OWNER, role: 'staff' });
    expect(await screen.findByText(ADMIN_MSG.ownerOnly)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Staff members' })).not.toBeInTheDocument();
  });

  it('adds a member, checking the first password in the browser first', async () => {
    const user = userEvent.setup();
    const { sent } = await setUp();
    const form = await screen.findByRole('form', { name: 'Add a staff member' });
    await user.type(within(form).getByLabelText('Email'), 'new@shop.example');
    await user.type(within(form).getByLabelText('First password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(await within(form).findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(form).getByLabelText('First password'), '-enough');
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByText(STAFF_ADMIN_MSG.added('new@shop.example'))).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ method: 'POST', body: { email: 'new@shop.example', role: 'staff' } });
  });

  it("shows the server's refusal under the field and keeps what was typed", async () => {
    const user = userEvent.setup();
    await setUp(({ method }) =>
      method === 'PUT'
        ? refusal(409, STAFF_ADMIN_MSG.notYourself, { role: STAFF_ADMIN_MSG.notYourself })
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: `Edit ${OWNER.email}` }));
    const form = screen.getByRole('form', { name: `Edit ${OWNER.email}` });
    await retype(user, within(form).getByLabelText('Name'), 'Asha R');
    await user.selectOptions(within(form).getByLabelText('Role'), 'staff');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(STAFF_ADMIN_MSG.notYourself)).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('Asha R');
  });

  it("resets a member's sign-in with a new password", async () => {
    const user = userEvent.setup();
    const { sent } = await setUp();
    const who = member(2).email;
    await user.click(await screen.findByRole('button', { name: `Reset sign-in of ${who}` }));
    const form = screen.getByRole('form', { name: `Reset sign-in of ${who}` });
    await user.type(within(form).getByLabelText('New password'), 'fresh-pass-9');
    await user.click(within(form).getByRole('button', { name: 'Reset sign-in' }));
    expect(await screen.findByText(STAFF_ADMIN_MSG.reset(who))).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: `/admin/staff/${member(2).id}/reset`, body: { password: 'fresh-pass-9' } },
    ]);
  });
});
