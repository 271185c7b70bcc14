/**
 * Page titles, written once for both sides: the web app sets them on client navigation
 * (lib/page-title.ts) and the API writes the same text into the HTML it serves for a first
 * visit (features/seo/page-meta.ts), so a shared link's preview and the tab agree.
 */

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
