import { describe, expect, it } from 'vitest';
import { expectNotModified } from '../../test/answers';
import { createTestApp } from '../../test/app';
import { appForFile } from '../../test/before-all';

describe('generated media', () => {
  const ctx = appForFile(createTestApp);

  it.each([
    '/api/media/logo.svg',
    '/api/media/icon.svg',
    '/api/media/bottle/royal-oud-attar-12-ml.svg',
    '/api/media/gem/yellow-sapphire.svg',
    '/api/media/mala/five-mukhi.svg',
    '/api/media/yantra/shri-yantra.svg',
    '/api/media/incense/champa.svg',
    '/api/media/giftset/attar-trio.svg',
    '/api/media/category/woody.svg',
    '/api/media/banner/the-oud-edit.svg',
    '/api/media/offer/luxury-attars.svg',
    '/api/media/swatch/crystal.svg',
  ])('draws %s as a sized SVG with a long cache and an ETag', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toMatch(/^<svg[^>]+width="\d+"[^>]+height="\d+"/);
    expect(res.body).toContain('</svg>');
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    await expectNotModified(ctx.app, url, res);
  });

  it('draws the same picture for the same name', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/media/bottle/amber-nights.svg' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/media/bottle/amber-nights.svg' });
    expect(first.body).toBe(second.body);
  });

  it.each([
    '/api/media/unknown/royal-oud.svg',
    '/api/media/bottle/Royal_Oud.svg',
    '/api/media/bottle/royal-oud.png',
    `/api/media/bottle/${'a'.repeat(200)}.svg`,
    '/api/media/nothing.svg',
  ])('answers %s with a JSON client error, never a picture', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    // An over-long name is refused by the router itself (414); every other bad name is 404.
    expect([404, 414]).toContain(res.statusCode);
    expect(res.json()).toMatchObject({ isError: true });
  });
});
