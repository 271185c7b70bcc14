import { useEffect, useSyncExternalStore } from 'react';

/** The site's own title (from site meta); pages append it to theirs. */
let siteTitle = typeof document === 'undefined' ? '' : document.title;
const listeners = new Set<() => void>();

export function setSiteTitle(title: string) {
  if (!title || title === siteTitle) return;
  siteTitle = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets document.title to "{page} | {site}", or the site title alone. */
export function usePageTitle(title?: string | null) {
  const site = useSyncExternalStore(
    subscribe,
    () => siteTitle,
    () => siteTitle,
  );
  useEffect(() => {
    document.title = title ? `${title} | ${site}` : site;
  }, [title, site]);
}
