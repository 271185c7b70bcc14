// The auth feature's public surface: the route guard for pages that need a customer.
// Sessions themselves (token, stored user, login handlers) live in lib/session.ts.
export { GuestOnly, RequireAuth } from './require-auth';
