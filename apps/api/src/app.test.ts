import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

describe('the API contract', () => {
  it('declares a response schema for every route and method', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Operation>>;
    const missing: string[] = [];
    let operations = 0;
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^[23]/.test(status));
        const described = success.some(
          ([status, answer]) => status === '204' || Object.values(answer.content ?? {}).some((c) => c.schema),
        );
        if (!described) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    // Guards against the document itself going missing, which would make this test pass vacuously.
    expect(operations).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });
});
