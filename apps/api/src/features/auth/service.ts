import { randomUUID } from 'node:crypto';
import {
  AUTH_MSG,
  ERROR_CODES,
  OTP_MAX_TRIES,
  OTP_TTL_MS,
  type OtpPurpose,
  type SessionUser,
} from '@storefront/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, needsRehash } from '../../lib/passwords';
import { signAccessToken } from '../../plugins/auth';
import { releaseDevice } from '../content';
import { createGoogleVerifier } from './google';
import { DEFAULT_SHOP_NAME, generateOtp, hashOtp, otpMail, sameHash } from './otp';
import { passwordMatches, type SignInDeps } from './password-check';
import * as repo from './repository';
import { endRefreshFamily, issueRefreshToken, spendRefreshToken } from './sessions';
import { toSessionUser, type UserRow } from './users';
import { readVerificationToken, signVerificationToken } from './verification';

const verificationExpired = () =>
  AppError.badRequest(AUTH_MSG.verificationExpired, { verificationToken: AUTH_MSG.verificationExpired });

/** An e-mail and the token that proves a code sent to it was typed back (signup, reset). */
type VerifiedEmail = { email: string; verificationToken: string };

export type Session = { user: SessionUser; accessToken: string; refreshToken: string };

type Deps = SignInDeps & { mailer: Mailer };

/** The rules of sign-in, registration, reset and sessions (design: "Sessions", "OTP"). */
export class AuthService {
  private readonly shopId: string;
  private readonly verifyGoogle: ReturnType<typeof createGoogleVerifier> | null;

  constructor(private readonly deps: Deps) {
    this.shopId = deps.config.SHOP_ID;
    const clientId = deps.config.GOOGLE_CLIENT_ID;
    this.verifyGoogle = clientId ? createGoogleVerifier(deps.config.GOOGLE_JWKS_URL, clientId) : null;
  }

  // ---- sign-in and sessions ----

  /** `callerGone`: the client has closed its connection, so a check still waiting is skipped. */
  async login(email: string, password: string, callerGone?: () => boolean): Promise<Session> {
    const user = await repo.findUserByEmail(this.deps.db, this.shopId, email);
    // One answer, and about the same time, whether the email is unknown, has no password
    // (Google only) or the password is wrong.
    const stored = user?.status === 'Active' ? user.passwordHash : null;
    if (!user || !(await passwordMatches(this.deps, password, stored, callerGone))) {
      throw AppError.unauthorized(AUTH_MSG.invalidCredentials);
    }
    if (stored && needsRehash(stored, this.deps.passwordCost)) await this.rehash(user, password);
    return this.startSession(user);
  }

  /**
   * Moves an older hash (scrypt, or argon2id at another cost) to the current one now that
   * the password is known. Best effort: a busy gate or a failed write leaves the old hash,
   * which still works, for the next sign-in.
   */
  private async rehash(user: UserRow, password: string): Promise<void> {
    try {
      const passwordHash = await this.deps.hashGate.run(() => hashPassword(password, this.deps.passwordCost));
      await repo.updateUserPasswordHash(this.deps.db, this.shopId, user.id, user.passwordHash!, passwordHash);
    } catch (error) {
      this.deps.log.warn({ err: error, userId: user.id }, 'password re-hash skipped');
    }
  }

  async refresh(token: string | undefined): Promise<Session> {
    const expired = () => AppError.unauthorized(AUTH_MSG.sessionExpired);
    const row = await spendRefreshToken(repo.refreshTokenRows, this.deps.db, this.shopId, token, (reused) =>
      this.deps.log.warn({ userId: reused.userId }, 'rotated refresh token reused: session family revoked'),
    );
    if (!row) throw expired();
    const user = await repo.findUserById(this.deps.db, this.shopId, row.userId);
    if (user?.status !== 'Active') throw expired();
    return this.issue(user, row.familyId);
  }

  /**
   * Ends the session the cookie belongs to, and lets go of the device this browser
   * registered for notifications (`deviceToken`, as sent to register-token), so the next
   * person on it can register it. Quiet when there is no session.
   */
  async logout(token: string | undefined, deviceToken?: string): Promise<void> {
    const row = await endRefreshFamily(repo.refreshTokenRows, this.deps.db, this.shopId, token);
    if (row && deviceToken) await releaseDevice(this.deps.db, this.shopId, row.userId, deviceToken);
  }

  private startSession(user: UserRow): Promise<Session> {
    return this.issue(user, randomUUID());
  }

