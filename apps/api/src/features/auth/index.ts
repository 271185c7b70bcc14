/**
 * What other features may use of auth: the customer record as a session sees it, the
 * sign-in limits and password settings the staff console shares, and the refresh-token
 * scheme staff sessions follow. Everything else in this folder is internal.
 */
export { perEmailAndAddress } from './limits';
export { type AuthOptions, DEFAULT_AUTH_LIMITS, hashGateFor, passwordCostFor } from './options';
export { passwordMatches, type SignInDeps } from './password-check';
export { endRefreshFamily, issueRefreshToken, refreshCookie, spendRefreshToken } from './sessions';
export { toSessionUser } from './users';
