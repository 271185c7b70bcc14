/** The owner's console: staff accounts, sign-in, and the admin API under /api/admin. */
export { type AuditActor, auditActor, recordAudit } from './audit';
export { type CurrentStaff, currentStaff, requireStaff, staffOnly } from './guard';
export { adminRoutes } from './routes';
export { STAFF_TOKEN_TTL_SECONDS, signStaffToken, verifyStaffToken } from './tokens';
