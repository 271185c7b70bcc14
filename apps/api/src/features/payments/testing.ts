/** Helpers for API tests of the payment gateway. */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request one of the fake Razorpay APIs received; `authorized` when it carried the key's basic auth. */
export type FakeRequest = {
  method: string | undefined;
  url: string | undefined;
  auth: string | undefined;
  authorized: boolean;
  body: Record<string, unknown>;
};

type FakeAnswer = { status?: number; body: unknown };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

/**
 * One of Razorpay's APIs on loopback: it records each request (`requests`, oldest first) and
 * answers, in JSON, what `answer` makes of it.
 */
export async function startFakeApi(
  keyId: string,
  keySecret: string,
  answer: (request: FakeRequest, requests: FakeRequest[]) => FakeAnswer,
) {
  const requests: FakeRequest[] = [];
  const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const auth = req.headers.authorization;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const request = { method: req.method, url: req.url, auth, authorized: auth === expected, body };
    requests.push(request);
    const { status = 200, body: reply } = answer(request, requests);
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A stand-in for Razorpay's Orders API: it checks basic auth and answers like Razorpay, or
 * with `failWith` when set.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const state = { failWith: 0, count: 0 };
  const fake = await startFakeApi(keyId, keySecret, ({ method, url, authorized, body }) => {
    if (method !== 'POST' || url !== '/v1/orders') return { status: 404, body: {} };
    if (!authorized) {
      return {
        status: 401,
        body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
      };
    }
    if (state.failWith) {
      return { status: state.failWith, body: { error: { code: 'SERVER_ERROR', description: 'Try again' } } };
    }
    state.count += 1;
    return {
      body: {
        id: `order_fake${String(state.count).padStart(8, '0')}`,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        attempts: 0,
        notes: body.notes,
        created_at: Math.floor(Date.now() / 1000),
      },
    };
  });
  return { ...fake, state };
}
