import { useEffect } from 'react';
import { useSiteMeta } from '@/features/content/api/get-site-meta';
import { setSiteTitle } from '@/lib/page-title';

function setMeta(name: string, content: string) {
  if (!content) return;
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * Applies the shop's title, description, keywords, author and icon once on load. Extra
 * scripts are loaded only from the shop's own origin, each once (features/content/site-scripts):
 * nothing in the product may load from outside the shop (and the CSP would block it anyway).
 */
export function SiteMeta() {
  const meta = useSiteMeta();
  useEffect(() => {
    if (!meta.data) return;
    const { title, description, keywords, author, icon, scripts } = meta.data;
    setSiteTitle(title);
    // a page the API served carries its own (a product's, a category's): keep it
    if (!document.head.querySelector('meta[name="description"][data-served]')) {
      setMeta('description', description);
    }
    setMeta('keywords', keywords);
    setMeta('author', author);
    if (icon) {
      let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (!link) {
        link = document.createElement('link');
        link.rel = 'icon';
        document.head.appendChild(link);
      }
      link.href = icon;
      link.removeAttribute('type');
    }
    // The loader (parsing tags, the same-origin rule) loads only for a shop that has scripts.
    const hasScripts = Array.isArray(scripts) ? scripts.length > 0 : Boolean(scripts);
    if (hasScripts) {
      void import('@/features/content/site-scripts')
        .then(({ loadSiteScripts }) => loadSiteScripts(scripts))
        .catch((error) => console.error('Site scripts failed to load', error));
    }
  }, [meta.data]);
  return null;
}
