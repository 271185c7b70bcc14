import { MAX_UNITS_PER_LINE, MSG } from '@storefront/shared';
import { BenchError, log } from './common';
import type { LoadJob } from './load-worker';
import { type Session, signInForCart } from './sign-in';

export type CallGroup = 'reference' | 'home' | 'catalogue' | 'suggest' | 'detail' | 'cart' | 'checkout';

/** One call to measure; what it sends is what the load worker takes (`LoadJob`). */
export type Call = Pick<
  LoadJob,
  'method' | 'headers' | 'body' | 'requests' | 'perConnection' | 'uniqueParam'
> & {
  name: string;
  group: CallGroup;
  path: string;
  /** Connections for this call when it cannot take the run's number (default: the run's). */
  connections?: number;
  /** ready: measure it; failed: answered non-2xx before the load; missing: not yet built. */
  state: 'ready' | 'failed' | 'missing';
  note?: string;
};

type ProductCard = { product_id: string; title: string; sku?: string; stock?: number; product_type?: string };

/** The first array of objects carrying product_id, wherever the envelope puts it. */
function findProducts(json: unknown): ProductCard[] {
  if (Array.isArray(json)) {
    if (json.some((item) => item && typeof item === 'object' && 'product_id' in item))
      return json as ProductCard[];
    for (const item of json) {
      const found = findProducts(item);
      if (found.length) return found;
    }
    return [];
  }
  if (json && typeof json === 'object') {
    for (const value of Object.values(json)) {
      const found = findProducts(value);
      if (found.length) return found;
    }
  }
  return [];
}

function totalOf(json: unknown): number | undefined {
  if (json && typeof json === 'object') {
    const record = json as Record<string, unknown>;
    if (typeof record.total === 'number') return record.total;
    if (record.data) return totalOf(record.data);
  }
  return undefined;
}

/** A word of at least four letters that appears in the catalogue's titles. */
function searchWord(products: ProductCard[]): string | undefined {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const word of product.title.toLowerCase().split(/[^\p{L}]+/u)) {
      if (word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0].length - a[0].length)[0]?.[0];
}

/** The name of the per-request parameter of the uncached calls; the routes ignore it. */
const UNIQUE_PARAM = '_';

/** The call's path with its unique parameter set to `n`, as the load sends it. */
function withUnique(call: Call, n: number): Call {
  if (!call.uniqueParam) return call;
  const separator = call.path.includes('?') ? '&' : '?';
  return { ...call, path: `${call.path}${separator}${call.uniqueParam}=${n}` };
}

async function probe(baseUrl: string, call: Call) {
  const res = await fetch(`${baseUrl}${call.path}`, {
    method: call.method ?? 'GET',
    headers: call.headers,
    body: call.body,
  });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, contentType: res.headers.get('content-type') ?? 'application/json' };
}

/** Whether a route answers the path, rather than the not-found handler. */
async function routeExists(baseUrl: string, path: string, method = 'GET') {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: method === 'GET' ? undefined : { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
  });
  const json = (await res.json().catch(() => ({}))) as { msg?: string };
  return !(res.status === 404 && json.msg === MSG.notFound);
}

