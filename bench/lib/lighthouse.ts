import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { log, RESULTS_DIR } from './common';

export type LighthouseResult = {
  name: string;
  url: string;
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  scriptTransfer?: number;
  /** Same-origin script paths the page fetched, to size them from the build. */
  scripts: string[];
  /** Scored audits below 0.9 in the four categories, for a quick look at what to fix. */
  failing: string[];
  error?: string;
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const score = (value: number | null | undefined) => (value == null ? undefined : Math.round(value * 100));

/**
 * Lighthouse can fail to record a trace on a busy machine (NO_NAVSTART and similar
 * runtime errors); such a failure says nothing about the page, so each page gets a few
 * tries, each in a fresh Chromium.
 */
const ATTEMPTS = 3;

/** Lighthouse's default (mobile) settings on each page. */
export async function runLighthouse(pages: { name: string; url: string }[]): Promise<LighthouseResult[]> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    let result: LighthouseResult | undefined;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      log(`lighthouse: ${page.name} (${page.url})${attempt > 1 ? `, try ${attempt} of ${ATTEMPTS}` : ''}`);
      result = await auditPage(page);
      if (!result.error) break;
      log(`lighthouse: ${page.name} failed: ${result.error}`);
    }
    if (result) results.push(result);
  }
  return results;
}

async function auditPage(page: { name: string; url: string }): Promise<LighthouseResult> {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const runner = await lighthouse(page.url, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!runner) throw new Error('lighthouse returned nothing');
    const { lhr } = runner;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const slug = page.name.replace(/\W+/g, '-');
    const [html, json] = Array.isArray(runner.report) ? runner.report : [runner.report];
    fs.writeFileSync(path.join(RESULTS_DIR, `lighthouse-${slug}.html`), html ?? '');
    fs.writeFileSync(path.join(RESULTS_DIR, `lighthouse-${slug}.json`), json ?? '');
    const summary = lhr.audits['resource-summary']?.details as
      | { items?: { resourceType: string; transferSize: number }[] }
      | undefined;
    const requests = lhr.audits['network-requests']?.details as
      | { items?: { url: string; resourceType?: string }[] }
      | undefined;
    const origin = new URL(page.url).origin;
    const scripts = (requests?.items ?? [])
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
      .map((item) => new URL(item.url).pathname);
    const failing = new Set<string>();
    for (const category of Object.values(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) failing.add(ref.id);
      }
    }
    return {
      name: page.name,
      url: page.url,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue,
      scriptTransfer: summary?.items?.find((item) => item.resourceType === 'script')?.transferSize,
      failing: [...failing],
      scripts,
    };
  } catch (error) {
    return { name: page.name, url: page.url, failing: [], scripts: [], error: String(error) };
  } finally {
    await chrome.kill();
  }
}
