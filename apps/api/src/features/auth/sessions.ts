import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

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

/** A new refresh token of the family, and the row that keeps its hash (the caller adds whose it is). */
export function issueRefreshToken(shopId: string, familyId: string) {
  const token = newRefreshToken();
  const row = {
    shopId,
    tokenHash: hashRefreshToken(token),
    familyId,
    expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
  };
  return { token, row };
}

type TokenRow = {
  id: string;
  familyId: string;
  usedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
};

/** A table of refresh tokens, customers' or staff's (db/refresh-tokens.ts). */
type TokenRows<Row extends TokenRow> = {
  find(db: Db, shopId: string, tokenHash: string): Promise<Row | null>;
  markUsed(db: Db, id: string, at: Date): Promise<boolean>;
  revokeFamily(db: Db, familyId: string, at: Date): Promise<void>;
};

/**
 * Spends a refresh token on a refresh: its row, or null when it is unknown, revoked, expired
 * or used already. A rotated token used again after the grace period was copied, so its whole
 * family is revoked and `onReuse` told.
 */
export async function spendRefreshToken<Row extends TokenRow>(
  rows: TokenRows<Row>,
  db: Db,
  shopId: string,
  token: string | undefined,
  onReuse: (row: Row) => void,
): Promise<Row | null> {
  const now = new Date();
  if (!token) return null;
  const row = await rows.find(db, shopId, hashRefreshToken(token));
  if (!row || row.revokedAt || row.expiresAt <= now) return null;
  if (row.usedAt || !(await rows.markUsed(db, row.id, now))) {
    const usedAt = row.usedAt ?? now;
    if (now.getTime() - usedAt.getTime() > REUSE_GRACE_MS) {
      await rows.revokeFamily(db, row.familyId, now);
      onReuse(row);
    }
    return null;
  }
  return row;
}

/** Ends the session a logout's cookie belongs to: its row, or null when there is none. */
export async function endRefreshFamily<Row extends TokenRow>(
  rows: TokenRows<Row>,
  db: Db,
  shopId: string,
  token: string | undefined,
): Promise<Row | null> {
  if (!token) return null;
  const row = await rows.find(db, shopId, hashRefreshToken(token));
  if (row) await rows.revokeFamily(db, row.familyId, new Date());
  return row;
}

/**
 * Writing and clearing one refresh cookie: httpOnly, SameSite=Lax, Secure in production,
 * kept as long as the token lives, and sent only to `path`. Customers' and staff's cookies
 * differ only in name and path.
 */
export function refreshCookie(name: string, path: string) {
  const options = (config: Config) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.cookieSecure,
    path,
  });
  const cookie = {
    set(reply: FastifyReply, config: Config, token: string): void {
      reply.setCookie(name, token, { ...options(config), maxAge: REFRESH_TTL_MS / 1000 });
    },
    clear(reply: FastifyReply, config: Config): void {
      reply.clearCookie(name, options(config));
    },
    /**
     * Spends the request's refresh cookie for a new session and sets the next token; a refused
     * token clears the cookie, so the browser stops sending one that can never work again.
     */
    async renew<Session extends { refreshToken: string }>(
      request: FastifyRequest,
      reply: FastifyReply,
      config: Config,
      refresh: (token: string | undefined) => Promise<Session>,
    ): Promise<Session> {
      try {
        const session = await refresh(request.cookies[name]);
        cookie.set(reply, config, session.refreshToken);
        return session;
      } catch (error) {
        cookie.clear(reply, config);
        throw error;
      }
    },
  };
  return cookie;
}

export const customerRefreshCookie = refreshCookie(REFRESH_COOKIE, REFRESH_COOKIE_PATH);
export const { set: setRefreshCookie, clear: clearRefreshCookie } = customerRefreshCookie;
