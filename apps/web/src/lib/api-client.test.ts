import { MSG } from '@storefront/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, ContractError } from './api-client';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('runs in development here: a schema passed as import.meta.env.DEV && schema is applied', async () => {
    expect(import.meta.env.DEV).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ok: 'yes' })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      apiRequest('/a', import.meta.env.DEV && z.object({ ok: z.boolean() })),
    ).rejects.toBeInstanceOf(ContractError);
  });

  it('takes the answer as it is when no schema is given (production)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ ok: true, extra: 1 })),
    );
    await expect(apiRequest<z.ZodObject<{ ok: z.ZodBoolean }>>('/a', false)).resolves.toEqual({
      ok: true,
      extra: 1,
    });
  });

  it("reads the API's refusal, and gives the generic text for any other failure body", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ isError: true, msg: 'Product already in cart', code: 'CONFLICT' }, 409)),
    );
    await expect(apiRequest('/a', false)).rejects.toMatchObject({
      message: 'Product already in cart',
      status: 409,
      code: 'CONFLICT',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await apiRequest('/a', false).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: MSG.somethingWentWrong, status: 502, code: undefined });
  });
});
