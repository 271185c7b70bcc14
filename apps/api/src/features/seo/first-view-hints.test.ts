import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_VIEW_PAGE_MODULES } from '@storefront/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { headsByPage } from './first-view-hints';

const HEAD = `<!doctype html>
<html lang="en-IN">
  <head>
    <link rel="preload" href="/api/meta/shop" as="fetch" crossorigin="anonymous">
    <link rel="modulepreload" crossorigin href="/assets/home-page-1.js">
    <link rel="modulepreload" crossorigin href="/assets/money-1.js">
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
`;

/** A build's manifest: the entry imports the shared app chunk; the pages share the money chunk. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app-1.js'] },
  '_app-1.js': { file: 'assets/app-1.js' },
  '_money-1.js': { file: 'assets/money-1.js', imports: ['_app-1.js'] },
  '_modal-1.js': { file: 'assets/modal-1.js' },
  [FIRST_VIEW_PAGE_MODULES.home]: { file: 'assets/home-page-1.js', imports: ['index.html', '_money-1.js'] },
  [FIRST_VIEW_PAGE_MODULES.listing]: {
    file: 'assets/listing-page-1.js',
    imports: ['index.html', '_modal-1.js'],
  },
  [FIRST_VIEW_PAGE_MODULES.product]: {
    file: 'assets/product-page-1.js',
    imports: ['index.html', '_money-1.js', '_modal-1.js'],
  },
};

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function build(manifest?: object): string {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-view-'));
  const indexFile = path.join(dir, 'index.html');
  fs.writeFileSync(indexFile, HEAD);
  if (manifest) {
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return indexFile;
}

const preloads = (head: string) =>
  [...head.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('each opening page fetches its own code with the entry', () => {
  it("swaps home's hints for the listing's and the product page's, in the same place", () => {
    const heads = headsByPage(build(MANIFEST), HEAD);
    expect(heads.home).toBe(HEAD);
    expect(preloads(heads.listing)).toEqual(['/assets/listing-page-1.js', '/assets/modal-1.js']);
    expect(preloads(heads.product)).toEqual([
      '/assets/product-page-1.js',
      '/assets/money-1.js',
      '/assets/modal-1.js',
    ]);
    // still after the API preloads and before the entry script, as the preload scanner meets them
    expect(heads.product.indexOf('product-page-1.js')).toBeGreaterThan(heads.product.indexOf('as="fetch"'));
    expect(heads.product.indexOf('product-page-1.js')).toBeLessThan(heads.product.indexOf('index-1.js'));
  });

  it('fetches no page code with the entry on other pages (the cart, the account)', () => {
    const heads = headsByPage(build(MANIFEST), HEAD);
    expect(preloads(heads.other)).toEqual([]);
    expect(heads.other).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(heads.other).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('leaves index.html as it is without a manifest, or with one from another build', () => {
    expect(Object.values(headsByPage(build(), HEAD))).toEqual([HEAD, HEAD, HEAD, HEAD]);
    const other = {
      ...MANIFEST,
      [FIRST_VIEW_PAGE_MODULES.home]: { file: 'assets/home-page-2.js', imports: ['index.html'] },
    };
    expect(Object.values(headsByPage(build(other), HEAD))).toEqual([HEAD, HEAD, HEAD, HEAD]);
  });
});
