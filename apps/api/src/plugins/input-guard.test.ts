import { ERROR_CODES, MSG } from '@storefront/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addProduct,
  buyerWith,
  newKey,
  paymentShopForFile,
  placeBody,
  type Shopper,
  summaryBody,
} from '../features/checkout/testing';

const NUL = '\u0000';

const ctx = paymentShopForFile();
let buyer: Shopper;
let productId: string;

beforeAll(async () => {
  const item = await addProduct(ctx, { stock: 5 });
  buyer = await buyerWith(ctx, item);
  productId = item.id;
});

type Case = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  body?: () => object;
  customer?: boolean;
  /** The field named in `fields` when the NUL byte was in the body or query. */
  field?: string;
};

const shop = () => ctx.config.SHOP_ID;

/** The twelve calls where a NUL byte used to reach the database and answer 500. */
const cases: Case[] = [
  {
    name: 'login',
    method: 'POST',
    url: () => '/api/loginuser',
    body: () => ({ main_id: shop(), email: `asha${NUL}@example.com`, password: 'secret123' }),
    field: 'email',
  },
  {
    name: 'sign-up code',
    method: 'POST',
    url: () => '/api/registeruser/api/send-otp',
    body: () => ({ main_id: shop(), email: `asha${NUL}@example.com` }),
    field: 'email',
  },
  {
    name: 'search',
    method: 'GET',
    url: () => `/api/products?search=attar%00rose`,
    field: 'search',
  },
  { name: 'suggest', method: 'GET', url: () => '/api/products/suggest?q=at%00', field: 'q' },
  { name: 'coupon check', method: 'GET', url: () => '/api/coupon/check/SAVE%0010?total=500' },
  {
    name: 'contact',
    method: 'POST',
    url: () => '/api/leads/contact',
    body: () => ({
      name: 'Asha Verma',
      email: 'asha@example.com',
      remark: `Hello${NUL}there`,
      mobile: '9876543210',
      user_id: '',
      property_id: shop(),
    }),
    field: 'remark',
  },
  {
    name: 'enquiry',
    method: 'POST',
    url: () => '/api/inquiry',
    body: () => ({
      name: `Ravi${NUL}`,
      mobile: '9876543210',
      parent_name: '',
      school: 'ravi@example.com',
      dob: '',
      age: '',
      remark: 'A reading',
    }),
    field: 'name',
  },
  {
    name: 'address',
    method: 'POST',
    customer: true,
    url: () => '/api/address',
    body: () => ({
      location_user: 'Home',
      new_address: `12 MG Road${NUL}`,
      city: 'Pune',
      area: 'Camp',
      pincode: '411001',
      user_id: buyer.who.userId,
      user_name: 'Asha',
    }),
    field: 'new_address',
  },
  {
    name: 'checkout summary',
    method: 'POST',
    customer: true,
    url: () => '/api/payment/summary',
    body: () => summaryBody(ctx, buyer, { coupon_code: `SAVE${NUL}` }),
    field: 'coupon_code',
  },
  {
    name: 'payment',
    method: 'POST',
    customer: true,
    url: () => '/api/payment',
    body: () => placeBody(ctx, buyer, { coupon_code: `SAVE${NUL}` }),
    field: 'coupon_code',
  },
  {
    name: 'quotation',
    method: 'POST',
    customer: true,
    url: () => '/api/payment/getquote',
    body: () => ({
      main_id: shop(),
      user_id: buyer.who.userId,
      name: 'Asha',
      mobile: '9876543210',
      description: `Gift wrap${NUL}`,
      idempotency_key: newKey(),
    }),
    field: 'description',
  },
  {
    name: 'cart, in a nested field the schema drops',
    method: 'POST',
    customer: true,
    url: () => '/api/cart',
    body: () => ({
      product_id: productId,
      product_sku: 'any',
      user_id: buyer.who.userId,
      main_id: shop(),
      quantity: 1,
      variation: [{ label: `50${NUL}ml` }],
    }),
    field: 'variation.0.label',
  },
];

describe('a NUL byte anywhere in a request', () => {
  it.each(cases)('$name answers 400 with the error body, not 500', async (c) => {
    const res = await ctx.app.inject({
      method: c.method,
      url: c.url(),
      headers: c.customer ? buyer.who.headers : {},
      ...(c.body ? { payload: c.body() } : {}),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ isError: true, msg: MSG.invalidCharacter, code: ERROR_CODES.badRequest });
    if (c.field) expect(body.fields).toEqual({ [c.field]: MSG.invalidCharacter });
  });

  it('is refused in a path parameter and in an object key as well', async () => {
    const path = await ctx.app.inject({
      method: 'GET',
      url: `/api/address/${buyer.who.userId}%00`,
      headers: buyer.who.headers,
    });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ isError: true, msg: MSG.invalidCharacter });
    const key = await ctx.app.inject({
      method: 'POST',
      url: '/api/leads/contact',
      payload: { name: 'Asha', email: 'a@example.com', remark: 'hi', mobile: '9876543210', [`x${NUL}`]: 1 },
    });
    expect(key.statusCode).toBe(400);
  });

  it('leaves ordinary text alone, including other control characters and non-Latin text', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products/suggest?q=%E0%A4%85%09' });
    expect(res.statusCode).toBe(200);
  });
});
