import {
  advanceResponseSchema,
  apiErrorSchema,
  deliveryPriceResponseSchema,
  freeDeliveryResponseSchema,
  helpResponseSchema,
  MSG,
  officeAddressSchema,
  payButtonResponseSchema,
  pincodesResponseSchema,
  shopProfileResponseSchema,
  siteButtonResponseSchema,
  siteMetaResponseSchema,
} from '@storefront/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { helpContacts } from '../../db/schema';
import { expectNotModified } from '../../test/answers';
import { createTestApp, TEST_SHOP_ID } from '../../test/app';
import { appForFile } from '../../test/before-all';
import { FIXTURE_SITE_META, insertShopSettings } from '../../test/fixtures';

const SHOP = TEST_SHOP_ID;

const CALLS = [
  '/register/single',
  '/register/officesingle',
  '/pincode/getall',
  '/button',
  '/paybutton',
  '/help/single',
  '/meta',
  '/delivery-price',
  '/freedelivery',
  '/deliverypaybefore/single',
];

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
const getFrom = (ctx: Ctx) => (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}` });

describe('shop data calls with every settings row present', () => {
  const ctx = appForFile(createTestApp);
  const get = getFrom(ctx);

  beforeAll(async () => {
    await insertShopSettings(ctx.db, SHOP);
    // Another shop's rows must never leak into this shop's answers.
    await ctx.db
      .insert(helpContacts)
      .values({ shopId: 'other-shop', whatsappNumber: '1111111111', mobile: null });
  });

  it('GET /register/single answers the shop profile under users', async () => {
    const res = await get(`/register/single/${SHOP}`);
    expect(res.statusCode).toBe(200);
    expect(shopProfileResponseSchema.parse(res.json()).users).toEqual({
      shop_id: SHOP,
      profilePic: '/images/logo.webp',
      orignal_logoname: 'Nakshatra Attars',
      tag_line: 'Fragrance written in the stars',
      google_address: '12 MG Road, Bengaluru 560001',
      latitude: 12.9756,
      longitude: 77.6067,
      email: 'hello@nakshatra.example',
      phone: '9876543210',
    });
  });

  it('GET /register/officesingle answers the office address and position', async () => {
    const body = officeAddressSchema.strict().parse((await get(`/register/officesingle/${SHOP}`)).json());
    expect(body).toEqual({
      google_address: '12 MG Road, Bengaluru 560001',
      latitude: 12.9756,
      longitude: 77.6067,
    });
  });

  it('GET /pincode/getall answers the active pincodes under pincodesData', async () => {
    const { pincodesData } = pincodesResponseSchema.parse((await get(`/pincode/getall/${SHOP}`)).json());
    expect(pincodesData.map((p) => [p.pincode, p.status])).toEqual([
      ['560001', 'Active'],
      ['560002', 'Active'],
    ]);
  });

  it('GET /button and /paybutton answer the configured buttons under data', async () => {
    expect(siteButtonResponseSchema.parse((await get(`/button/${SHOP}`)).json()).data).toEqual({
      cart: true,
      whatsapp: false,
      call: true,
    });
    expect(payButtonResponseSchema.parse((await get(`/paybutton/${SHOP}`)).json()).data).toEqual({
      paymanual: false,
      paynow: true,
      payondelivery: false,
    });
  });

  it('GET /help/single answers the numbers under help', async () => {
    expect(helpResponseSchema.parse((await get(`/help/single/${SHOP}`)).json()).help).toEqual({
      whatsapp_number: '9876500001',
      mobile: '9876500002',
    });
  });

  it('GET /meta answers the site meta in the data envelope', async () => {
    const body = siteMetaResponseSchema.parse((await get(`/meta/${SHOP}`)).json());
    expect(body).toEqual({ isError: false, data: FIXTURE_SITE_META });
  });

  it('GET /delivery-price and /freedelivery answer active bands in rupees by distance', async () => {
    const prices = deliveryPriceResponseSchema.parse((await get(`/delivery-price/${SHOP}`)).json()).data;
    expect(prices.map(({ id: _id, ...band }) => band)).toEqual([
      { min_kilometer: 0, max_kilometer: 5, delivery_price: 49, status: 'Active' },
      { min_kilometer: 5, max_kilometer: 10, delivery_price: 99.5, status: 'Active' },
    ]);
    const free = freeDeliveryResponseSchema.parse((await get(`/freedelivery/${SHOP}`)).json()).data;
    expect(free.map(({ id: _id, ...band }) => band)).toEqual([
      { min_kilometer: 0, max_kilometer: 10, freedelivery_price: 999 },
    ]);
  });

  it('GET /deliverypaybefore/single answers the advance percentage under help', async () => {
    const body = advanceResponseSchema.parse((await get(`/deliverypaybefore/single/${SHOP}`)).json());
    expect(body).toEqual({ help: { delivery_percentage: 25 } });
  });

  it.each(CALLS)('GET %s/{unknown shop} is a JSON 404', async (call) => {
    for (const shop of ['nope', 'other-shop']) {
      const res = await get(`${call}/${shop}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({ msg: MSG.shopNotFound, code: 'NOT_FOUND' });
    }
  });

  it('answers are cacheable for a minute with an ETag', async () => {
    const first = await get(`/paybutton/${SHOP}`);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    await expectNotModified(ctx.app, `/api/paybutton/${SHOP}`, first);
  });
});

