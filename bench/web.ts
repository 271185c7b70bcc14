// `npm run bench:web`: first-load bundle sizes per route and Lighthouse mobile scores.
// Options: --quick (Lighthouse on home only, small catalogue), --products N (500),
// --no-lighthouse (sizes only), --fresh (re-seed).
import path from 'node:path';
import { productPath } from '@storefront/shared';
import { dynamicEntries, type FirstLoad, firstLoad, gzipOfPaths, readManifest } from './lib/bundle';
import {
  BenchError,
  log,
  markdownTable,
  numberOption,
  parseArgs,
  RESULTS_DIR,
  ROOT,
  run,
  writeResults,
} from './lib/common';
import { type LighthouseResult, runLighthouse } from './lib/lighthouse';
import { prepareCatalogue, type RunningShop, startShop } from './lib/shop';

const options = parseArgs(process.argv.slice(2));
const quick = options.has('quick');
const products = numberOption(options, 'products', 500);
const WEB_DIR = path.join(ROOT, 'apps/web');
const DIST_DIR = path.join(WEB_DIR, 'dist');

export const WEB_TARGETS = {
  homeFirstLoadJsGzip: 150 * 1024,
  performance: 90,
  accessibility: 95,
  bestPractices: 95,
  seo: 95,
};

// The page modules of the routes the budgets name; any other lazy chunk is listed by its source.
// Only the storefront's: the console has pages of the same file names (home-page, product-page).
const storefront = (page: RegExp) => new RegExp(`^(?!.*features/admin/)(?:${page.source})`);
const NAMED_ROUTES: { route: string; url: string; lazy: RegExp }[] = [
  {
    route: 'home',
    url: '/',
    lazy: storefront(/.*(^|\/)home(-page)?(\/(index|home-page))?\.tsx?$|.*features\/home\/.*page\.tsx?$/),
  },
  {
    route: 'listing',
    url: '/product',
    lazy: storefront(/.*listing(-page)?(\/(index|listing-page))?\.tsx?$/),
  },
  {
    route: 'product page',
    url: '(a product)',
    lazy: storefront(/.*product-page(\/(index|product-page))?\.tsx?$/),
  },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

function sizes(): { entry: FirstLoad; named: FirstLoad[]; others: FirstLoad[] } {
  const manifest = readManifest(DIST_DIR);
  const entry = firstLoad(DIST_DIR, manifest, 'entry only', null);
  const lazies = dynamicEntries(manifest);
  const used = new Set<string>();
  const named = NAMED_ROUTES.map(({ route, lazy }) => {
    const key = lazies.find((candidate) => lazy.test(candidate)) ?? null;
    if (key) used.add(key);
    return firstLoad(DIST_DIR, manifest, route, key);
  });
  const others = lazies
    .filter((key) => !used.has(key))
    .map((key) => firstLoad(DIST_DIR, manifest, key.replace(/^src\//, ''), key));
  return { entry, named, others };
}

async function productPageUrl(baseUrl: string): Promise<string | undefined> {
  const res = await fetch(`${baseUrl}/api/products`);
  if (!res.ok) return undefined;
  const json = (await res.json()) as { items?: { title: string; product_id: string }[]; data?: unknown };
  const items = json.items ?? (json.data as { items?: { title: string; product_id: string }[] })?.items;
  const first = items?.[0];
  return first ? productPath(first) : undefined;
}

async function main() {
  const started = Date.now();
  log('building the web app (vite build --manifest)…');
  await run('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], { cwd: WEB_DIR });
  const bundle = sizes();

  let lighthouse: LighthouseResult[] = [];
  let shop: RunningShop | undefined;
  const catalogue = await prepareCatalogue({
    kind: 'pglite',
    products,
    keep: false,
    fresh: options.has('fresh'),
  });
  try {
    if (!options.has('no-lighthouse')) {
      shop = await startShop({ catalogue, viaStartScript: false });
      // Lighthouse counts http://localhost as a secure origin; 127.0.0.1 is the same server.
      const origin = shop.baseUrl.replace('127.0.0.1', 'localhost');
      const pages: { name: string; url: string }[] = [{ name: 'home', url: `${origin}/` }];
      if (!quick) {
        pages.push({ name: 'listing', url: `${origin}/product` });
        const productUrl = await productPageUrl(shop.baseUrl);
        if (productUrl) pages.push({ name: 'product page', url: `${origin}${productUrl}` });
        else log('no product on /api/products: the product page is skipped');
      }
      lighthouse = await runLighthouse(pages);
    }
  } finally {
    await shop?.stop();
    await catalogue.cleanup();
  }

  const markdown = render(bundle, lighthouse);
  const files = writeResults(
    'web',
    { date: new Date().toISOString(), quick, products, targets: WEB_TARGETS, bundle, lighthouse },
    markdown,
  );
  process.stdout.write(`\n${markdown}\n`);
  log(
    `wrote ${path.relative(process.cwd(), files.jsonFile)} and .md in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (lighthouse.some((page) => page.error)) {
    console.error('\nLighthouse could not audit every page: see the table above.');
    process.exitCode = 1;
  }
}

function render(bundle: ReturnType<typeof sizes>, lighthouse: LighthouseResult[]): string {
  const yes = (ok: boolean) => (ok ? 'yes' : 'no');
  const homeSeen = lighthouse.find((page) => page.name === 'home' && !page.error);
  const sizeRows = bundle.named.map((load) => {
    const seen = lighthouse.find((page) => page.name === load.route && !page.error);
    const seenGzip = seen ? gzipOfPaths(DIST_DIR, seen.scripts) : undefined;
    const worst = Math.max(load.jsGzip, seenGzip ?? 0);
    return [
      load.route,
      kb(load.jsGzip),
      seenGzip === undefined ? '—' : kb(seenGzip),
      kb(load.cssGzip),
      String(load.jsFiles.length),
      load.route === 'home' ? yes(worst <= WEB_TARGETS.homeFirstLoadJsGzip) : '—',
      load.lazySource ?? 'no lazy chunk found: the page ships in the entry',
    ];
  });
  const lazyRows = bundle.others.map((load) => [
    load.route,
    kb(load.jsGzip - bundle.entry.jsGzip),
    kb(load.cssGzip - bundle.entry.cssGzip),
    homeSeen ? yes(homeSeen.scripts.some((script) => script.endsWith(`/${load.lazyFile}`))) : '—',
  ]);
  const sections = [
    '## Web: first-load JavaScript and CSS per route (KB gzip)',
    '',
    markdownTable(
      [
        'route',
        'JS static',
        'JS seen',
        'CSS',
        'JS files',
        `home ≤ ${kb(WEB_TARGETS.homeFirstLoadJsGzip)} KB`,
        'lazy chunk',
      ],
      sizeRows,
      [false, true, true, true, true, false, false],
    ),
    '',
    'JS static = the entry chunk and its static imports, plus the route’s lazy chunk and its static imports ' +
      '(Vite manifest). JS seen = the gzip size of every script Chromium fetched while Lighthouse loaded the page ' +
      '(includes lazy components the page imports at once). The home budget is judged on the larger of the two.',
    '',
    '### Other lazy chunks (KB gzip they add beyond the entry)',
    '',
    markdownTable(['lazy chunk', 'JS added', 'CSS added', 'loaded on home'], lazyRows, [
      false,
      true,
      true,
      false,
    ]),
    '',
  ];
  if (lighthouse.length) {
    const rows = lighthouse.map((page) => {
      if (page.error)
        return [page.name, '—', '—', '—', '—', '—', '—', '—', '—', '—', `FAILED: ${page.error}`];
      const met =
        (page.performance ?? 0) >= WEB_TARGETS.performance &&
        (page.accessibility ?? 0) >= WEB_TARGETS.accessibility &&
        (page.bestPractices ?? 0) >= WEB_TARGETS.bestPractices &&
        (page.seo ?? 0) >= WEB_TARGETS.seo;
      return [
        page.name,
        String(page.performance ?? '—'),
        String(page.accessibility ?? '—'),
        String(page.bestPractices ?? '—'),
        String(page.seo ?? '—'),
        `${((page.lcpMs ?? 0) / 1000).toFixed(2)} s`,
        (page.cls ?? 0).toFixed(3),
        `${Math.round(page.tbtMs ?? 0)} ms`,
        kb(page.scriptTransfer ?? 0),
        yes(met),
        page.failing.join(', '),
      ];
    });
    sections.push(
      '## Web: Lighthouse (mobile emulation, simulated throttling)',
      '',
      markdownTable(
        [
          'page',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'LCP',
          'CLS',
          'TBT',
          'JS KB sent',
          'target met',
          'audits failed',
        ],
        rows,
        [false, true, true, true, true, true, true, true, true, false, false],
      ),
      '',
      `Targets: performance ≥ ${WEB_TARGETS.performance}, accessibility ≥ ${WEB_TARGETS.accessibility}, ` +
        `best practices ≥ ${WEB_TARGETS.bestPractices}, SEO ≥ ${WEB_TARGETS.seo}. ` +
        `JS KB sent is what Chromium received for scripts (the server may send brotli). ` +
        `Reports: ${path.relative(ROOT, RESULTS_DIR)}/lighthouse-<page>.html and .json.`,
      '',
    );
  }
  return sections.join('\n');
}

main().catch((error) => {
  console.error(error instanceof BenchError ? `bench:web: ${error.message}` : error);
  process.exit(1);
});
