import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  entryColumns,
  ownerId,
  refreshTokenColumns,
  refreshTokenIndexes,
  shopTable,
  timestamptz,
} from './columns';

/**
 * The shop's staff: people who run the shop from /admin. Kept apart from customers (their
 * own table, sign-in and token audience), so a customer account can never become staff by
 * a flag and a leaked customer token opens nothing in the console (decision 0023).
 */
export const staff = shopTable(
  'staff',
  {
    /** Stored lower-cased, like customers' e-mails. */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** argon2id (lib/passwords). */
    passwordHash: text('password_hash').notNull(),
    /** owner or staff: only an owner manages staff and payment settings. */
    role: text('role').notNull().default('staff'),
    /** The TOTP secret, AES-256-GCM under a key derived from JWT_SECRET; never sent out once confirmed. */
    totpSecret: text('totp_secret'),
    /** A secret shown by setup and not yet confirmed with a code (same encryption). */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last 30-second step a code was accepted for: the same code cannot be used twice. */
    totpLastStep: integer('totp_last_step'),
    disabled: boolean('disabled').notNull().default(false),
  },
  (t) => [
    uniqueIndex('staff_shop_email_uq').on(t.shopId, t.email),
    check('staff_role_check', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/** One-time recovery codes, stored as SHA-256; a used code keeps its row with `used_at`. */
export const staffRecoveryCodes = shopTable(
  'staff_recovery_codes',
  {
    staffId: ownerId('staff_id', () => staff.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/** Staff refresh tokens: the customers' scheme (hashed, rotated, families) in a table of their own. */
export const staffSessions = shopTable(
  'staff_sessions',
  {
    staffId: ownerId('staff_id', () => staff.id),
    ...refreshTokenColumns,
  },
  (t) => [...refreshTokenIndexes('staff_sessions', t), index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every write made from the console: who (staff and address), when, what, and the record
 * before and after. Written by `recordAudit` in the same transaction as the change itself, so
 * a change is never kept without its entry nor an entry without its change. No foreign key to
 * staff: the trail outlives a removed staff member.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    ...entryColumns,
    staffId: uuid('staff_id'),
    /** e.g. totp.enable, inbox.handled */
    action: text('action').notNull(),
    /** e.g. staff, lead, enquiry */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    clientAddress: text('client_address').notNull().default(''),
  },
  (t) => [
    index('audit_log_shop_created_idx').on(t.shopId, t.createdAt),
    index('audit_log_entity_idx').on(t.shopId, t.entity, t.entityId),
  ],
);
