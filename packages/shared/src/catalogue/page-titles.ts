/**
 * Page titles, written once for both sides: the web app sets them on client navigation
 * (lib/page-title.ts) and the API writes the same text into the HTML it serves for a first
 * visit (features/seo/page-meta.ts), so a shared link's preview and the tab agree.
 */

/**
 * The shop's fixed pages by path (the web router's paths, lower case), each with its title. A
 * shared link to one previews under its own title, not the home page's. Kept free of zod: the
 * web app's first view reads page titles, and this module is on its path.
 */
export const FIXED_PAGE_TITLES = {
  '/cart': 'Cart',
  '/about-us': 'About Us',
  '/contact': 'Contact Us',
  '/enquiry-form': 'Enquiry',
  '/privacy-policy': 'Privacy Policy',
  '/refund-policy': 'Refund Policy',
  '/terms-and-conditions': 'Terms and Conditions',
  '/login': 'Login',
  '/register': 'Register',
  '/reset': 'Reset password',
  '/my-account': 'My Account',
  '/checkout': 'Checkout',
} as const;

/** The title of a fixed page at `path` (any case, a trailing slash ignored), if it is one. */
export function fixedPageTitle(path: string): string | undefined {
  const key = path.toLowerCase().replace(/\/+$/, '');
  return Object.hasOwn(FIXED_PAGE_TITLES, key)
    ? FIXED_PAGE_TITLES[key as keyof typeof FIXED_PAGE_TITLES]
    : undefined;
}

/** The title of a page the shop does not have (and of an unknown product or category). */
export const NOT_FOUND_TITLE = 'Page not found';

/** "{page} | {site}", or the site's own title for a page without one (home). */
export function documentTitle(page: string | null | undefined, site: string): string {
  return page ? `${page} | ${site}` : site;
}

/** The listing's heading: the categories it is limited to, the search text, both, or neither. */
export function listingHeading(query: { search: string; categories: readonly string[] }): string {
  const names = query.categories.join(', ');
  const search = query.search ? `Results for “${query.search}”` : '';
  if (names && search) return `${search} in ${names}`;
  return names || search || 'All Products';
}

/** The listing's page title: its heading with plain quotes, as a tab and a preview show them. */
export function listingTitle(query: { search: string; categories: readonly string[] }): string {
  return listingHeading(query).replace(/[“”]/g, '"');
}
