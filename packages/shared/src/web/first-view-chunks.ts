/**
 * Which built files a first view of each opening page needs beyond the entry: the page's
 * lazy chunk and the chunks it imports. The web build names the home page's in index.html;
 * the server that serves each page swaps them for the page's own (decision 0050), so a
 * product page fetches the product page's code with the entry instead of after it.
 */

/** The pages a visit opens on, by the web app's source module of each. */
export const FIRST_VIEW_PAGE_MODULES = {
  home: 'src/features/catalogue/home/home-page.tsx',
  listing: 'src/features/catalogue/listing/listing-page.tsx',
  product: 'src/features/catalogue/product-page/product-page.tsx',
} as const;

export type FirstViewPage = keyof typeof FIRST_VIEW_PAGE_MODULES;

/** One built chunk: its file, and the keys of the chunks it imports statically. */
export type ChunkNode = { file: string; imports?: readonly string[] };

/**
 * The files `pageKey`'s chunk needs that the entry's own static imports do not already
 * bring, in the order they are met. Keys are whatever the graph uses (the bundle's file
 * names at build time, the manifest's keys at run time).
 */
export function chunksBeyondEntry(
  graph: ReadonlyMap<string, ChunkNode>,
  entryKey: string,
  pageKey: string,
): string[] {
  const closure = (start: string) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key) || !graph.has(key)) return;
      seen.add(key);
      for (const next of graph.get(key)!.imports ?? []) walk(next);
    };
    walk(start);
    return seen;
  };
  const loaded = closure(entryKey);
  return [...closure(pageKey)].filter((key) => !loaded.has(key)).map((key) => graph.get(key)!.file);
}

/** The hint that fetches a built file with the entry (same credentials mode as the entry script). */
export function modulePreloadLink(base: string, file: string): string {
  return `<link rel="modulepreload" crossorigin href="${base}${file}">`;
}
