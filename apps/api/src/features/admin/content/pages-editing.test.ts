import {
  CONTENT_ADMIN_MSG,
  CONTENT_PAGE_LIMITS,
  CONTENT_PAGE_SLUGS,
  contentPageResponseSchema,
  MSG,
  parsePageBody,
} from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, contentPages } from '../../../db/schema';
import { DEMO_PAGES, seedDemoPages } from '../../../db/seed/demo-pages';
import { catalogueChanged } from '../../../lib/response-cache';
import { expectError, fieldErrors } from '../../../test/answers';
import { TEST_SHOP_ID } from '../../../test/app';
import { consoleTestApp } from '../console-test-app';

const { ctx, owner, staff, admin } = consoleTestApp();
const shop = TEST_SHOP_ID;

const page = (slug: string, shopId = shop) =>
  ctx.app.inject({ method: 'GET', url: `/api/page/${slug}/${shopId}` });

describe('editable pages', () => {
  it('answers a page the shop has not written with its name and no text', async () => {
    const res = await page('refund-policy');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(contentPageResponseSchema.parse(res.json())).toEqual({
      isError: false,
      data: { slug: 'refund-policy', title: 'Refund Policy', body: '', updated_at: null },
    });
  });

  it('answers 404 for an unknown page or another shop', async () => {
    for (const response of [await page('shipping-policy'), await page('refund-policy', 'another-shop')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ isError: true, code: 'NOT_FOUND' });
    }
    expect((await page('shipping-policy')).json().msg).toBe(CONTENT_ADMIN_MSG.pageNotFound);
    expect((await page('refund-policy', 'another-shop')).json().msg).toBe(MSG.shopNotFound);
  });

  it('seeds the demo texts with the policy facts, keeping a page the owner edited', async () => {
    await ctx.db
      .insert(contentPages)
      .values({ shopId: shop, slug: 'terms-and-conditions', title: 'Ours', body: 'Kept.' });
    expect(await seedDemoPages(ctx.db, shop)).toBe(3);
    expect(await seedDemoPages(ctx.db, shop)).toBe(0);
    // a seed outside the console says so itself, as the fixtures do
    catalogueChanged(ctx.db);
    const refund = DEMO_PAGES['refund-policy'].body;
    expect(refund).toContain('reviewed within 2 business days');
    expect(refund).toContain('processed in 5-7 business days to the original payment method');
    expect(DEMO_PAGES['terms-and-conditions'].body).toContain('at least 18 years old');
    expect(DEMO_PAGES['terms-and-conditions'].body).toContain('Indian Rupees (INR)');
    expect(DEMO_PAGES['terms-and-conditions'].body).toContain('Payment is made at the time of booking');
    const about = parsePageBody(DEMO_PAGES['about-us'].body);
    expect(about.filter((block) => block.kind === 'quote')).toHaveLength(3);
    const [terms] = await ctx.db
      .select()
      .from(contentPages)
      .where(eq(contentPages.slug, 'terms-and-conditions'));
    expect(terms?.body).toBe('Kept.');
  });

  it('lists every page in the console, in the shared order', async () => {
    const res = await admin('GET', '/pages');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      slug: string;
      name: string;
      title: string;
      updatedAt: string | null;
    }[];
    expect(items.map((item) => item.slug)).toEqual([...CONTENT_PAGE_SLUGS]);
    expect(items.find((item) => item.slug === 'about-us')).toMatchObject({
      name: 'About Us',
      title: DEMO_PAGES['about-us'].title,
    });
    expect(items.every((item) => item.updatedAt !== null)).toBe(true);
  });

  it('saves a page, audited; the storefront’s cached read shows it at once', async () => {
    const before = (await page('refund-policy')).json().data;
    expect(before.body).toBe(DEMO_PAGES['refund-policy'].body);
    const body =
      '## Refunds\n- Requests are reviewed within 2 business days.\n- Paid back in 5-7 business days.';
    const res = await admin('PUT', '/pages/refund-policy', { title: ' Refunds ', body: `\n${body}\n\n` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: CONTENT_ADMIN_MSG.pageSaved('Refund Policy'),
      page: { slug: 'refund-policy', name: 'Refund Policy', title: 'Refunds', body },
    });
    const after = (await page('refund-policy')).json().data;
    expect(after).toMatchObject({ title: 'Refunds', body });
    expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));

    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'page.saved'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffId: owner.id,
      entity: 'page',
      entityId: 'refund-policy',
      before: { title: 'Refund Policy', body: DEMO_PAGES['refund-policy'].body },
      after: { title: 'Refunds', body },
    });
  });

  it('keeps markup as text: the body is stored exactly as typed', async () => {
    const body = '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>';
    expect((await admin('PUT', '/pages/privacy-policy', { title: 'Privacy', body })).statusCode).toBe(200);
    expect((await page('privacy-policy')).json().data.body).toBe(body);
    expect(parsePageBody(body)).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
      { kind: 'paragraph', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('refuses bad input with a message per field, and an unknown page with 404', async () => {
    const res = await admin('PUT', '/pages/about-us', {
      title: '',
      body: 'x'.repeat(CONTENT_PAGE_LIMITS.body + 1),
    });
    expect(fieldErrors(res)).toEqual({
      title: CONTENT_ADMIN_MSG.enterPageTitle,
      body: CONTENT_ADMIN_MSG.tooLong(CONTENT_PAGE_LIMITS.body),
    });
    const empty = await admin('PUT', '/pages/about-us', { title: 'About', body: '   ' });
    expect(empty.json().fields).toEqual({ body: CONTENT_ADMIN_MSG.enterPageBody });
    expectError(
      await admin('PUT', '/pages/shipping-policy', { title: 'Shipping', body: 'Fast.' }),
      404,
      CONTENT_ADMIN_MSG.pageNotFound,
    );
  });

  it('lets staff read the pages but only the owner save them', async () => {
    expect((await admin('GET', '/pages', undefined, staff)).statusCode).toBe(200);
    expect((await admin('PUT', '/pages/about-us', { title: 'About', body: 'Us.' }, staff)).statusCode).toBe(
      403,
    );
  });
});
