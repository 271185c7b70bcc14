import fs from 'node:fs';
import path from 'node:path';
import {
  type ChunkNode,
  chunksBeyondEntry,
  FIRST_VIEW_PAGE_MODULES,
  type FirstViewPage,
  modulePreloadLink,
} from '@storefront/shared';

/*
 * The built index.html fetches the home page's code together with the entry (the web
 * build's first-view hints). A visit that opens on a listing or a product page needs that
 * page's code instead: without it the browser learns of it only once the entry has run,
 * one more round trip before the page can draw its largest picture (decision 0050).
 */

type Manifest = Record<string, ChunkNode & { isEntry?: boolean }>;

/** The entry's key in Vite's manifest: the page it was built from. */
const ENTRY_KEY = 'index.html';

/** Each opening page's head: index.html's own for home, the page's hints in place of home's for the others. */
export type HeadsByPage = Record<FirstViewPage | 'other', string>;

/**
 * Reads the build's manifest beside index.html (`.vite/manifest.json`); without one (a
 * build made another way) every page keeps index.html's head as it is.
 */
export function headsByPage(indexFile: string, head: string): HeadsByPage {
  const same: HeadsByPage = { home: head, listing: head, product: head, other: head };
  let manifest: Manifest;
  try {
    manifest = JSON.parse(
      fs.readFileSync(path.join(path.dirname(indexFile), '.vite', 'manifest.json'), 'utf8'),
    );
  } catch {
    return same;
  }
  const graph = new Map(Object.entries(manifest));
  if (!graph.has(ENTRY_KEY)) return same;
  const links = (page: FirstViewPage) =>
    graph.has(FIRST_VIEW_PAGE_MODULES[page])
      ? chunksBeyondEntry(graph, ENTRY_KEY, FIRST_VIEW_PAGE_MODULES[page]).map((file) =>
          modulePreloadLink('/', file),
        )
      : [];
  const home = links('home');
  const found = home.map((link) => head.indexOf(link));
  // index.html is not the one the manifest describes (or carries no hints): leave it alone
  if (found.length === 0 || found.some((index) => index < 0)) return same;
  const start = lineStart(head, Math.min(...found));
  const without = home.reduce(
    (rest, link) => rest.replace(new RegExp(`[ \\t]*${escapeRegExp(link)}\\n?`), ''),
    head,
  );
  const withLinks = (page: FirstViewPage | 'other') => {
    const hints = page === 'other' ? [] : links(page);
    const block = hints.map((link) => `    ${link}\n`).join('');
    // where home's hints stood: before the entry script and the stylesheet
    return without.slice(0, start) + block + without.slice(start);
  };
  return {
    home: head,
    listing: withLinks('listing'),
    product: withLinks('product'),
    other: withLinks('other'),
  };
}

function lineStart(text: string, index: number): number {
  return text.lastIndexOf('\n', index) + 1;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
