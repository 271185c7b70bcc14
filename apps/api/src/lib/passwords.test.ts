import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with scrypt and a per-user salt, and checks', async () => {
    const a = await hashPassword('secret1', 2 ** 10);
    const b = await hashPassword('secret1', 2 ** 10);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[^$]+\$[^$]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret1', a)).toBe(true);
    expect(await verifyPassword('secret2', a)).toBe(false);
    expect(await verifyPassword('secret1', 'garbage')).toBe(false);
  });

  it('uses the design cost N=2^17 by default', async () => {
    const hash = await hashPassword('secret1');
    expect(hash.split('$')[1]).toBe(String(2 ** 17));
    expect(await verifyPassword('secret1', hash)).toBe(true);
  });

  it('burns time without an account', async () => {
    await expect(burnPasswordCheck('x', 2 ** 10)).resolves.toBeUndefined();
  });
});