export async function discoverCalls(
  baseUrl: string,
  shopId: string,
  suggestPrefix: string | undefined,
  connections: number,
) {
  const shop = encodeURIComponent(shopId);
  const calls: Call[] = [
    // No database: what the shop's plugins and hooks cost on their own.
    { name: 'health (no database)', group: 'reference', path: '/api/health', state: 'ready' },
    { name: 'home: slider', group: 'home', path: `/api/slider/all/${shop}`, state: 'ready' },
    {
      name: 'home: categories',
      group: 'home',
      path: `/api/category/getdata/category/${shop}`,
      state: 'ready',
    },
    { name: 'home: new arrivals', group: 'home', path: `/api/newarrival/all/${shop}`, state: 'ready' },
    { name: 'home: offers', group: 'home', path: `/api/offer/all/${shop}`, state: 'ready' },
    { name: 'home: marquee', group: 'home', path: `/api/marquee/all/${shop}`, state: 'ready' },
    { name: 'home: shop profile', group: 'home', path: `/api/register/single/${shop}`, state: 'ready' },
    { name: 'home: meta', group: 'home', path: `/api/meta/${shop}`, state: 'ready' },
    { name: 'products: first page', group: 'catalogue', path: '/api/products', state: 'ready' },
    {
      name: 'products: filtered',
      group: 'catalogue',
      path: '/api/products?category=Woody&price=400-6000&sort=price-asc',
      state: 'ready',
    },
  ];

  const productsFirst = calls.find((call) => call.name === 'products: first page') as Call;
  const firstPage = await probe(baseUrl, productsFirst);
  let products: ProductCard[] = [];
  if (firstPage.status >= 200 && firstPage.status < 300) {
    products = findProducts(JSON.parse(firstPage.body.toString()));
    // More titles give a better search word than the nine of the first page.
    const more = await probe(baseUrl, { ...productsFirst, path: '/api/products?pageSize=48' });
    if (more.status === 200) products = [...products, ...findProducts(JSON.parse(more.body.toString()))];
  }
  const word = searchWord(products);
  const prefix = suggestPrefix ?? word?.slice(0, 3);
  calls.push(
    word
      ? { name: 'products: search', group: 'catalogue', path: `/api/products?search=${word}`, state: 'ready' }
      : {
          name: 'products: search',
          group: 'catalogue',
          path: '/api/products?search=…',
          state: 'failed',
          note: 'no title word found on the first page',
        },
    prefix
      ? { name: 'suggest', group: 'suggest', path: `/api/products/suggest?q=${prefix}`, state: 'ready' }
      : {
          name: 'suggest',
          group: 'suggest',
          path: '/api/products/suggest?q=…',
          state: 'failed',
          note: 'no title word found on the first page',
        },
    products[0]
      ? {
          name: 'product detail',
          group: 'detail',
          path: `/api/grouped-product/single/${products[0].product_id}`,
          state: 'ready',
        }
      : {
          name: 'product detail',
          group: 'detail',
          path: '/api/grouped-product/single/…',
          state: 'failed',
          note: 'no product on the first page',
        },
  );

  // The same three calls with the response cache bypassed: what every miss costs (issue 12).
  for (const name of ['products: first page', 'products: search', 'product detail']) {
    const cached = calls.find((call) => call.name === name) as Call;
    calls.push({ ...cached, name: `${name} (uncached)`, uniqueParam: UNIQUE_PARAM });
  }

  let ceilingBody: { name: string; body: Buffer; contentType: string } | undefined;
  for (const call of calls) {
    if (call.state !== 'ready') continue;
    const res = call === productsFirst ? firstPage : await probe(baseUrl, withUnique(call, 0));
    if (res.status < 200 || res.status >= 300) {
      call.state = 'failed';
      call.note = `answered ${res.status}: ${res.body.toString().slice(0, 120)}`;
      log(`${call.name}: ${call.note}`);
      continue;
    }
    if (call.group === 'catalogue') {
      const json = JSON.parse(res.body.toString());
      const total = totalOf(json);
      const count = findProducts(json).length;
      call.note = `${count} items${total === undefined ? '' : ` of ${total}`}`;
    } else if (call.group === 'suggest') {
      call.note = `${(JSON.parse(res.body.toString()) as { data?: unknown[] }).data?.length ?? 0} suggestions`;
    }
    call.note = [
      call.note,
      `${res.body.length} B`,
      call.uniqueParam ? `\`${call.uniqueParam}=N\` unique per request, cache missed` : '',
    ]
      .filter(Boolean)
      .join(', ');
    if (call === productsFirst)
      ceilingBody = { name: call.name, body: res.body, contentType: res.contentType };
  }
  // Without the products page, the ceiling still needs real bytes of this shop.
  ceilingBody ??= await (async () => {
    const health = await probe(baseUrl, {
      name: 'health',
      group: 'home',
      path: '/api/health',
      state: 'ready',
    });
    return { name: 'health', body: health.body, contentType: health.contentType };
  })();

  calls.push(...(await cartCalls(baseUrl, products, connections)));
  return { calls, ceilingBody };
}

