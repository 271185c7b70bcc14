/**
 * The API answers the first view needs whatever the page: the shell's (site meta,
 * announcement strip, shop profile, help contacts, shortcut buttons) and the home page's
 * hero slider, the landing page of most visitors. The built index.html preloads them
 * (vite.config.ts), so they arrive while the JavaScript is still loading instead of after
 * it has run; preloaded-queries.ts starts the matching queries at once, which both uses
 * the preloaded answers and keeps the browser from warning about an unused preload.
 *
 * Plain module (no `import.meta.env`, no aliases): vite.config.ts imports it.
 */
export function preloadedApiPaths(apiBase: string, shopId: string): string[] {
  // written exactly as the fetchers write them: a preload is used only for the same URL
  const shop = shopId;
  return [
    `${apiBase}/register/single/${shop}`,
    `${apiBase}/slider/all/${shop}`,
    `${apiBase}/marquee/all/${shop}`,
    `${apiBase}/meta/${shop}`,
    `${apiBase}/help/single/${shop}`,
    `${apiBase}/button/${shop}`,
  ];
}
