/** Helpers for API tests of the payment gateway. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Razorpay's Orders API on loopback: it checks basic auth, records each
 * request and answers like Razorpay, or with `failWith` when set.
 */
export async function startFakeRazorpay(keyId: string, keySecret: string) {
  const requests: { auth: string | undefined; body: Record<string, unknown> }[] = [];
  const state = { failWith: 0, count: 0 };
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    requests.push({ auth: req.headers.authorization, body });
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    res.setHeader('content-type', 'application/json');
    if (req.method !== 'POST' || req.url !== '/v1/orders') {
      res.statusCode = 404;
      res.end('{}');
      return;
    }
    if (req.headers.authorization !== expected) {
      res.statusCode = 401;
      res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }));
      return;
    }
    if (state.failWith) {
      res.statusCode = state.failWith;
      res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'Try again' } }));
      return;
    }
    state.count += 1;
    res.end(
      JSON.stringify({
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
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