  private async issue(user: UserRow, familyId: string): Promise<Session> {
    const { token: refreshToken, row } = issueRefreshToken(this.shopId, familyId);
    // The token is signed on libuv's pool while the row is written: neither waits for the other.
    const [accessToken] = await Promise.all([
      signAccessToken(this.deps.config, { userId: user.id, email: user.email }),
      repo.insertRefreshToken(this.deps.db, { ...row, userId: user.id }),
    ]);
    return { user: toSessionUser(user), accessToken, refreshToken };
  }

  // ---- OTPs ----

  async sendSignupOtp(email: string): Promise<void> {
    if (await repo.findUserByEmail(this.deps.db, this.shopId, email)) {
      throw AppError.conflict(AUTH_MSG.emailAlreadyRegistered, { email: AUTH_MSG.emailAlreadyRegistered });
    }
    const code = await this.storeNewOtp(email, 'signup');
    try {
      await this.deps.mailer.send(await this.otpMailFor(email, code, 'signup'));
    } catch (error) {
      this.deps.log.error({ err: error }, 'sending the signup code failed');
      throw new AppError(503, ERROR_CODES.internal, AUTH_MSG.mailNotSent);
    }
  }

  /**
   * Same answer, same rows and about the same time whether or not the email has an
   * account: a code is stored either way and only mailed to an existing account, after
   * the answer has gone.
   */
  async sendResetOtp(email: string): Promise<void> {
    const user = await repo.findUserByEmail(this.deps.db, this.shopId, email);
    const code = await this.storeNewOtp(email, 'reset');
    const mail = await this.otpMailFor(email, code, 'reset');
    if (!user) return;
    this.deps.mailer
      .send(mail)
      .catch((error) => this.deps.log.error({ err: error }, 'sending the reset code failed'));
  }

  /** Checks the code and answers the verification token that signup or reset-password must present. */
  async verifyOtp(email: string, code: string, purpose: OtpPurpose): Promise<string> {
    const now = new Date();
    const row = await repo.latestOpenOtp(this.deps.db, this.shopId, email, purpose);
    if (!row) throw AppError.badRequest(AUTH_MSG.invalidOtp, { otp: AUTH_MSG.invalidOtp });
    if (row.expiresAt <= now) throw AppError.badRequest(AUTH_MSG.otpExpired, { otp: AUTH_MSG.otpExpired });
    // The try is counted before the code is compared, so parallel guesses cannot pass 5.
    const tries = await repo.countOtpTry(this.deps.db, row.id, OTP_MAX_TRIES);
    if (tries === null)
      throw AppError.badRequest(AUTH_MSG.otpTooManyTries, { otp: AUTH_MSG.otpTooManyTries });
    const expected = hashOtp(this.deps.config.JWT_SECRET, { shopId: this.shopId, email, purpose, code });
    if (!sameHash(expected, row.codeHash)) {
      const message = tries >= OTP_MAX_TRIES ? AUTH_MSG.otpTooManyTries : AUTH_MSG.invalidOtp;
      throw AppError.badRequest(message, { otp: message });
    }
    if (!row.verifiedAt) await repo.markOtpVerified(this.deps.db, row.id, now);
    return signVerificationToken(this.deps.config, { otpId: row.id, email, purpose }, now.getTime());
  }

  private async storeNewOtp(email: string, purpose: OtpPurpose): Promise<string> {
    const code = generateOtp();
    await repo.replaceOtp(this.deps.db, {
      shopId: this.shopId,
      email,
      purpose,
      codeHash: hashOtp(this.deps.config.JWT_SECRET, { shopId: this.shopId, email, purpose, code }),
      expiresAt: new Date(Date.now() + OTP_TTL_MS),
    });
    return code;
  }

  private async otpMailFor(email: string, code: string, purpose: OtpPurpose) {
    const shopName = (await repo.shopName(this.deps.db, this.shopId)) ?? DEFAULT_SHOP_NAME;
    return otpMail({ to: email, code, purpose, shopName, ttlMinutes: OTP_TTL_MS / 60_000 });
  }

  // ---- registration and reset ----

