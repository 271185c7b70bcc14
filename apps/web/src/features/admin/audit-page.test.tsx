import type { AuditEntry } from '@storefront/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { AdminAuditPage } from './audit-page';
import { resetAdminSessionForTests } from './session';
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
    renderRoute(<AdminAuditPage />, { path: '/admin/audit', url: '/admin/audit' });
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
