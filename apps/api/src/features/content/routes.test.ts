import {
  AUTH_MSG,
  CONTENT_MSG,
  DEVICE_TOKEN_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  MSG,
  pushConfigResponseSchema,
} from '@storefront/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enquiries, leads, pushTokens, shopProfiles } from '../../db/schema';
import { expectError, fieldErrors } from '../../test/answers';
import { TEST_SHOP_ID } from '../../test/app';
import { authAppForFile, createTestCustomer, customerForFile, type TestCustomer } from '../auth/testing';
import { DEFAULT_CONTENT_LIMITS } from './routes';

const ctx = authAppForFile();
const asha = customerForFile(ctx);
const ravi = customerForFile(ctx);

// Every test sends from its own address, so the per-address limits of one never touch another.
let addressCounter = 0;
const nextAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

const post = (
  url: string,
  payload: unknown,
  { who = null, from = nextAddress() }: { who?: TestCustomer | null; from?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as object,
    headers: who ? who.headers : {},
    remoteAddress: from,
  });

const contact = (extra: object = {}) => ({
  name: 'Asha Verma',
  email: 'Asha@Example.com',
  remark: 'Do you ship attars to Kochi?',
  mobile: '+91 98765 43210',
  user_id: '',
  property_id: TEST_SHOP_ID,
  ...extra,
});

const leadsOf = (email: string) => ctx.db.select().from(leads).where(eq(leads.email, email));

describe('POST /api/leads/contact', () => {
  it('stores a guest message with the normalised phone and answers the spec text', async () => {
    const res = await post('/leads/contact', contact({ email: 'guest@example.com' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, msg: CONTENT_MSG.thankYouForContacting });
    expect(CONTENT_MSG.thankYouForContacting).toBe('Thank you for contacting!');
    const [row] = await leadsOf('guest@example.com');
    expect(row).toMatchObject({
      shopId: TEST_SHOP_ID,
      name: 'Asha Verma',
      mobile: '9876543210',
      remark: 'Do you ship attars to Kochi?',
      userId: null,
      propertyId: TEST_SHOP_ID,
    });
  });

  it("ignores a guest's user_id and a property id of another shop", async () => {
    const res = await post(
      '/leads/contact',
      contact({ email: 'pretender@example.com', user_id: asha.userId, property_id: 'other-shop' }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await leadsOf('pretender@example.com');
    expect(row).toMatchObject({ userId: null, propertyId: null });
  });

  it("files a signed-in customer's message under the token's user", async () => {
    const withId = await post(
      '/leads/contact',
      contact({ email: 'asha1@example.com', user_id: asha.userId }),
      {
        who: asha,
      },
    );
    expect(withId.statusCode).toBe(201);
    const withoutId = await post(
      '/leads/contact',
      contact({ email: 'asha2@example.com', user_id: undefined }),
      {
        who: asha,
      },
    );
    expect(withoutId.statusCode).toBe(201);
    expect((await leadsOf('asha1@example.com'))[0]?.userId).toBe(asha.userId);
    expect((await leadsOf('asha2@example.com'))[0]?.userId).toBe(asha.userId);
  });

  it("refuses another user's id with a token (403) and a bad token (401)", async () => {
    const other = await post('/leads/contact', contact({ email: 'ravi@example.com', user_id: asha.userId }), {
      who: ravi,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ isError: true, msg: MSG.forbidden, code: 'FORBIDDEN' });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/leads/contact',
      payload: contact({ email: 'ravi@example.com' }),
      headers: { authorization: 'Bearer not-a-token' },
      remoteAddress: nextAddress(),
    });
    expect(bad.statusCode).toBe(401);
    expect(await leadsOf('ravi@example.com')).toHaveLength(0);
  });

  it('answers 400 with a message per field', async () => {
    const empty = await post('/leads/contact', { name: ' ', email: '', mobile: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      isError: true,
      code: 'BAD_REQUEST',
      msg: CONTENT_MSG.nameRequired,
      fields: {
        name: CONTENT_MSG.nameRequired,
        email: CONTENT_MSG.emailRequired,
        mobile: CONTENT_MSG.phoneRequired,
      },
    });

    const bad = await post(
      '/leads/contact',
      contact({ email: 'asha@', mobile: '12345', remark: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) }),
    );
    expect(fieldErrors(bad)).toEqual({
      email: AUTH_MSG.enterValidEmail,
      mobile: AUTH_MSG.invalidMobile,
      remark: CONTENT_MSG.messageTooLong,
    });

    const wrongTypes = await post('/leads/contact', { name: 5, email: ['a'], mobile: {}, remark: 7 });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().fields).sort()).toEqual(['email', 'mobile', 'name', 'remark']);

    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/leads/contact',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('accepts a message of exactly 500 characters', async () => {
    const res = await post(
      '/leads/contact',
      contact({ email: 'long@example.com', remark: 'y'.repeat(MESSAGE_MAX_LENGTH) }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('limits messages per client address (429)', async () => {
    const from = '10.99.0.1';
    const max = DEFAULT_CONTENT_LIMITS.contactPerAddress.max;
    for (let i = 0; i < max; i += 1) {
      expect(
        (await post('/leads/contact', contact({ email: `burst${i}@example.com` }), { from })).statusCode,
      ).toBe(201);
    }
    const refused = await post('/leads/contact', contact({ email: 'burst-over@example.com' }), { from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isError: true, msg: CONTENT_MSG.tooManyMessages });
    expect(await leadsOf('burst-over@example.com')).toHaveLength(0);
    // another address is not affected
    expect((await post('/leads/contact', contact({ email: 'elsewhere@example.com' }))).statusCode).toBe(201);
  });

  it('does not count refused senders (bad token, 401) towards the address limit', async () => {
    const from = '10.99.0.3';
    const max = DEFAULT_CONTENT_LIMITS.contactPerAddress.max;
    for (let i = 0; i < max; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/leads/contact',
        payload: contact({ email: `forged${i}@example.com` }),
        headers: { authorization: 'Bearer not-a-token' },
        remoteAddress: from,
      });
      expect(res.statusCode).toBe(401);
    }
    expect(
      (await post('/leads/contact', contact({ email: 'after-forged@example.com' }), { from })).statusCode,
    ).toBe(201);
  });

  it("mails the message to the shop's address", async () => {
    await ctx.db
      .insert(shopProfiles)
      .values({ shopId: TEST_SHOP_ID, logo: '', name: 'Test Shop', email: 'owner@shop.example' })
      .onConflictDoUpdate({ target: shopProfiles.shopId, set: { email: 'owner@shop.example' } });
    await post('/leads/contact', contact({ email: 'mailed@example.com', remark: '<b>Hello</b>' }));
    await expect
      .poll(async () => {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `/api/dev/outbox?to=owner@shop.example&key=${ctx.config.mailOutboxKey}`,
        });
        return res.json().mails as { subject: string; text: string; html: string }[];
      })
      .toContainEqual(
        expect.objectContaining({
          subject: 'New message from Asha Verma',
          text: expect.stringContaining('Email: mailed@example.com'),
          html: expect.stringContaining('&lt;b&gt;Hello&lt;/b&gt;'),
        }),
      );
  });
});

