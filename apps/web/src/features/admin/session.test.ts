import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { adminRequest, resetAdminSessionForTests } from './session';
import { OWNER } from './testing';

beforeEach(() => resetAdminSessionForTests());
afterEach(() => vi.unstubAllGlobals());

describe('adminRequest', () => {
  it("fetches the storefront's shell answers again past the browser's copy after a change, not after a read", async () => {
    const calls: { path: string; cache?: RequestCache }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        calls.push({ path, cache: init?.cache });
        const body = path === '/api/admin/refresh' ? { accessToken: 'staff-token', staff: OWNER } : {};
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    await adminRequest('/admin/orders', z.object({}));
    expect(calls.filter((call) => call.cache === 'reload')).toEqual([]);

    await adminRequest('/admin/marquee', z.object({}), { method: 'POST', body: { heading: 'Diwali sale' } });
    const reloaded = calls.filter((call) => call.cache === 'reload').map((call) => call.path);
    expect(reloaded).toContain('/api/marquee/all/nakshatra-demo');
    expect(reloaded).toContain('/api/slider/all/nakshatra-demo');
  });
});
