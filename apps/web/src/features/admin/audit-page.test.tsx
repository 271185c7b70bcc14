import { ADMIN_MSG, type AuditEntry, type StaffMember } from '@storefront/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { AdminAuditPage } from './audit-page';
import { refreshAdminSession, resetAdminSessionForTests } from './session';
import { expectTexts, findRows, OWNER, stubAdminApi } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

const entry: AuditEntry = {
  id: 'a1',
  createdAt: '2026-11-23T10:00:00.000Z',
  staffId: OWNER.id,
  staffEmail: OWNER.email,
  action: 'inbox.handled',
  entity: 'lead',
  entityId: '00000000-0000-4000-8000-000000000001',
  before: { readAt: null, handledAt: null },
  after: { readAt: '2026-11-23T10:00:00.000Z', handledAt: '2026-11-23T10:00:00.000Z' },
  clientAddress: '203.0.113.7',
};

/** The page once the console knows who is signed in, as its layout shows it. */
async function openAudit() {
  await refreshAdminSession();
  renderRoute(<AdminAuditPage />, { path: '/admin/audit', url: '/admin/audit' });
}

describe('AdminAuditPage', () => {
  it('shows who did what from where, before and after, and asks the server for the filters', async () => {
    const queries: URLSearchParams[] = [];
    stubAdminApi((url) => {
      if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 't', staff: OWNER } };
      if (url.pathname === '/api/admin/audit') {
        queries.push(url.searchParams);
        return { body: { items: [entry], page: 1, pageSize: 20, total: 1 } };
      }
      return undefined;
    });
    await openAudit();
    const row = (await findRows('table', 'Audit log'))[1]!;
    expectTexts(row, [
      'owner@example.com',
      '203.0.113.7',
      'inbox.handled',
      'lead 00000000',
      'handledAt:—',
      'handledAt:2026-11-23T10:00:00.000Z',
    ]);
    expect(screen.getByText('1 entry · page 1 of 1')).toBeInTheDocument();

    await userEvent.setup().selectOptions(screen.getByLabelText('Record'), 'enquiry');
    await waitFor(() => expect(queries.at(-1)?.get('entity')).toBe('enquiry'));
  });
});

const refundEntry: AuditEntry = {
  ...entry,
  id: 'a2',
  action: 'order.refund',
  entity: 'order',
  before: null,
  after: {
    orderId: '00000000-0000-4000-8000-000000000002',
    reason: '',
    refunds: [
      { id: 'r1', paymentId: 'p1', amountPaise: 5_000 },
      { id: 'r2', paymentId: 'p2', amountPaise: 12_345_600, status: 'processed' },
    ],
  },
};

const statusEntry: AuditEntry = {
  ...entry,
  id: 'a3',
  action: 'order.status',
  entity: 'order',
  before: { orderStatus: 'Packed', cancelledAt: null },
  after: { orderStatus: 'Shipped', cancelledAt: null, note: '' },
};

const quoteEntry: AuditEntry = {
  ...entry,
  id: 'a4',
  action: 'quote.priced',
  entity: 'quote',
  before: null,
  after: {
    goodsPaise: 169_407,
    lines: [
      { id: 'l1', unitPaise: 45_000, quantity: 2 },
      { id: 'l2', unitPaise: 9_900, quantity: 1 },
    ],
    productIds: ['p1', 'p2'],
    seo: { title: 'Attars', keywords: [] },
  },
};

function stubEntries(items: AuditEntry[]) {
  stubAdminApi((url) => {
    if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 't', staff: OWNER } };
    if (url.pathname === '/api/admin/audit')
      return { body: { items, page: 1, pageSize: 20, total: items.length } };
    return undefined;
  });
  return openAudit();
}

describe('AdminAuditPage for staff', () => {
  it("tells a staff member the log is the owner's, with no filters and no call for it", async () => {
    const clerk: StaffMember = { ...OWNER, id: '22222222-2222-4222-8222-222222222222', role: 'staff' };
    const calls: string[] = [];
    stubAdminApi((url) => {
      calls.push(url.pathname);
      if (url.pathname === '/api/admin/refresh') return { body: { accessToken: 't', staff: clerk } };
      return { status: 403, body: { isError: true, msg: ADMIN_MSG.ownerOnly, code: 'FORBIDDEN' } };
    });
    await openAudit();
    expect(await screen.findByText(ADMIN_MSG.ownerOnly)).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(calls).not.toContain('/api/admin/audit');
  });
});

describe('AdminAuditPage values', () => {
  it('reads refunds as their amounts and status, never as [object Object]', async () => {
    await stubEntries([refundEntry]);
    const row = (await findRows('table', 'Audit log'))[1]!;
    expect(row).toHaveTextContent('refunds:₹50.00, ₹1,23,456.00 processed');
    expect(row).not.toHaveTextContent('[object Object]');
  });

  it('shows money fields in rupees, lists joined and records as key: value pairs', async () => {
    await stubEntries([quoteEntry]);
    const row = (await findRows('table', 'Audit log'))[1]!;
    expectTexts(row, [
      'goodsPaise:₹1,694.07',
      'lines:id: l1, unitPaise: ₹450.00, quantity: 2; id: l2, unitPaise: ₹99.00, quantity: 1',
      'productIds:p1, p2',
      'seo:title: Attars',
    ]);
    expect(row).not.toHaveTextContent('[object Object]');
    expect(row).not.toHaveTextContent('keywords');
  });

  it('leaves out empty values but keeps a field that was unset', async () => {
    await stubEntries([statusEntry, refundEntry]);
    const rows = await findRows('table', 'Audit log');
    expectTexts(rows[1]!, ['orderStatus:Packed', 'orderStatus:Shipped', 'cancelledAt:—']);
    expect(rows[1]).not.toHaveTextContent('note');
    expect(rows[2]).not.toHaveTextContent('reason');
  });

  it('lists the entries as cards as well, for a phone', async () => {
    await stubEntries([refundEntry]);
    const [card] = await findRows('list', 'Audit log');
    expectTexts(card!, [
      'owner@example.com',
      '203.0.113.7',
      'order.refund',
      'order 00000000',
      'Before',
      'After',
      'refunds:₹50.00, ₹1,23,456.00 processed',
    ]);
  });
});
