import { describe, expect, it } from 'vitest';
import './zod-jitless';
import './zod-messages';

describe('zod-jitless', () => {
  it('words a check without a message of its own as the API does', async () => {
    const { z } = await import('zod');
    expect(z.object({ sku: z.string() }).safeParse({}).error?.issues[0]?.message).toBe(
      'This field is required',
    );
  });

  it('turns on zod jitless mode without importing zod first', async () => {
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });

  it('builds and parses object schemas without new Function', async () => {
    const { z } = await import('zod');
    const original = globalThis.Function;
    let calls = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        calls += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ id: z.string(), quantity: z.number().int() });
      expect(schema.parse({ id: 'a', quantity: 2 })).toEqual({ id: 'a', quantity: 2 });
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toBe(0);
  });
});
