import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** Design: scrypt N=2^17, r=8, p=1. Tests pass a lower cost to stay fast. */
export const DEFAULT_SCRYPT_COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function scryptAsync(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; leave headroom above that so Node does not refuse.
  const options: ScryptOptions = { N: cost, r, p, maxmem: 256 * cost * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash, so the cost can change later. */
export async function hashPassword(password: string, cost: number = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same time as a real check, for an email with no password, so the answer
 * time does not tell whether an account exists.
 */
export async function burnPasswordCheck(password: string, cost: number = DEFAULT_SCRYPT_COST): Promise<void> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, await dummy);
}
