import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The error body that blames one field: `msg` is both the message and that field's message. */
export function expectFieldError(res: LightMyRequestResponse, status: number, field: string, msg: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ msg, fields: { [field]: msg } });
}

/** The message per field of an error answer, which must have `status` (400 unless told). */
export function fieldErrors(res: LightMyRequestResponse, status = 400): Record<string, string> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json().fields;
}

/** Asks for `url` again with the ETag `first` carried, as a browser revalidates: 304, nothing changed. */
export async function expectNotModified(
  app: Pick<FastifyInstance, 'inject'>,
  url: string,
  first: LightMyRequestResponse,
) {
  const again = await app.inject({
    method: 'GET',
    url,
    headers: { 'if-none-match': String(first.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
}

/** An error answer: `status`, with `msg` as the message the shopper or staff member reads. */
export function expectError(res: LightMyRequestResponse, status: number, msg: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().msg).toBe(msg);
}
