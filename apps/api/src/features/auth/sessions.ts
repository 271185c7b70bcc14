import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';

export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** The cookie goes only to the API, never to page or asset requests. */
export const REFRESH_COOKIE_PATH = '/api';
/**
 * Two tabs refreshing at once send the same cookie; the slower one is refused but does
 * not end the session if it comes this soon after the rotation. Later reuse of a rotated
 * token means it was copied: the whole family is revoked.
 */
export const REUSE_GRACE_MS = 10_000;

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function setRefreshCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TTL_MS / 1000,
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: REFRESH_COOKIE_PATH,
  });
}
