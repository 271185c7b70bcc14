import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../e2e/support/chromium';
import { log, RESULTS_DIR } from './common';

/** What one Lighthouse run of one page measured. */
export type LighthouseRun = {
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  seo?: number;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  /** Main-thread time of the throttled load (`mainthread-work-breakdown`), and its largest groups. */
  mainThreadMs?: number;
  mainThread: { group: string; ms: number }[];
  /** Script evaluation, parse and compile (`bootup-time`). */
  bootupMs?: number;
  lcpElement?: string;
  scriptTransfer?: number;
  /** Lighthouse's measure of this machine's CPU at the start of the run (`environment.benchmarkIndex`). */
  benchmarkIndex?: number;
  cpuSlowdown: number;
  /** Same-origin script paths the page fetched, to size them from the build. */
  scripts: string[];
  /** Scored audits below 0.9 in the four categories, for a quick look at what to fix. */
  failing: string[];
};

/** A page's runs and, at the top level, the median of each figure over them. */
export type LighthouseResult = Omit<LighthouseRun, 'cpuSlowdown'> & {
  name: string;
  url: string;
  cpuSlowdown?: number;
  runs: LighthouseRun[];
  error?: string;
};

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's own default: a 4x slower CPU takes a high-end desktop to a mid-tier phone. */
export const DEFAULT_CPU_SLOWDOWN = 4;

const score = (value: number | null | undefined) => (value == null ? undefined : Math.round(value * 100));

export function median(values: (number | undefined)[]): number | undefined {
  const known = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  if (known.length === 0) return undefined;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : ((known[middle - 1] as number) + (known[middle] as number)) / 2;
}

/**
 * The CPU slowdown Lighthouse's throttling guide suggests for a host of this benchmark index
 * so that the throttled CPU is a mid-tier phone (docs/throttling.md, "Calibrating the CPU
 * slowdown", whose calculator this follows: 1300 → 3x, each 233 more → +1x; 800 → 2x;
 * 150 → 1x), with the range the guide still calls fitting. The same page measured on two
 * machines compares only when each ran at its own suggested multiplier.
 */
export function cpuSlowdownFor(benchmarkIndex: number): { multiplier: number; range: [number, number] } {
  const around = (multiplier: number, width: number) => ({
    multiplier,
    range: [multiplier - width / 2, multiplier + width / 2] as [number, number],
  });
  if (benchmarkIndex >= 1300) {
    const excess = (benchmarkIndex - 1300) / 233;
    const multiplier = 3 + excess;
    return around(multiplier, Math.max(excess, 1.5, multiplier * 0.3));
  }
  if (benchmarkIndex >= 800) return around(2 + (benchmarkIndex - 800) / 500, 1.5);
  if (benchmarkIndex >= 150) return around(1 + (benchmarkIndex - 150) / 650, 0.5);
  // Already slower than a mid-tier phone: throttling further would measure a low-end one.
  return { multiplier: 1, range: [1, 1] };
}

/**
 * Lighthouse can fail to record a trace on a busy machine (NO_NAVSTART and similar
 * runtime errors); such a failure says nothing about the page, so each run gets a few
 * tries, each in a fresh Chromium.
 */
const ATTEMPTS = 3;

/**
 * Lighthouse's mobile settings, `runs` times per page, the CPU slowed `cpuSlowdown` times.
 * Runs of a page alternate with the other pages' (page 1, 2, 3, then 1, 2, 3 again), so a
 * passing burst of load on the machine spreads over the pages instead of sinking one.
 * The full report kept per page is the run with the median performance score.
 */
export async function runLighthouse(
  pages: { name: string; url: string }[],
  options: { runs: number; cpuSlowdown: number },
): Promise<LighthouseResult[]> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const runs = new Map<string, { run: LighthouseRun; reports: string[] }[]>();
  const errors = new Map<string, string>();
  for (let round = 1; round <= options.runs; round++) {
    for (const page of pages) {
      if (errors.has(page.name)) continue;
      const audited = await auditWithRetries(page, options.cpuSlowdown, `run ${round} of ${options.runs}`);
      if ('error' in audited) errors.set(page.name, audited.error);
      else runs.set(page.name, [...(runs.get(page.name) ?? []), audited]);
    }
  }
  return pages.map((page) => {
    const error = errors.get(page.name);
    const done = runs.get(page.name) ?? [];
    if (error || done.length === 0) {
      return { name: page.name, url: page.url, runs: [], mainThread: [], scripts: [], failing: [], error };
    }
    const middle = medianRun(done);
    const slug = page.name.replace(/\W+/g, '-');
    const [html, json] = middle.reports;
    fs.writeFileSync(path.join(RESULTS_DIR, `lighthouse-${slug}.html`), html ?? '');
    fs.writeFileSync(path.join(RESULTS_DIR, `lighthouse-${slug}.json`), json ?? '');
    const all = done.map((entry) => entry.run);
    const of = (pick: (run: LighthouseRun) => number | undefined) => median(all.map(pick));
    return {
      name: page.name,
      url: page.url,
      runs: all,
      performance: of((run) => run.performance),
      accessibility: of((run) => run.accessibility),
      bestPractices: of((run) => run.bestPractices),
      seo: of((run) => run.seo),
      lcpMs: of((run) => run.lcpMs),
      cls: of((run) => run.cls),
      tbtMs: of((run) => run.tbtMs),
      mainThreadMs: of((run) => run.mainThreadMs),
      bootupMs: of((run) => run.bootupMs),
      scriptTransfer: of((run) => run.scriptTransfer),
      benchmarkIndex: of((run) => run.benchmarkIndex),
      cpuSlowdown: options.cpuSlowdown,
      mainThread: middle.run.mainThread,
      lcpElement: middle.run.lcpElement,
      failing: middle.run.failing,
      scripts: [...new Set(all.flatMap((run) => run.scripts))],
    };
  });
}

