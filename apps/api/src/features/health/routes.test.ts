import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_SHOP_ID } from '../../test/app';
import { appForFile } from '../../test/before-all';

describe('GET /api/health', () => {
  const ctx = appForFile(createTestApp);

  it('answers ok with the served shop id and a request id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', shopId: TEST_SHOP_ID });
    expect(res.headers['x-request-id']).toMatch(/.{8,}/);
  });

  it('answers unknown API paths with the JSON error body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ isError: true, code: 'NOT_FOUND' });
  });
});
