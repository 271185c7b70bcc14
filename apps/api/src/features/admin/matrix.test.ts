import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { appForFile } from '../../test/before-all';
import { createTestCustomer } from '../auth/testing';
import { createTestStaff } from './testing';

/**
 * Every /api/admin route in the OpenAPI document, including those added after this test
 * was written: without a token it answers 401, with a customer's token 403. Only sign-in
 * and refresh are open, since they are how a staff member gets a token at all.
 */
const OPEN = new Set(['POST /api/admin/login', 'POST /api/admin/refresh']);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SOME_UUID = '00000000-0000-4000-8000-000000000000';

const ctx = appForFile(createTestApp);
let routes: { method: string; url: string; key: string }[] = [];

beforeAll(async () => {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/admin/') && path !== '/api/admin') continue;
    for (const method of METHODS) {
      if (!operations[method]) continue;
      routes.push({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, SOME_UUID),
        key: `${method.toUpperCase()} ${path}`,
      });
    }
  }
});

describe('the /api/admin matrix', () => {
  it('finds the console routes in the document, the two open ones among them', () => {
    const keys = routes.map((route) => route.key);
    for (const open of OPEN) expect(keys).toContain(open);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/orders',
        'GET /api/admin/orders/{id}',
        'GET /api/admin/me',
        'GET /api/admin/dashboard',
        'GET /api/admin/inbox',
        'POST /api/admin/inbox/{kind}/{id}',
        'GET /api/admin/inbox/export',
        'GET /api/admin/newsletter/subscribers/export',
        'GET /api/admin/audit',
      ]),
    );
    routes = routes.filter((route) => !OPEN.has(route.key));
    expect(routes.length).toBeGreaterThanOrEqual(8);
  });

  it('answers 401 without a token and 403 with a customer token on every other route', async () => {
    const customer = await createTestCustomer(ctx);
    const results: string[] = [];
    for (const route of routes) {
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const anonymous = await ctx.app.inject({ method: route.method as 'GET', url: route.url, payload });
      const asCustomer = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url,
        payload,
        headers: customer.headers,
      });
      results.push(`${route.key} ${anonymous.statusCode} ${asCustomer.statusCode}`);
      expect(anonymous.json()).toMatchObject({ isError: true, code: 'UNAUTHORIZED' });
      expect(asCustomer.json()).toMatchObject({ isError: true, code: 'FORBIDDEN' });
    }
    expect(results).toEqual(routes.map((route) => `${route.key} 401 403`));
  });

  it('lets a staff token through the guard on every route (no 401 or 403 for an owner)', async () => {
    const owner = await createTestStaff(ctx, { role: 'owner' });
    for (const route of routes) {
      if (route.key === 'POST /api/admin/logout') continue;
      const payload = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url,
        payload,
        headers: owner.headers,
      });
      expect([401, 403], route.key).not.toContain(response.statusCode);
    }
  });
});