/**
 * The signed-in calls. The read and the summary are made by a crowd of shoppers, one per
 * connection, each with one line in their own cart: fifty connections are fifty shoppers, as
 * on a sale day, not one shopper asking fifty times (the shop may read the carts asked for at
 * once in one statement, decision 0055, and one shopper repeated would flatter that).
 */
async function cartCalls(baseUrl: string, products: ProductCard[], connections: number): Promise<Call[]> {
  const missing = (name: string, note: string): Call => ({
    name,
    group: 'cart',
    path: '/api/cart',
    state: 'missing',
    note,
  });
  const signedIn = ['cart: read (signed in)', 'cart: write (signed in)', SUMMARY] as const;
  if (!(await routeExists(baseUrl, '/api/cart', 'POST'))) {
    return signedIn.map((name) => missing(name, 'not yet built'));
  }
  // The read and the summary measure a cart of one line: a simple product in stock.
  const product = products
    .filter((card) => card.product_type === 'Simple' && card.sku)
    .sort((a, b) => (b.stock ?? 0) - (a.stock ?? 0))[0];
  if (!product) return signedIn.map((name) => missing(name, 'no simple product on the first pages'));
  const crowd = await shopperCrowd(baseUrl, connections, product).catch((error: unknown) => {
    if (error instanceof BenchError) return error.message;
    throw error;
  });
  if (typeof crowd === 'string') {
    return signedIn.map((name) => missing(name, `sign-in not available: ${crowd}`));
  }
  const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });
  const calls: Call[] = [
    {
      name: 'cart: read (signed in)',
      group: 'cart',
      path: '/api/cart/{user}',
      perConnection: crowd.map((session) => [
        { method: 'GET', path: `/api/cart/${session.userId}`, headers: bearer(session) },
      ]),
      connections: crowd.length,
      state: 'ready',
      note: `${crowd.length} shoppers, one a connection, each reading their own cart of one line`,
    },
  ];
  calls.push(await writeCall(baseUrl, connections));
  calls.push(await summaryCall(baseUrl, crowd, bearer));
  return calls;
}

/** Shoppers signed up at once, a few at a time (each sign-up and sign-in hashes a password). */
const SIGN_UPS_AT_ONCE = 4;

/** `count` new shoppers, each signed in with `product` as the one line of their cart. */
async function shopperCrowd(baseUrl: string, count: number, product: ProductCard): Promise<Session[]> {
  const crowd: Session[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_UPS_AT_ONCE }, async () => {
      while (next < count) {
        next += 1;
        const session = await signInForCart(baseUrl);
        const added = await addLines(baseUrl, session, [product]);
        if (typeof added === 'string') throw new BenchError(added);
        crowd.push(session);
      }
    }),
  );
  return crowd;
}

const SUMMARY = 'checkout: summary (signed in)';

/**
 * The checkout page's amounts for each shopper's cart (docs/api.md `POST /payment/summary`):
 * their cart (its one line), Pay now, no coupon and no shipping address yet, so no distance
 * is looked up (geocoding is not what this measures).
 */
async function summaryCall(
  baseUrl: string,
  crowd: Session[],
  bearer: (session: Session) => Record<string, string>,
): Promise<Call> {
  const path = '/api/payment/summary';
  if (!(await routeExists(baseUrl, path, 'POST'))) {
    return { name: SUMMARY, group: 'checkout', path, state: 'missing', note: 'not yet built' };
  }
  const request = (session: Session) => ({
    method: 'POST',
    path,
    headers: { ...bearer(session), 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: session.userId, main_id: session.shopId, payment_mode: 'Pay now' }),
  });
  const first = request(crowd[0]!);
  const res = await fetch(`${baseUrl}${path}`, first);
  const text = await res.text();
  if (!res.ok) {
    return {
      name: SUMMARY,
      group: 'checkout',
      path,
      state: 'failed',
      note: `answered ${res.status}: ${text.slice(0, 120)}`,
    };
  }
  const amount = (JSON.parse(text) as { data?: { amountbeforediscount?: number } }).data
    ?.amountbeforediscount;
  return {
    name: SUMMARY,
    group: 'checkout',
    path,
    method: 'POST',
    perConnection: crowd.map((session) => [request(session)]),
    connections: crowd.length,
    state: 'ready',
    note: `${crowd.length} shoppers, Pay now, no address, cart total ₹${amount ?? '?'}`,
  };
}

