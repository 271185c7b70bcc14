import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import { REFRESH_TTL_MS } from '../auth';

/**
 * The staff refresh cookie: the customers' rules (httpOnly, SameSite=Lax, Secure in
 * production, 30 days), its own name, and a path that sends it only to the console's API.
 */
export const STAFF_REFRESH_COOKIE = 'admin_refresh_token';
export const STAFF_REFRESH_COOKIE_PATH = '/api/admin';

export function setStaffRefreshCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(STAFF_REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: STAFF_REFRESH_COOKIE_PATH,
    maxAge: REFRESH_TTL_MS / 1000,
  });
}

export function clearStaffRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(STAFF_REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: STAFF_REFRESH_COOKIE_PATH,
  });
}
