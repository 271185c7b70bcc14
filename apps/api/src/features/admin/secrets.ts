import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { ADMIN_TOKEN_AUDIENCE, RECOVERY_CODE_COUNT } from '@storefront/shared';

/**
 * TOTP secrets are kept encrypted (AES-256-GCM) under a key derived from JWT_SECRET, so a
 * copy of the database alone does not give anyone the codes. Changing JWT_SECRET makes the
 * stored secrets unreadable: staff then turn two-factor on again (admin:create resets it).
 */
function boxKey(secret: string): Buffer {
  return createHmac('sha256', secret).update(`${ADMIN_TOKEN_AUDIENCE}/totp-secret`).digest();
}

export function sealSecret(jwtSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', boxKey(jwtSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** The secret, or null when it was sealed under another key or has been tampered with. */
export function openSecret(jwtSecret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', boxKey(jwtSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

// letters and digits a person cannot confuse when copying from paper (no 0/o, 1/l/i)
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function recoveryCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
}

/** Recovery codes have 40 bits of chance and are single use: a plain SHA-256 is enough. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace('-', '').toLowerCase()).digest('hex');
}
