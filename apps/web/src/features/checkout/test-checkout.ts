import {
  type Address,
  buildCheckoutData,
  type CartLineInput,
  type OrderAmounts,
  type PayButton,
  type PaymentMode,
} from '@storefront/shared';
import { vi } from 'vitest';
import { guestLine } from '@/features/cart/test-lines';

/** Test data and a method-aware fetch mock for the checkout tests. */
export const checkoutUser = {
  user_id: 'u1',
  id: 'u1',
  full_name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '9876543210',
};

const checkoutLines = () => [
  guestLine({ product_sku: 'SKU-1', quantity: 2 }),
  guestLine({
    product_id: 'p2',
    product_sku: 'SKU-2',
    product_name: 'Rose Attar',
    product_price: 500,
    product_saleprice: null,
    variation_attributes: { Size: '6 ml' },
  }),
];

export const checkoutData = () => buildCheckoutData(checkoutLines(), null);

/** The same two lines as the customer's server cart answers them (GET /cart/{userId}). */
export const serverCartLines = (lines: CartLineInput[] = checkoutLines()) =>
  lines.map((line, index) => ({
    ...line,
    id: `line-${index + 1}`,
    available: true,
    unavailable_reason: null,
    unavailable_msg: null,
  }));

export const address = (overrides: Partial<Address> = {}): Address => ({
  id: 'a1',
  location_user: 'Home',
  new_address: '14, 2nd Cross, Indiranagar',
  city: 'Bengaluru',
  area: 'HAL 2nd Stage',
  pincode: '560034',
  user_id: 'u1',
  user_name: 'Asha Rao',
  defaultaddressS: true,
  defaultaddressB: true,
  latitude: null,
  longitude: null,
  ...overrides,
});

/** The server's figures for the two lines above (1998 + 500), 40 delivery, a 20% advance. */
export function amountsFor(mode: PaymentMode | null | undefined, percentage = 20): OrderAmounts {
  const after = 2498;
  const delivery = 40;
  const advance = mode === 'Pay on delivery' ? Math.round((after * percentage) / 100) : 0;
  const onDeliveryNoAdvance = mode === 'Pay on delivery' && advance === 0;
  return {
    amountbeforediscount: after,
    discountprice: 0,
    amountafterdiscount: after,
    deliveryCharge: delivery,
    payable_now: onDeliveryNoAdvance ? 0 : mode === 'Pay on delivery' ? advance + delivery : after + delivery,
    advance_amount: advance,
    remaining_amount: mode === 'Pay on delivery' ? after - advance + (onDeliveryNoAdvance ? delivery : 0) : 0,
    totalAmountbeforePay: after + delivery,
    delivery_percentage: percentage,
    couponapplied: false,
    coupon_code: null,
    coupon_message: null,
    deliverable: true,
    delivery_distance_unknown: false,
  };
}

type Answer = { status?: number; body: unknown };
type Route = unknown | ((body: Record<string, unknown>) => Answer | Promise<Answer>);
export type Call = { method: string; path: string; body: Record<string, unknown> | undefined };

/** `{ body, status? }` is an answer with its status; any other value is a 200 body. */
const isAnswer = (route: unknown): route is Answer =>
  typeof route === 'object' &&
  route !== null &&
  'body' in route &&
  Object.keys(route).every((key) => key === 'body' || key === 'status');

/**
 * Answers `METHOD /path` (exact, or a prefix when the key ends in '/'); a function gets
 * the JSON body and returns { status, body }. Anything else is a 404.
 */
export function mockCalls(routes: Record<string, Route>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    calls.push({ method, path, body });
    const key = Object.keys(routes)
      .filter((candidate) => {
        const [verb, route] = candidate.split(' ') as [string, string];
        return verb === method && (path === route || (route.endsWith('/') && path.startsWith(route)));
      })
      .sort((a, b) => b.length - a.length)[0];
    if (key === undefined) {
      return new Response(JSON.stringify({ isError: true, msg: 'Not found', code: 'NOT_FOUND' }), {
        status: 404,
      });
    }
    const route = routes[key];
    const answer =
      typeof route === 'function' ? await route(body ?? {}) : isAnswer(route) ? route : { body: route };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** The shop's answers every checkout render asks for. */
export function shopRoutes({
  buttons = { paymanual: false, paynow: true, payondelivery: true },
  addresses = [address()],
  pincodes = ['560034', '302001'],
  percentage = 20,
  cart = serverCartLines(),
}: {
  buttons?: PayButton;
  addresses?: Address[];
  pincodes?: string[];
  percentage?: number;
  cart?: unknown[];
} = {}): Record<string, Route> {
  return {
    'GET /cart/': { isError: false, data: cart },
    'GET /paybutton/': { data: buttons },
    'GET /address/': { isError: false, user: addresses },
    'GET /pincode/getall/': {
      pincodesData: pincodes.map((pincode, index) => ({ id: `pin-${index}`, pincode, status: 'Active' })),
    },
    'GET /register/single/': {
      users: {
        shop_id: 'nakshatra-demo',
        profilePic: '/api/media/icon.svg',
        orignal_logoname: 'Nakshatra Attars',
        tag_line: '',
        google_address: '',
        latitude: null,
        longitude: null,
        email: '',
        phone: '',
      },
    },
    'GET /deliverypaybefore/single/': { help: { delivery_percentage: percentage } },
    'GET /help/single/': { help: { whatsapp_number: '9876543210', mobile: '9123456780' } },
    'POST /payment/summary': (body: Record<string, unknown>) => ({
      body: { isError: false, data: amountsFor(body.payment_mode as PaymentMode | null, percentage) },
    }),
  };
}
