import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, createTestCustomer, type TestCustomer } from '../auth/testing';

/** A Nominatim-compatible stand-in: knows Pune, fails for "broken", stalls for nothing else. */
const queries: string[] = [];
const geocoder = http.createServer((request, response) => {
  const q = new URL(request.url ?? '/', 'http://x').searchParams.get('q') ?? '';
  queries.push(q);
  if (q.includes('broken')) {
    response.writeHead(500).end('down');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(q.includes('Pune') ? [{ lat: '18.5196', lon: '73.8553' }] : []));
});

let ctx: Awaited<ReturnType<typeof createAuthTestApp>>;
let asha: TestCustomer;

beforeAll(async () => {
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const { port } = geocoder.address() as AddressInfo;
  ctx = await createAuthTestApp({ config: { GEOCODER_URL: `http://127.0.0.1:${port}/search` } });
  asha = await createTestCustomer(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => geocoder.close(() => resolve()));
});

const add = (extra: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/address',
    headers: asha.headers,
    payload: {
      location_user: 'Home',
      new_address: '12 MG Road',
      city: 'Pune',
      area: 'Camp',
      pincode: '411001',
      user_id: asha.userId,
      user_name: 'Asha',
      ...extra,
    },
  });

describe('addresses with a geocoder configured', () => {
  it('fills latitude and longitude from the geocoder when the client sent none', async () => {
    const res = await add({});
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ latitude: 18.5196, longitude: 73.8553 });
    expect(queries.at(-1)).toBe('12 MG Road, Camp, Pune, 411001, India');
  });

  it('keeps coordinates the client sent near the pincode and does not ask the geocoder', async () => {
    const before = queries.length;
    const res = await add({ latitude: 18.51, longitude: 73.84 });
    expect(res.json().data).toMatchObject({ latitude: 18.51, longitude: 73.84 });
    expect(queries.length).toBe(before);
  });

  it('places the address itself when the sent coordinates are far from its pincode', async () => {
    // Jaipur's position sent with a Pune address: a stale position after an edit, or a
    // cheaper delivery band asked for on purpose
    const res = await add({ latitude: 26.9, longitude: 75.8 });
    expect(res.json().data).toMatchObject({ latitude: 18.5196, longitude: 73.8553 });
    const unknown = await add({ city: 'Nowhere', pincode: '302999', latitude: 26.9, longitude: 75.8 });
    expect(unknown.json().data).toMatchObject({ latitude: null, longitude: null });
  });

  it('falls back to the centre of the pincode when the geocoder fails or knows nothing', async () => {
    const pune = { latitude: 18.529603, longitude: 73.876015 }; // 411001 in the offline table
    const failed = await add({ new_address: 'broken street 1' });
    expect(failed.statusCode).toBe(201);
    expect(failed.json().data).toMatchObject(pune);
    const unknown = await add({ city: 'Nowhere' });
    expect(unknown.statusCode).toBe(201);
    expect(unknown.json().data).toMatchObject(pune);
  });

  it('still saves the address, without coordinates, when neither knows it', async () => {
    const res = await add({ city: 'Nowhere', pincode: '302999' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ latitude: null, longitude: null });
    expect(queries.at(-1)).toBe('12 MG Road, Camp, Nowhere, 302999, India');
  });
});
