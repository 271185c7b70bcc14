import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberReturnTo } from '@/lib/session';
import { storedUser, useStoredUser } from '@/lib/stored-user';

/**
 * A layout route for pages that need a logged-in customer (/my-account, /checkout,
 * /payment-success, /payment-failed, /track): without a stored user the visitor goes to
 * /login, and the page they wanted is remembered for after the login (docs/api.md).
 * It also reacts to a logout in another tab.
 */
export function RequireAuth() {
  const user = useStoredUser();
  const location = useLocation();
  if (!user) {
    rememberReturnTo(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}

/**
 * A layout route for /login and /register: opened by a customer who is signed in already, they
 * lead to My Account. Only the arrival counts: a sign-in completed on the page itself goes on
 * to the remembered page (use-login-flow), not here.
 */
export function GuestOnly() {
  const [signedInOnArrival] = useState(() => storedUser.get() !== null);
  return signedInOnArrival ? <Navigate to="/my-account" replace /> : <Outlet />;
}