describe('POST /api/inquiry', () => {
  const enquiry = (extra: object = {}) => ({
    name: 'Ravi Kumar',
    mobile: '098765 43210',
    parent_name: '',
    school: 'ravi@example.com',
    dob: '',
    age: '',
    remark: 'A birth-chart reading for my daughter',
    ...extra,
  });

  it('stores the enquiry with the email from the school slot', async () => {
    const res = await post('/inquiry', enquiry());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, msg: CONTENT_MSG.enquirySent });
    expect(CONTENT_MSG.enquirySent).toBe('Enquiry Sent');
    const [row] = await ctx.db.select().from(enquiries).where(eq(enquiries.email, 'ravi@example.com'));
    expect(row).toMatchObject({
      shopId: TEST_SHOP_ID,
      name: 'Ravi Kumar',
      mobile: '9876543210',
      remark: 'A birth-chart reading for my daughter',
    });
  });

  it('accepts the legacy optional fields, numbers included', async () => {
    const res = await post(
      '/inquiry',
      enquiry({ school: 'meera@example.com', parent_name: 'Meera', dob: '2015-04-01', age: 10 }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(enquiries).where(eq(enquiries.email, 'meera@example.com'));
    expect(row).toMatchObject({ parentName: 'Meera', dob: '2015-04-01', age: '10' });
  });

  it('answers 400 with a message per field', async () => {
    expect(fieldErrors(await post('/inquiry', { name: '', mobile: '123', school: 'nope' }))).toEqual({
      name: CONTENT_MSG.nameRequired,
      mobile: AUTH_MSG.invalidMobile,
      school: AUTH_MSG.enterValidEmail,
    });
    const missing = await post('/inquiry', {});
    expect(missing.json().fields).toMatchObject({
      name: CONTENT_MSG.nameRequired,
      mobile: CONTENT_MSG.phoneRequired,
      school: CONTENT_MSG.emailRequired,
    });
  });

  it('limits enquiries per client address (429)', async () => {
    const from = '10.99.0.2';
    for (let i = 0; i < DEFAULT_CONTENT_LIMITS.enquiryPerAddress.max; i += 1) {
      expect((await post('/inquiry', enquiry(), { from })).statusCode).toBe(201);
    }
    expectError(await post('/inquiry', enquiry(), { from }), 429, CONTENT_MSG.tooManyMessages);
  });
});

