import { describe, expect, it } from 'vitest';
import {
  burnPasswordCheck,
  DEFAULT_PASSWORD_COST,
  hashPassword,
  legacyScryptHash,
  needsRehash,
  verifyPassword,
} from './passwords';

const cheap = { memoryCost: 256, timeCost: 1 };

describe('passwords', () => {
  it('hashes with argon2id and a per-user salt, and checks', async () => {
    const a = await hashPassword('secret1', cheap);
    const b = await hashPassword('secret1', cheap);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$[^$]+\$[^$]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret1', a)).toBe(true);
    expect(await verifyPassword('secret2', a)).toBe(false);
    expect(await verifyPassword('secret1', 'garbage')).toBe(false);
    expect(await verifyPassword('secret1', '$argon2id$garbage')).toBe(false);
  });

  it("uses OWASP's minimum for argon2id by default: m = 19 MiB, t = 2, p = 1", async () => {
    expect(DEFAULT_PASSWORD_COST).toEqual({ memoryCost: 19_456, timeCost: 2 });
    const hash = await hashPassword('secret1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('secret1', hash)).toBe(true);
  });

  it('still checks the scrypt hashes stored before argon2id, and asks for them to be re-hashed', async () => {
    const old = await legacyScryptHash('secret1');
    expect(old).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('secret1', old)).toBe(true);
    expect(await verifyPassword('secret2', old)).toBe(false);
    expect(needsRehash(old, cheap)).toBe(true);
    // a stored value cannot make the server spend an absurd scrypt cost
    expect(await verifyPassword('secret1', old.replace('scrypt$1024$', `scrypt$${2 ** 24}$`))).toBe(false);
  });

  it('asks for a re-hash only when the cost differs', async () => {
    const hash = await hashPassword('secret1', cheap);
    expect(needsRehash(hash, cheap)).toBe(false);
    expect(needsRehash(hash, DEFAULT_PASSWORD_COST)).toBe(true);
  });

  it('burns time without an account', async () => {
    await expect(burnPasswordCheck('x', cheap)).resolves.toBeUndefined();
  });
});