/** Adds one unit of each product to the shopper's cart; the lines, or why not. */
async function addLines(
  baseUrl: string,
  session: { userId: string; shopId: string; accessToken: string },
  cards: ProductCard[],
): Promise<{ id: string; sku: string }[] | string> {
  const headers = { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' };
  for (const card of cards) {
    const add = await fetch(`${baseUrl}/api/cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        product_id: card.product_id,
        product_sku: card.sku,
        user_id: session.userId,
        main_id: session.shopId,
        quantity: 1,
      }),
    });
    if (!add.ok) return `POST /api/cart answered ${add.status}`;
  }
  const cart = await fetch(`${baseUrl}/api/cart/${session.userId}`, { headers });
  const lines = findCartLines(await cart.json().catch(() => undefined));
  return lines.length === cards.length ? lines : 'the added lines are not in GET /api/cart';
}

/**
 * Many shoppers each changing their own cart: one shopper (another than the reader) with a
 * line per connection, each connection raising its line by one and lowering it again, so a
 * line stays between 1 and 3 (a run can stop between the two steps, warm-up included), far
 * under its cap of MAX_UNITS_PER_LINE. Lines of simple products with stock, found on the
 * listing's pages.
 */
async function writeCall(baseUrl: string, connections: number): Promise<Call> {
  const name = 'cart: write (signed in)';
  const path = '/api/cart/quantity/{line}';
  const cards: ProductCard[] = [];
  for (let page = 1; cards.length < connections && page <= 20; page += 1) {
    const res = await fetch(`${baseUrl}/api/products?pageSize=48&page=${page}`);
    if (!res.ok) break;
    const found = findProducts(await res.json());
    if (found.length === 0) break;
    cards.push(
      ...found.filter((card) => card.product_type === 'Simple' && card.sku && (card.stock ?? 0) >= 3),
    );
  }
  const chosen = cards.slice(0, connections);
  if (chosen.length === 0)
    return { name, group: 'cart', path, state: 'missing', note: 'no simple product in stock' };
  const writer = await signInForCart(baseUrl);
  const lines = await addLines(baseUrl, writer, chosen);
  if (typeof lines === 'string') return { name, group: 'cart', path, state: 'missing', note: lines };
  const headers = { authorization: `Bearer ${writer.accessToken}`, 'content-type': 'application/json' };
  const step = (line: { id: string; sku: string }, action: 'increase' | 'decrease') => ({
    method: 'PUT',
    path: `/api/cart/quantity/${line.id}`,
    headers,
    body: JSON.stringify({ product_sku: line.sku, quantity: 1, action }),
  });
  return {
    name,
    group: 'cart',
    path,
    method: 'PUT',
    perConnection: lines.map((line) => [step(line, 'increase'), step(line, 'decrease')]),
    connections: lines.length,
    state: 'ready',
    note: `quantity +1 then -1, each of ${lines.length} connections on its own line (max ${MAX_UNITS_PER_LINE} a line)`,
  };
}

function findCartLines(json: unknown): { id: string; sku: string }[] {
  const data = json && typeof json === 'object' ? (json as { data?: unknown }).data : undefined;
  if (!Array.isArray(data)) return [];
  return data
    .map((line) => line as Record<string, unknown>)
    .map((line) => ({
      id: String(line.id ?? line._id ?? line.cart_item_id ?? ''),
      sku: String(line.product_sku ?? line.sku ?? ''),
    }))
    .filter((line) => line.id !== '');
}