  async signup(
    input: VerifiedEmail & { mobile: string; full_name: string; password: string },
  ): Promise<SessionUser> {
    const { email } = input;
    // Everything cheap is checked before the password is hashed.
    const otpId = await this.openVerification(input.verificationToken, email, 'signup');
    const alreadyRegistered = () =>
      AppError.conflict(AUTH_MSG.emailAlreadyRegistered, { email: AUTH_MSG.emailAlreadyRegistered });
    if (await repo.findUserByEmail(this.deps.db, this.shopId, email)) throw alreadyRegistered();
    const passwordHash = await this.hash(input.password);
    const now = new Date();
    const user = await this.deps.db.transaction(async (tx) => {
      await this.spendVerification(tx, otpId, email, 'signup', now);
      const created = await repo.insertUser(tx, {
        shopId: this.shopId,
        email,
        fullName: input.full_name,
        mobile: input.mobile,
        passwordHash,
      });
      // Throwing rolls the spent code back, so the person can still sign up once fixed.
      if (!created) throw alreadyRegistered();
      return created;
    });
    return toSessionUser(user);
  }

  async resetPassword(input: VerifiedEmail & { newPassword: string }): Promise<void> {
    const { email } = input;
    const otpId = await this.openVerification(input.verificationToken, email, 'reset');
    const passwordHash = await this.hash(input.newPassword);
    const now = new Date();
    await this.deps.db.transaction(async (tx) => {
      await this.spendVerification(tx, otpId, email, 'reset', now);
      const user = await repo.findUserByEmail(tx, this.shopId, email);
      // A reset code is stored for unknown e-mails too; the answer must not tell them apart.
      if (!user) throw verificationExpired();
      await repo.updateUser(tx, this.shopId, user.id, { passwordHash });
      // A new password ends every session: whoever knew the old one is signed out.
      await repo.revokeUserTokens(tx, user.id, now);
    });
  }

  /**
   * The code row a verification token proves, if it is still open: genuine, for this
   * e-mail and purpose, verified in the last 10 minutes and not yet spent.
   */
  private async openVerification(token: string, email: string, purpose: OtpPurpose): Promise<string> {
    const otpId = await readVerificationToken(this.deps.config, token, { email, purpose });
    if (!otpId) throw verificationExpired();
    const row = await repo.findVerifiedOtp(
      this.deps.db,
      this.verificationRow(otpId, email, purpose, new Date()),
    );
    if (!row) throw verificationExpired();
    return otpId;
  }

  /** Spends the verified code inside the change it allows; a code spent meanwhile refuses the change. */
  private async spendVerification(tx: Tx, otpId: string, email: string, purpose: OtpPurpose, now: Date) {
    const spent = await repo.consumeVerifiedOtp(tx, this.verificationRow(otpId, email, purpose, now));
    if (!spent) throw verificationExpired();
  }

  private verificationRow(id: string, email: string, purpose: OtpPurpose, now: Date) {
    return {
      id,
      shopId: this.shopId,
      email,
      purpose,
      verifiedSince: new Date(now.getTime() - OTP_TTL_MS),
      at: now,
    };
  }

  private hash(password: string): Promise<string> {
    return this.deps.hashGate.run(() => hashPassword(password, this.deps.passwordCost));
  }

  // ---- Google ----

  get googleClientId(): string | null {
    return this.deps.config.GOOGLE_CLIENT_ID ?? null;
  }

  async googleSignIn(idToken: string): Promise<Session> {
    if (!this.verifyGoogle) throw new AppError(503, ERROR_CODES.internal, AUTH_MSG.googleNotConfigured);
    const identity = await this.verifyGoogle(idToken);
    if (identity === null) throw AppError.unauthorized(AUTH_MSG.googleTokenInvalid);
    if (identity === 'unverified-email') throw AppError.unauthorized(AUTH_MSG.googleEmailNotVerified);
    let user = await repo.findUserByEmail(this.deps.db, this.shopId, identity.email);
    if (!user) {
      user = await repo.insertUser(this.deps.db, {
        shopId: this.shopId,
        email: identity.email,
        fullName: identity.name ?? identity.email.split('@')[0] ?? identity.email,
        googleSubject: identity.subject,
      });
      // Lost a race with another first sign-in of the same person: use their row.
      user ??= await repo.findUserByEmail(this.deps.db, this.shopId, identity.email);
      if (!user) throw AppError.unauthorized(AUTH_MSG.googleTokenInvalid);
    } else if (!user.googleSubject) {
      // Google vouches for the address, so an existing account of that email is linked.
      user =
        (await repo.updateUser(this.deps.db, this.shopId, user.id, { googleSubject: identity.subject })) ??
        user;
    } else if (user.googleSubject !== identity.subject) {
      throw AppError.unauthorized(AUTH_MSG.googleTokenInvalid);
    }
    if (user.status !== 'Active') throw AppError.unauthorized(AUTH_MSG.googleTokenInvalid);
    return this.startSession(user);
  }
}
