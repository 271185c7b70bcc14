import type { StockCheck } from './checkout-database';
import type { BuyerOutcome, DriverResult, Step, StepSample } from './checkout-driver';
import { STEPS } from './checkout-driver';
import type { PgActivity } from './checkout-pg-sampler';
import { markdownTable } from './common';

/** The issue's target on this machine (PostgreSQL). */
export const CHECKOUT_TARGET_ORDERS_PER_SECOND = 300;

export type StepFigures = {
  step: Step;
  requests: number;
  ok: number;
  /** 409 for the last units of a contended product: expected, not an error. */
  soldOut: number;
  unexpected: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
};

export type CheckoutReport = {
  kind: 'pglite' | 'postgres';
  date: string;
  command: string;
  machine: { cpus: number; cpu: string; node: string; loadAverage: number[]; loadAverageAfter: number[] };
  options: {
    buyers: number;
    warmupBuyers: number;
    concurrency: number;
    contendedShare: number;
    failShare: number;
    seed: number;
  };
  sessions: string;
  setupSeconds: number;
  warmup: { seconds: number; outcomes: Record<BuyerOutcome, number> } | null;
  run: {
    seconds: number;
    ordersPerSecond: number;
    buyersPerSecond: number;
    requestsPerSecond: number;
    outcomes: Record<BuyerOutcome, number>;
    notStarted: number;
    errors: Record<string, number>;
    /** CPU seconds of the server process and of this bench process during the measured run. */
    serverCpuSeconds: number | null;
    benchCpuSeconds: number;
  };
  steps: StepFigures[];
  /** PostgreSQL only: what the shop's connections did during the measured run. */
  database: PgActivity | null;
  stock: StockCheck;
  target: { ordersPerSecond: number; met: boolean; applies: string };
};

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

export function stepFigures(samples: Record<Step, StepSample[]>): StepFigures[] {
  return STEPS.map((step) => {
    const answered = samples[step];
    // Timed over every answer the step was meant to give (2xx and the expected 409s).
    const times = answered
      .filter((sample) => sample.expected)
      .map((sample) => sample.ms)
      .sort((a, b) => a - b);
    return {
      step,
      requests: answered.length,
      ok: answered.filter((sample) => sample.expected && sample.status < 300).length,
      soldOut: answered.filter((sample) => sample.expected && sample.status === 409).length,
      unexpected: answered.filter((sample) => !sample.expected).length,
      p50: percentile(times, 0.5),
      p90: percentile(times, 0.9),
      p99: percentile(times, 0.99),
      max: times.at(-1) ?? 0,
    };
  });
}

