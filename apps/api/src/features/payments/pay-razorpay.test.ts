import { MSG } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/answers';
import { get, paymentShopForFile } from '../checkout/testing';
import { SIMULATOR_KEY_ID } from './gateway';

const ctx = paymentShopForFile({ resetButtons: true });

describe('GET /pay-razorpay/:shopId', () => {
  it('answers the key id and provider, never a secret', async () => {
    const res = await get(ctx, `/pay-razorpay/${ctx.config.SHOP_ID}`, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isError: false, key_id: SIMULATOR_KEY_ID, provider: 'simulator' });
    expect(res.body).not.toMatch(/secret/i);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps Razorpay out of the page CSP when the simulator takes the payments', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/checkout' });
    expect(res.headers['content-security-policy']).not.toContain('razorpay');
  });

  it('is 404 for a shop this deployment does not serve', async () => {
    expectError(await get(ctx, '/pay-razorpay/another-shop', null), 404, MSG.shopNotFound);
  });
});
