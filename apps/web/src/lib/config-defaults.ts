/**
 * Build-time defaults, free of `import.meta.env` so that vite.config.ts (plain Node) can
 * read them too: the build writes preload hints for the same addresses the app fetches.
 */
export const DEFAULT_SHOP_ID = 'nakshatra-demo';
export const DEFAULT_API_BASE = '/api';

/** The API base without a trailing slash. */
export function normaliseApiBase(base: string | undefined): string {
  return (base ?? DEFAULT_API_BASE).replace(/\/$/, '');
}
