import { documentTitle } from '@storefront/shared';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The site's own title (from site meta); pages append it to theirs. A page the API served
 * names it in og:site_name, its document title being the page's own already.
 */
let siteTitle =
  typeof document === 'undefined'
    ? ''
    : (document.head.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ??
      document.title);
const listeners = new Set<() => void>();

/** The address the served <head> tags describe; they go at the first client navigation. */
let servedHref = typeof location === 'undefined' ? null : location.href;

function dropServedTags() {
  if (servedHref === null || location.href === servedHref) return;
  servedHref = null;
  // canonical, Open Graph, Twitter and JSON-LD describe the first URL only; the description stays
  for (const tag of document.head.querySelectorAll('[data-served]:not([name="description"])')) tag.remove();
}

export function setSiteTitle(title: string) {
  if (!title || title === siteTitle) return;
  siteTitle = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets document.title to "{page} | {site}", or the site title alone: the text the server sends. */
export function usePageTitle(title?: string | null) {
  const site = useSyncExternalStore(
    subscribe,
    () => siteTitle,
    () => siteTitle,
  );
  useEffect(() => {
    dropServedTags();
    document.title = documentTitle(title, site);
  }, [title, site]);
}
