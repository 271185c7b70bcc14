import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { AdminApp } from './admin-app';
import { resetAdminSessionForTests } from './session';
import { OWNER, stubAdminApi } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

describe('AdminApp', () => {
  it('shows a typed address whose id is not an id, like /admin/products/csv, as a missing page', async () => {
    const asked: string[] = [];
    stubAdminApi((url) => {
      asked.push(url.pathname);
      if (url.pathname === '/api/admin/refresh')
        return { body: { accessToken: 'staff-token', staff: OWNER } };
      return undefined;
    });
    renderRoute(<AdminApp />, { path: '/admin/*', url: '/admin/products/csv' });
    expect(
      await screen.findByText('This page of the console does not exist.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(asked.filter((path) => path.startsWith('/api/admin/products'))).toEqual([]);
  });
});