describe('push registration', () => {
  const subscription = (id: string) =>
    JSON.stringify({
      endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
      keys: { p256dh: 'k', auth: 'a' },
    });
  const tokensOf = (user: TestCustomer) =>
    ctx.db
      .select()
      .from(pushTokens)
      .where(and(eq(pushTokens.shopId, TEST_SHOP_ID), eq(pushTokens.userId, user.userId)));

  it('stores the device for the token user, once', async () => {
    const body = { user_id: asha.userId, deviceToken: subscription('asha-phone') };
    const first = await post('/firebase/register-token', body, { who: asha });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, msg: CONTENT_MSG.deviceRegistered });
    expect((await post('/firebase/register-token', body, { who: asha })).statusCode).toBe(200);
    const rows = await tokensOf(asha);
    expect(rows.map((row) => row.deviceToken)).toEqual([subscription('asha-phone')]);
  });

  it('keeps a device with the account that registered it: another account gets 409', async () => {
    const deviceToken = subscription('shared-tablet');
    await post('/firebase/register-token', { user_id: asha.userId, deviceToken }, { who: asha });
    const taken = await post(
      '/firebase/register-token',
      { user_id: ravi.userId, deviceToken },
      { who: ravi },
    );
    expectError(taken, 409, AUTH_MSG.deviceOfAnotherAccount);
    expect((await tokensOf(asha)).some((row) => row.deviceToken === deviceToken)).toBe(true);
    expect((await tokensOf(ravi)).some((row) => row.deviceToken === deviceToken)).toBe(false);
  });

  it('keeps at most 10 devices per customer, dropping the oldest', async () => {
    const customer = await createTestCustomer(ctx);
    for (let i = 0; i < 12; i += 1) {
      const res = await post(
        '/firebase/register-token',
        { user_id: customer.userId, deviceToken: subscription(`device-${i}`) },
        { who: customer },
      );
      expect(res.statusCode).toBe(200);
    }
    const kept = (await tokensOf(customer)).map((row) => row.deviceToken);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(subscription('device-0'));
    expect(kept).toContain(subscription('device-11'));
  });

  it('limits registrations per customer (20 per 15 minutes) with 429 and the shared text', async () => {
    const busy = await createTestCustomer(ctx);
    const register = (who: TestCustomer, device: string) =>
      post('/firebase/register-token', { user_id: who.userId, deviceToken: subscription(device) }, { who });
    for (let i = 0; i < DEFAULT_CONTENT_LIMITS.registerTokenPerUser.max; i += 1) {
      expect((await register(busy, `busy-${i}`)).statusCode).toBe(200);
    }
    const refused = await register(busy, 'busy-over');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isError: true, msg: MSG.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another customer has an allowance of their own
    expect((await register(ravi, 'ravi-phone')).statusCode).toBe(200);
  });

  it('needs the token (401) of the same user (403)', async () => {
    const body = { user_id: asha.userId, deviceToken: subscription('x') };
    expectError(await post('/firebase/register-token', body), 401, MSG.unauthorized);
    expectError(await post('/firebase/register-token', body, { who: ravi }), 403, MSG.forbidden);
    expect((await tokensOf(ravi)).some((row) => row.deviceToken === subscription('x'))).toBe(false);
  });

  it('answers 400 for an empty or over-long device token', async () => {
    const empty = await post(
      '/firebase/register-token',
      { user_id: asha.userId, deviceToken: '' },
      { who: asha },
    );
    expect(fieldErrors(empty)).toEqual({ deviceToken: CONTENT_MSG.deviceTokenRequired });
    const long = await post(
      '/firebase/register-token',
      { user_id: asha.userId, deviceToken: 'x'.repeat(DEVICE_TOKEN_MAX_LENGTH + 1) },
      { who: asha },
    );
    expect(fieldErrors(long)).toEqual({ deviceToken: CONTENT_MSG.deviceTokenTooLong });
  });

  it('says push is off without VAPID keys', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/push/config' });
    expect(res.statusCode).toBe(200);
    expect(pushConfigResponseSchema.parse(res.json())).toEqual({ enabled: false, publicKey: null });
  });
});