describe('shop data calls for a shop with no settings rows', () => {
  const ctx = appForFile(createTestApp);
  const get = getFrom(ctx);

  it.each(CALLS)('GET %s answers 200 with defaults, never 500', async (call) => {
    const res = await get(`${call}/${SHOP}`);
    expect(res.statusCode).toBe(200);
  });

  it('gives empty texts, null numbers and the schema defaults', async () => {
    expect(
      shopProfileResponseSchema.parse((await get(`/register/single/${SHOP}`)).json()).users,
    ).toMatchObject({
      shop_id: SHOP,
      orignal_logoname: '',
      profilePic: '',
      latitude: null,
      longitude: null,
    });
    expect(officeAddressSchema.parse((await get(`/register/officesingle/${SHOP}`)).json())).toEqual({
      google_address: '',
      latitude: null,
      longitude: null,
    });
    expect(helpResponseSchema.parse((await get(`/help/single/${SHOP}`)).json())).toEqual({
      help: { whatsapp_number: null, mobile: null },
    });
    expect(payButtonResponseSchema.parse((await get(`/paybutton/${SHOP}`)).json()).data).toEqual({
      paymanual: false,
      paynow: true,
      payondelivery: true,
    });
    expect(siteButtonResponseSchema.parse((await get(`/button/${SHOP}`)).json()).data).toEqual({
      cart: true,
      whatsapp: true,
      call: true,
    });
    expect(advanceResponseSchema.parse((await get(`/deliverypaybefore/single/${SHOP}`)).json())).toEqual({
      help: { delivery_percentage: 0 },
    });
    expect(siteMetaResponseSchema.parse((await get(`/meta/${SHOP}`)).json()).data.scripts).toEqual([]);
    expect(pincodesResponseSchema.parse((await get(`/pincode/getall/${SHOP}`)).json())).toEqual({
      pincodesData: [],
    });
    expect(deliveryPriceResponseSchema.parse((await get(`/delivery-price/${SHOP}`)).json())).toEqual({
      data: [],
    });
    expect(freeDeliveryResponseSchema.parse((await get(`/freedelivery/${SHOP}`)).json())).toEqual({
      data: [],
    });
  });

  it('treats blank help numbers as absent', async () => {
    await ctx.db.insert(helpContacts).values({ shopId: SHOP, whatsappNumber: '  ', mobile: '' });
    expect(helpResponseSchema.parse((await get(`/help/single/${SHOP}`)).json()).help).toEqual({
      whatsapp_number: null,
      mobile: null,
    });
  });
});
