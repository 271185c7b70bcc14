import type { CallGroup } from './calls';
import { markdownTable } from './common';
import type { LoadResult } from './load-worker';

export type Ceiling = LoadResult & { bytes: number; source: string };

export type CallResult = {
  name: string;
  group: CallGroup;
  path: string;
  state: 'measured' | 'failed' | 'missing' | 'ready';
  note?: string;
  load?: LoadResult;
  /** Requests per second as a share of the ceiling's. */
  ratio?: number;
};

export type ApiReport = {
  kind: 'pglite' | 'postgres';
  products: number;
  catalogue: string;
  date: string;
  machine: { cpus: number; cpu: string; node: string; loadAverage: number[] };
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  ceiling: Ceiling;
  calls: CallResult[];
};

// The targets. They are stated for PostgreSQL with 10,000 products (suggest: with
// 100,000); other runs are judged against the same numbers for comparison.
export const API_TARGETS = {
  catalogueMinRatio: 0.4,
  catalogueMaxP99Ms: 50,
  suggestMaxP99Ms: 30,
};

export type TargetCheck = { name: string; met: boolean | null; why: string };

function checkCall(call: CallResult): TargetCheck {
  if (call.group === 'cart' || call.group === 'reference')
    return { name: call.name, met: null, why: 'no target' };
  if (!call.load || call.ratio === undefined)
    return { name: call.name, met: false, why: call.note ?? call.state };
  const misses: string[] = [];
  if (call.ratio < API_TARGETS.catalogueMinRatio) {
    misses.push(`${pct(call.ratio)} of ceiling < ${pct(API_TARGETS.catalogueMinRatio)}`);
  }
  const maxP99 = call.group === 'suggest' ? API_TARGETS.suggestMaxP99Ms : API_TARGETS.catalogueMaxP99Ms;
  if (call.load.p99 >= maxP99) misses.push(`p99 ${ms(call.load.p99)} ms ≥ ${maxP99} ms`);
  return { name: call.name, met: misses.length === 0, why: misses.join('; ') };
}

export function summariseTargets(report: ApiReport) {
  const checks = report.calls.map(checkCall);
  const scored = checks.filter((check) => check.met !== null);
  return {
    applies:
      report.kind === 'postgres' && report.products === 10_000
        ? 'catalogue targets apply to this run (PostgreSQL, 10,000 products)'
        : report.kind === 'postgres' && report.products === 100_000
          ? 'the suggest target applies to this run (100,000 products)'
          : `for comparison only: targets are stated for PostgreSQL with 10,000 products (suggest: 100,000)`,
    met: scored.filter((check) => check.met).length,
    of: scored.length,
    checks,
  };
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
const ms = (value: number) => (value < 1 ? '< 1' : value < 10 ? value.toFixed(1) : value.toFixed(0));
const rps = (value: number) => Math.round(value).toLocaleString('en-US');

export function renderApiMarkdown(report: ApiReport, targets: ReturnType<typeof summariseTargets>): string {
  const db = report.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const checks = new Map(targets.checks.map((check) => [check.name, check]));
  const rows: string[][] = [
    [
      `ceiling (bare Fastify, ${report.ceiling.bytes} B)`,
      rps(report.ceiling.rps),
      ms(report.ceiling.p50),
      ms(report.ceiling.p99),
      '100%',
      '',
      '',
    ],
  ];
  for (const call of report.calls) {
    const check = checks.get(call.name);
    const target = check?.met === null ? '—' : check?.met ? 'yes' : 'no';
    if (call.load) {
      rows.push([
        call.name,
        rps(call.load.rps),
        ms(call.load.p50),
        ms(call.load.p99),
        pct(call.ratio ?? 0),
        call.state === 'failed' ? 'no' : target,
        [call.state === 'failed' ? 'FAILED' : '', check?.met === false ? check.why : '', call.note]
          .filter(Boolean)
          .join('; '),
      ]);
    } else {
      const label = call.state === 'missing' ? (call.note ?? 'not yet built') : `FAILED: ${call.note ?? ''}`;
      rows.push([call.name, '—', '—', '—', '—', call.state === 'missing' ? '—' : 'no', label]);
    }
  }
  const table = markdownTable(
    ['call', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'target met', 'notes'],
    rows,
    [false, true, true, true, true, false, false],
  );
  return [
    `## API on ${db}, ${report.products.toLocaleString('en-US')} products`,
    '',
    `${report.date} · ${report.machine.cpus} × ${report.machine.cpu} · Node ${report.machine.node} · ` +
      `load average before the run ${report.machine.loadAverage.map((load) => load.toFixed(2)).join(' ')} · ` +
      `${report.connections} connections, ${report.warmupSeconds} s warm-up, ${report.durationSeconds} s measured ` +
      `· catalogue ${report.catalogue}`,
    '',
    table,
    '',
    `Targets: ${targets.met} of ${targets.of} calls meet ≥ ${pct(API_TARGETS.catalogueMinRatio)} of the ceiling ` +
      `and p99 < ${API_TARGETS.catalogueMaxP99Ms} ms (suggest: p99 < ${API_TARGETS.suggestMaxP99Ms} ms); ${targets.applies}.`,
    '',
  ].join('\n');
}
