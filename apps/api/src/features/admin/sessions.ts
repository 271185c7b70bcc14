import { refreshCookie } from '../auth';

/** The staff refresh cookie: the customers' rules, its own name, and a path that sends it only to the console's API. */
export const STAFF_REFRESH_COOKIE = 'admin_refresh_token';
export const STAFF_REFRESH_COOKIE_PATH = '/api/admin';

export const staffRefreshCookie = refreshCookie(STAFF_REFRESH_COOKIE, STAFF_REFRESH_COOKIE_PATH);
export const { set: setStaffRefreshCookie, clear: clearStaffRefreshCookie } = staffRefreshCookie;
