import { randomUUID } from 'node:crypto';
import {
  ADMIN_ERROR_CODES,
  ADMIN_MSG,
  RECOVERY_CODE_PATTERN,
  type StaffMember,
  type StaffRole,
} from '@storefront/shared';
import { AppError } from '../../lib/app-error';
import { hashPassword, needsRehash } from '../../lib/passwords';
import {
  endRefreshFamily,
  issueRefreshToken,
  passwordMatches,
  type SignInDeps,
  spendRefreshToken,
} from '../auth';
import type { AuditActor } from './audit';
import * as repo from './repository';
import { hashRecoveryCode, newRecoveryCodes, openSecret, sealSecret } from './secrets';
import { signStaffToken } from './tokens';
import { newTotpSecret, totpSetup, totpStep } from './totp';

export type StaffSession = { staff: StaffMember; accessToken: string; refreshToken: string };

type Deps = SignInDeps;

export function toStaffMember(row: repo.StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    totpEnabled: row.totpEnabled,
  };
}

const totpRequired = () => new AppError(401, ADMIN_ERROR_CODES.totpRequired, ADMIN_MSG.totpRequired);
const totpInvalid = () => new AppError(401, ADMIN_ERROR_CODES.totpInvalid, ADMIN_MSG.totpInvalid);
const codeInvalid = () => AppError.badRequest(ADMIN_MSG.totpCodeInvalid, { code: ADMIN_MSG.totpCodeInvalid });

/** Staff sign-in, sessions and two-factor: the customers' rules, with a second factor on top. */
export class StaffAuthService {
  private readonly shopId: string;

  constructor(private readonly deps: Deps) {
    this.shopId = deps.config.SHOP_ID;
  }

  async login(email: string, password: string, totp: string | undefined) {
    const row = await repo.findStaffByEmail(this.deps.db, this.shopId, email);
    const { hashGate, passwordCost } = this.deps;
    // One answer, in about the same time, for an unknown e-mail, a disabled account and a wrong password.
    const stored = row && !row.disabled ? row.passwordHash : null;
    if (!row || !(await passwordMatches(this.deps, password, stored))) {
      throw AppError.unauthorized(ADMIN_MSG.invalidCredentials);
    }
    // The second factor is asked for only after the password is right, so the code box
    // tells nothing to someone guessing e-mails.
    if (row.totpEnabled) {
      if (!totp) throw totpRequired();
      if (!(await this.passSecondFactor(row, totp))) throw totpInvalid();
    }
    if (needsRehash(row.passwordHash, passwordCost)) {
      const passwordHash = await hashGate.run(() => hashPassword(password, passwordCost));
      await repo.updateStaff(this.deps.db, this.shopId, row.id, { passwordHash });
    }
    return this.issue(row, randomUUID());
  }

  /** A current TOTP code not used before, or an unused recovery code (spent by this call). */
  private async passSecondFactor(row: repo.StaffRow, code: string): Promise<boolean> {
    if (/^\d{6}$/.test(code)) return this.acceptTotp(row, row.totpSecret, code);
    if (RECOVERY_CODE_PATTERN.test(code)) {
      const used = await repo.spendRecoveryCode(this.deps.db, row.id, hashRecoveryCode(code));
      if (used) this.deps.log.info({ staffId: row.id }, 'staff signed in with a recovery code');
      return used;
    }
    return false;
  }

  private async acceptTotp(row: repo.StaffRow, sealed: string | null, code: string): Promise<boolean> {
    const secret = sealed ? openSecret(this.deps.config.JWT_SECRET, sealed) : null;
    if (!secret) return false;
    const step = totpStep(secret, code);
    return step !== null && (await repo.claimTotpStep(this.deps.db, row.id, step));
  }

  async refresh(token: string | undefined): Promise<StaffSession> {
    const expired = () => AppError.unauthorized(ADMIN_MSG.sessionExpired);
    const session = await spendRefreshToken(repo.sessions, this.deps.db, this.shopId, token, (reused) =>
      this.deps.log.warn({ staffId: reused.staffId }, 'rotated staff refresh token reused: family revoked'),
    );
    if (!session) throw expired();
    const row = await repo.findStaffById(this.deps.db, this.shopId, session.staffId);
    if (!row || row.disabled) throw expired();
    return this.issue(row, session.familyId);
  }

  async logout(token: string | undefined): Promise<void> {
    await endRefreshFamily(repo.sessions, this.deps.db, this.shopId, token);
  }

  private async issue(row: repo.StaffRow, familyId: string): Promise<StaffSession> {
    const { token: refreshToken, row: session } = issueRefreshToken(this.shopId, familyId);
    await repo.insertSession(this.deps.db, { ...session, staffId: row.id });
    const accessToken = await signStaffToken(this.deps.config, {
      staffId: row.id,
      email: row.email,
      role: row.role as StaffRole,
    });
    return { staff: toStaffMember(row), accessToken, refreshToken };
  }

  // ---- two-factor ----

  /** A new secret to scan; two-factor stays as it is until a code from it is confirmed. */
  async setupTotp(staffId: string) {
    const row = await this.staffRow(staffId);
    if (row.totpEnabled) throw AppError.conflict(ADMIN_MSG.totpAlreadyEnabled);
    const secret = newTotpSecret();
    await repo.updateStaff(this.deps.db, this.shopId, row.id, {
      totpPendingSecret: sealSecret(this.deps.config.JWT_SECRET, secret),
    });
    const issuer = `${this.shopId} admin`;
    return totpSetup(secret, row.email, issuer);
  }

  async enableTotp(staffId: string, code: string, actor: AuditActor): Promise<string[]> {
    const row = await this.staffRow(staffId);
    if (row.totpEnabled) throw AppError.conflict(ADMIN_MSG.totpAlreadyEnabled);
    const secret = row.totpPendingSecret
      ? openSecret(this.deps.config.JWT_SECRET, row.totpPendingSecret)
      : null;
    if (!secret) throw AppError.badRequest(ADMIN_MSG.totpSetupFirst, { code: ADMIN_MSG.totpSetupFirst });
    const step = totpStep(secret, code);
    if (step === null) throw codeInvalid();
    const codes = newRecoveryCodes();
    await repo.enableTotp(
      this.deps.db,
      {
        shopId: this.shopId,
        id: row.id,
        // sealed afresh: the pending value has been shown, the enabled one never is
        sealedSecret: sealSecret(this.deps.config.JWT_SECRET, secret),
        step,
        codeHashes: codes.map(hashRecoveryCode),
      },
      actor,
    );
    return codes;
  }

  /** Needs a current code, so a token left on an unlocked screen cannot switch the second factor off. */
  async disableTotp(staffId: string, code: string, actor: AuditActor): Promise<void> {
    const row = await this.staffRow(staffId);
    if (!row.totpEnabled) throw AppError.conflict(ADMIN_MSG.totpNotEnabled);
    if (!(await this.acceptTotp(row, row.totpSecret, code))) throw codeInvalid();
    await repo.disableTotp(this.deps.db, this.shopId, row.id, actor);
  }

  async me(staffId: string): Promise<StaffMember> {
    return toStaffMember(await this.staffRow(staffId));
  }

  private async staffRow(staffId: string): Promise<repo.StaffRow> {
    const row = await repo.findStaffById(this.deps.db, this.shopId, staffId);
    if (!row || row.disabled) throw AppError.unauthorized();
    return row;
  }
}
