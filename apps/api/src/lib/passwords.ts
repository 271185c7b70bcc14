import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { type Algorithm, hash as argon2Hash, verify as argon2Verify, parseOptions } from '@node-rs/argon2';

/**
 * argon2id cost: memory in KiB and passes. The default is OWASP's minimum for argon2id
 * (m = 19 MiB, t = 2, p = 1): about 30 ms and 19 MiB a hash here, where the scrypt it
 * replaces took about a second and 128 MiB under load. Tests pass a lower cost.
 */
export type PasswordCost = { memoryCost: number; timeCost: number };
export const DEFAULT_PASSWORD_COST: PasswordCost = { memoryCost: 19_456, timeCost: 2 };
/** argon2id lanes (p): OWASP's minimum, and this binding computes lanes one after the other anyway. */
export const PASSWORD_LANES = 1;
// `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** PHC string `$argon2id$v=19$m=…,t=…,p=1$salt$hash`: the parameters travel with the hash. */
export function hashPassword(password: string, cost: PasswordCost = DEFAULT_PASSWORD_COST): Promise<string> {
  return argon2Hash(password.normalize('NFKC'), {
    algorithm: ARGON2ID,
    memoryCost: cost.memoryCost,
    timeCost: cost.timeCost,
    parallelism: PASSWORD_LANES,
  });
}

/** Checks argon2id hashes and the scrypt hashes of accounts made before argon2id. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) {
    try {
      return await argon2Verify(stored, password.normalize('NFKC'));
    } catch {
      return false;
    }
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** True when a stored hash is not argon2id at `cost`: re-hash it once the password is known. */
export function needsRehash(stored: string, cost: PasswordCost = DEFAULT_PASSWORD_COST): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const options = parseOptions(stored);
    return (
      options.memoryCost !== cost.memoryCost ||
      options.timeCost !== cost.timeCost ||
      options.parallelism !== PASSWORD_LANES
    );
  } catch {
    return true;
  }
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Spends the same time as a real check, for an email with no password, so the answer
 * time does not tell whether an account exists.
 */
export async function burnPasswordCheck(
  password: string,
  cost: PasswordCost = DEFAULT_PASSWORD_COST,
): Promise<void> {
  const key = `${cost.memoryCost}/${cost.timeCost}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(password, await dummy);
}

// ---- scrypt: read only, for hashes stored before the move to argon2id ----

/** Beyond this an old hash is refused rather than letting a stored value pick a huge cost. */
const MAX_SCRYPT_COST = 2 ** 17;

function scryptAsync(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; leave headroom above that so Node does not refuse.
  const options: ScryptOptions = { N: cost, r, p, maxmem: 256 * cost * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, 32, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64), the format of the first release. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  const cost = Number(n);
  if (!n || !r || !p || !salt || !hash || !(cost > 1) || cost > MAX_SCRYPT_COST) return false;
  const expected = Buffer.from(hash, 'base64');
  try {
    const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), cost, Number(r), Number(p));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** Writes a hash in the old scrypt format; only tests use it, to stand for accounts made before argon2id. */
export async function legacyScryptHash(password: string, cost = 2 ** 10): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, cost, 8, 1);
  return ['scrypt', cost, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}
