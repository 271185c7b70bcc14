import { CONTENT_ADMIN_MSG, siteMetaResponseSchema } from '@storefront/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, scriptOrigins, siteMeta } from '../../../db/schema';
import { catalogueChanged } from '../../../lib/response-cache';
import { SECURITY_HEADERS } from '../../../lib/security-headers';
import { fieldErrors } from '../../../test/answers';
import { TEST_SHOP_ID } from '../../../test/app';
import { insertShopSettings } from '../../../test/fixtures';
import { consoleTestApp } from '../console-test-app';

const { ctx, owner, staff, admin } = consoleTestApp({
  prepare: (opened) => insertShopSettings(opened.db, opened.config.SHOP_ID),
});
const shop = TEST_SHOP_ID;

const pagePolicy = async (url = '/') =>
  String((await ctx.app.inject({ method: 'GET', url })).headers['content-security-policy']);
const directive = (policy: string, name: string) =>
  policy.split(';').find((part) => part.startsWith(`${name} `)) ?? '';

const GTM = 'https://www.googletagmanager.com';
const metaForm = {
  title: 'Nakshatra Attars',
  description: 'Attars and astrology',
  keywords: 'attar, perfume',
  author: 'Nakshatra',
  icon: '/api/media/icon.svg',
  scriptOrigins: [`${GTM}/`, 'https://*.Google-Analytics.com'],
  scripts: ['/scripts/analytics.js', `${GTM}/gtag/js?id=G-TEST123`],
};

describe('site meta and allowed script origins', () => {
  it('starts with the fixed policy: no outside script origin', async () => {
    expect(await pagePolicy()).toBe(SECURITY_HEADERS['content-security-policy']);
    expect((await admin('GET', '/site-meta')).json().meta).toMatchObject({
      title: 'Nakshatra Attars',
      scripts: ['/scripts/analytics.js'],
      scriptOrigins: [],
    });
  });

  it('saves meta with origins: the next page’s CSP allows them and /meta lists the script', async () => {
    // both answers are cached before the save
    expect((await ctx.app.inject({ method: 'GET', url: `/api/meta/${shop}` })).json().data.scripts).toEqual([
      '/scripts/analytics.js',
    ]);
    const res = await admin('PUT', '/site-meta', metaForm);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: CONTENT_ADMIN_MSG.metaSaved,
      meta: { ...metaForm, scriptOrigins: [GTM, 'https://*.google-analytics.com'] },
    });

    const policy = await pagePolicy();
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' https://accounts.google.com ${GTM} https://*.google-analytics.com`,
    );
    expect(directive(policy, 'connect-src')).toContain(`${GTM} https://*.google-analytics.com`);
    expect(directive(policy, 'img-src')).toContain(`${GTM} https://*.google-analytics.com`);
    // inline code stays forbidden, frames unchanged
    expect(directive(policy, 'script-src')).not.toContain('unsafe');
    expect(directive(policy, 'frame-src')).not.toContain(GTM);
    // the API's own answers keep their strict policy
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");

    const meta = siteMetaResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/meta/${shop}` })).json(),
    ).data;
    expect(meta.scripts).toEqual(metaForm.scripts);

    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'site_meta.saved'));
    expect(entry).toMatchObject({
      staffId: owner.id,
      before: { scriptOrigins: [], scripts: ['/scripts/analytics.js'] },
      after: { scriptOrigins: [GTM, 'https://*.google-analytics.com'] },
    });
  });

  it('refuses a script from an origin not allowed, naming the entry, and changes nothing', async () => {
    const stranger = 'https://cdn.example.net/tag.js';
    const res = await admin('PUT', '/site-meta', { ...metaForm, scripts: [...metaForm.scripts, stranger] });
    expect(fieldErrors(res)).toEqual({
      'scripts.2': CONTENT_ADMIN_MSG.scriptNotAllowed(stranger, 'https://cdn.example.net'),
    });
    expect(res.json().msg).toContain(stranger);
    expect(directive(await pagePolicy(), 'script-src')).not.toContain('example.net');
  });

  it('refuses origins that are not plain https hosts, so nothing can reach the header', async () => {
    const bad = [
      'http://www.example.com',
      "https://x.example.com; script-src 'unsafe-inline'",
      'https://www.example.com/path',
      'https://*.com',
      '*',
      "'unsafe-inline'",
      'https://a.example.com\r\nx-evil: 1',
    ];
    const res = await admin('PUT', '/site-meta', { ...metaForm, scriptOrigins: bad, scripts: [] });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields as Record<string, string>;
    bad.forEach((origin, index) => {
      expect(fields[`scriptOrigins.${index}`]).toBe(
        CONTENT_ADMIN_MSG.enterOrigin(origin.trim().toLowerCase()),
      );
    });
    const twice = await admin('PUT', '/site-meta', { ...metaForm, scriptOrigins: [GTM, `${GTM}/`] });
    expect(twice.json().fields).toEqual({ 'scriptOrigins.1': CONTENT_ADMIN_MSG.originRepeated(GTM) });
  });

  it('refuses inline code and other schemes as scripts, and needs a title', async () => {
    const res = await admin('PUT', '/site-meta', {
      ...metaForm,
      title: '',
      scripts: [
        '<script>alert(1)</script>',
        'javascript:alert(1)',
        '//evil.example/x.js',
        'http://a.example/x.js',
      ],
    });
    expect(fieldErrors(res)).toMatchObject({
      title: CONTENT_ADMIN_MSG.enterSiteTitle,
      'scripts.0': CONTENT_ADMIN_MSG.enterScript('<script>alert(1)</script>'),
      'scripts.1': CONTENT_ADMIN_MSG.enterScript('javascript:alert(1)'),
      'scripts.2': CONTENT_ADMIN_MSG.enterScript('//evil.example/x.js'),
      'scripts.3': CONTENT_ADMIN_MSG.enterScript('http://a.example/x.js'),
    });
  });

  it('removes an origin: the CSP drops it and /meta stops listing its scripts', async () => {
    const res = await admin('PUT', '/site-meta', {
      ...metaForm,
      scriptOrigins: [GTM],
      scripts: metaForm.scripts,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(directive(await pagePolicy('/about-us'), 'script-src')).toBe(
      `script-src 'self' https://accounts.google.com ${GTM}`,
    );
    expect(await ctx.db.select().from(scriptOrigins).where(eq(scriptOrigins.shopId, shop))).toHaveLength(1);

    // a script whose origin went away by hand is not handed to the web app
    await ctx.db.delete(scriptOrigins).where(eq(scriptOrigins.shopId, shop));
    catalogueChanged(ctx.db);
    const meta = (await ctx.app.inject({ method: 'GET', url: `/api/meta/${shop}` })).json().data;
    expect(meta.scripts).toEqual(['/scripts/analytics.js']);
    expect(directive(await pagePolicy(), 'script-src')).toBe("script-src 'self' https://accounts.google.com");
    const [row] = await ctx.db.select().from(siteMeta).where(eq(siteMeta.shopId, shop));
    expect(row?.scripts).toEqual(metaForm.scripts);
  });

  it('lets only the owner save', async () => {
    expect((await admin('GET', '/site-meta', undefined, staff)).statusCode).toBe(200);
    expect((await admin('PUT', '/site-meta', metaForm, staff)).statusCode).toBe(403);
  });
});
