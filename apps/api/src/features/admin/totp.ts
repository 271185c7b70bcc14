import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const PERIOD = 30;

function totpFor(secretBase32: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export async function totpSetup(secretBase32: string, email: string, issuer: string) {
  const uri = totpFor(secretBase32, email, issuer).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { uri, secret: secretBase32, qrSvg };
}

/**
 * The 30-second step the code belongs to, or null when it is not the code of this step or
 * the one before or after (a phone's clock a little off). Callers refuse a step at or
 * before the last one used, so a code seen over someone's shoulder cannot be replayed.
 */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}