function medianRun<T extends { run: LighthouseRun }>(done: T[]): T {
  const sorted = [...done].sort((a, b) => (a.run.performance ?? 0) - (b.run.performance ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

async function auditWithRetries(
  page: { name: string; url: string },
  cpuSlowdown: number,
  label: string,
): Promise<{ run: LighthouseRun; reports: string[] } | { error: string }> {
  let error = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const tryNote = attempt > 1 ? `, try ${attempt} of ${ATTEMPTS}` : '';
    log(`lighthouse: ${page.name} (${page.url}), ${label}, CPU ${cpuSlowdown}x${tryNote}`);
    try {
      const audited = await auditPage(page.url, cpuSlowdown);
      log(
        `lighthouse: ${page.name}: performance ${audited.run.performance ?? '—'}, ` +
          `benchmark index ${Math.round(audited.run.benchmarkIndex ?? 0)}`,
      );
      return audited;
    } catch (caught) {
      error = String(caught);
      log(`lighthouse: ${page.name} failed: ${error}`);
    }
  }
  return { error };
}

type Details<T> = { items?: T[] } | undefined;

async function auditPage(
  url: string,
  cpuSlowdown: number,
): Promise<{ run: LighthouseRun; reports: string[] }> {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const runner = await lighthouse(
      url,
      { port: chrome.port, output: ['html', 'json'], logLevel: 'error', onlyCategories: CATEGORIES },
      // Only the CPU multiplier differs from Lighthouse's mobile defaults (simulated throttling).
      { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } },
    );
    if (!runner) throw new Error('lighthouse returned nothing');
    const { lhr } = runner;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const reports = Array.isArray(runner.report) ? runner.report : [runner.report];
    const audit = (id: string) => lhr.audits[id];
    const summary = audit('resource-summary')?.details as Details<{
      resourceType: string;
      transferSize: number;
    }>;
    const requests = audit('network-requests')?.details as Details<{ url: string; resourceType?: string }>;
    const breakdown = audit('mainthread-work-breakdown')?.details as Details<{
      groupLabel?: string;
      group?: string;
      duration: number;
    }>;
    const lcpElement = audit('largest-contentful-paint-element')?.details as Details<{
      items?: { node?: { selector?: string } }[];
    }>;
    const origin = new URL(url).origin;
    const scripts = (requests?.items ?? [])
      .filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin))
      .map((item) => new URL(item.url).pathname);
    const failing = new Set<string>();
    for (const category of Object.values(lhr.categories)) {
      for (const ref of category.auditRefs) {
        const scored = lhr.audits[ref.id];
        if (ref.weight > 0 && scored && scored.score !== null && scored.score < 0.9) failing.add(ref.id);
      }
    }
    return {
      reports,
      run: {
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        seo: score(lhr.categories.seo?.score),
        lcpMs: audit('largest-contentful-paint')?.numericValue,
        cls: audit('cumulative-layout-shift')?.numericValue,
        tbtMs: audit('total-blocking-time')?.numericValue,
        mainThreadMs: audit('mainthread-work-breakdown')?.numericValue,
        mainThread: (breakdown?.items ?? [])
          .map((item) => ({ group: item.groupLabel ?? item.group ?? '?', ms: Math.round(item.duration) }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 4),
        bootupMs: audit('bootup-time')?.numericValue,
        lcpElement: lcpElement?.items?.[0]?.items?.[0]?.node?.selector,
        scriptTransfer: summary?.items?.find((item) => item.resourceType === 'script')?.transferSize,
        benchmarkIndex: lhr.environment?.benchmarkIndex,
        cpuSlowdown,
        failing: [...failing],
        scripts,
      },
    };
  } finally {
    await chrome.kill();
  }
}