export function runFigures(result: DriverResult) {
  const seconds = result.wallMs / 1000;
  const requests = Object.values(result.samples).reduce((sum, list) => sum + list.length, 0);
  const finished = Object.values(result.outcomes).reduce((sum, n) => sum + n, 0);
  return {
    seconds,
    ordersPerSecond: result.outcomes.completed / seconds,
    buyersPerSecond: finished / seconds,
    requestsPerSecond: requests / seconds,
  };
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const num = (value: number) => Math.round(value).toLocaleString('en-US');

export function renderCheckoutMarkdown(report: CheckoutReport): string {
  const db = report.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const { run, stock } = report;
  const table = markdownTable(
    ['step', 'requests', '2xx', 'sold out (409)', 'unexpected', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'],
    report.steps.map((step) => [
      step.step,
      num(step.requests),
      num(step.ok),
      num(step.soldOut),
      num(step.unexpected),
      ms(step.p50),
      ms(step.p90),
      ms(step.p99),
      ms(step.max),
    ]),
    [false, true, true, true, true, true, true, true, true],
  );
  const outcomes = Object.entries(run.outcomes)
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name} ${num(n)}`)
    .join(', ');
  const errors = Object.entries(run.errors).map(([why, n]) => `- ${n} × ${why}`);
  const perOrder = (seconds: number) =>
    `${((seconds * 1000) / Math.max(1, run.outcomes.completed)).toFixed(1)} ms`;
  const cpu =
    run.serverCpuSeconds === null
      ? ''
      : ` · server process CPU ${run.serverCpuSeconds.toFixed(1)} s (${((run.serverCpuSeconds / run.seconds) * 100).toFixed(0)}% of one core, ${perOrder(run.serverCpuSeconds)} per completed order)`;
  const database = report.database;
  const databaseLines = database
    ? [
        '',
        `PostgreSQL during the run: backends' CPU ${database.backendCpuSeconds.toFixed(1)} s ` +
          `(${((database.backendCpuSeconds / run.seconds) * 100).toFixed(0)}% of one core, ` +
          `${perOrder(database.backendCpuSeconds)} per completed order); ` +
          `${(database.commits / Math.max(1, run.outcomes.completed)).toFixed(1)} commits per completed order ` +
          `(${num(database.commits)} commits, ${num(database.rollbacks)} rollbacks); the shop's connections on ` +
          `average (${database.samples} samples): ` +
          Object.entries(database.states)
            .filter(([, n]) => n >= 0.05)
            .map(([state, n]) => `${state} ${n.toFixed(1)}`)
            .join(', ') +
          '.',
        '',
        `Sequential scans during the run (table: scans, rows read, index scans): ${
          database.seqScans
            .filter((row) => row.rowsRead > 0)
            .slice(0, 8)
            .map((row) => `${row.table} ${num(row.scans)}, ${num(row.rowsRead)}, ${num(row.indexScans)}`)
            .join('; ') || 'none that read a row'
        }.`,
      ]
    : [];
  const stockLines = [
    `${stock.ok ? 'PASSED' : 'FAILED'}: ${num(stock.rowsChecked)} product and variation rows checked; ` +
      `${num(stock.unitsTaken)} units taken = ${num(stock.unitsPaid)} in ${num(stock.ordersPaid)} paid orders + ` +
      `${num(stock.unitsPending)} held by ${num(stock.ordersPending)} unpaid orders; ` +
      `${num(stock.ordersFailed)} failed orders gave theirs back; ${num(stock.paymentsPaid)} payments paid; ` +
      `${stock.negatives.length} negative stock rows.`,
    `Contended: ${stock.contended.map((item) => `${item.sku} ${item.initial} → ${item.left} left, ${item.paid} paid`).join('; ')}.`,
    ...stock.mismatches.map((line) => `- mismatch: ${line}`),
    ...stock.negatives.map((line) => `- negative: ${line}`),
    ...stock.historyMismatches.map((line) => `- stock history: ${line}`),
  ];
  return [
    `## Checkout on ${db}, ${num(report.options.buyers)} buyers`,
    '',
    `${report.date} · ${report.machine.cpus} × ${report.machine.cpu} · Node ${report.machine.node} · ` +
      `load average before ${report.machine.loadAverage.map((load) => load.toFixed(2)).join(' ')}, ` +
      `after ${report.machine.loadAverageAfter.map((load) => load.toFixed(2)).join(' ')} · ` +
      `${report.options.concurrency} buyers in flight · ${report.options.warmupBuyers} warm-up buyers · ` +
      `seed ${report.options.seed}`,
    '',
    `\`${report.command}\``,
    '',
    `**${run.ordersPerSecond.toFixed(1)} completed orders/s** (${num(run.outcomes.completed)} in ${run.seconds.toFixed(1)} s; ` +
      `target ≥ ${report.target.ordersPerSecond}: ${report.target.met ? 'met' : 'not met'}, ${report.target.applies}) · ` +
      `${run.buyersPerSecond.toFixed(1)} buyers/s · ${num(run.requestsPerSecond)} requests/s${cpu} · ` +
      `bench process CPU ${run.benchCpuSeconds.toFixed(1)} s`,
    '',
    table,
    '',
    `Buyers: ${outcomes}${run.notStarted ? `; ${num(run.notStarted)} not started (deadline)` : ''}. ` +
      `Latencies are over the answers each step was meant to give (2xx and the expected 409s). ${report.sessions}`,
    ...(errors.length ? ['', 'Unexpected answers:', ...errors] : []),
    ...databaseLines,
    '',
    `Stock check: ${stockLines[0]}`,
    '',
    ...stockLines.slice(1),
    '',
  ].join('\n');
}
