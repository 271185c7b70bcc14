import { markdownTable } from './common';
import type { HashAlone } from './login-account';

// Issue 12 item 7: sign-in at 20 concurrent sign-ins, with argon2id at OWASP's minimum.
export const LOGIN_TARGET = { connections: 20, p50Ms: 150, p99Ms: 400 };

export type Phase = {
  name: string;
  requests: number;
  /** Sign-ins answered 200 per second (a burst: over the time its slowest answer took). */
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  statusCodes: Record<string, number>;
  /** Requests that got no answer (refused, reset, timed out). */
  failures: number;
  /** CPU the shop's process spent per request, all threads (hash included). */
  serverCpuMs: number;
  /** The part of it on the main thread: the event loop, which every sign-in shares. */
  eventLoopCpuMs: number;
  /** What the hash alone allows at the gate's width: p50 and p99 no run can beat (Little's law). */
  floorP50: number;
  floorP99: number;
};

export type LoginReport = {
  kind: 'pglite' | 'postgres';
  redis: boolean;
  command: string;
  date: string;
  machine: { cpus: number; cpu: string; node: string; loadBefore: number[]; loadAfter: number[] };
  connections: number;
  gate: { concurrency: number; queue: number };
  hashCost: { memoryKiB: number; passes: number; lanes: number };
  hashBefore: HashAlone;
  hashAfter: HashAlone;
  phases: Phase[];
};

/** One phase's errors: everything but 200, by status, and requests that got no answer. */
export function errorSummary(phase: Phase): string {
  const parts = Object.entries(phase.statusCodes)
    .filter(([code]) => code !== '200')
    .map(
      ([code, count]) => `${count} × ${code}${code === '503' ? ' busy' : code === '429' ? ' limited' : ''}`,
    );
  if (phase.failures > 0) parts.push(`${phase.failures} without answer`);
  return parts.length ? parts.join(', ') : 'none';
}

export function targetMet(phase: Phase): boolean {
  return (
    phase.p50 < LOGIN_TARGET.p50Ms &&
    phase.p99 < LOGIN_TARGET.p99Ms &&
    errorSummary(phase) === 'none' &&
    phase.requests > 0
  );
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const loads = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');

function hashLine(label: string, hash: HashAlone): string {
  return (
    `${label}: one check ${ms(hash.p50Ms)} ms (p90 ${ms(hash.p90Ms)}), ${ms(hash.cpuMs)} ms CPU; ` +
    `${hash.atOnce} at once ${hash.perSecond.toFixed(0)} checks/s, ${ms(hash.cpuMsAtOnce)} ms CPU each`
  );
}

export function renderLoginMarkdown(report: LoginReport): string {
  const db = report.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const rows = report.phases.map((phase) => [
    phase.name,
    String(phase.requests),
    phase.perSecond.toFixed(0),
    ms(phase.p50),
    ms(phase.p90),
    ms(phase.p99),
    ms(phase.max),
    `${ms(phase.floorP50)} / ${ms(phase.floorP99)}`,
    `${ms(phase.serverCpuMs)} (${ms(phase.eventLoopCpuMs)})`,
    errorSummary(phase),
    targetMet(phase) ? 'yes' : 'no',
  ]);
  const table = markdownTable(
    [
      'phase',
      'sign-ins',
      'per s',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'floor p50 / p99',
      'server CPU ms each (event loop)',
      'errors',
      'target met',
    ],
    rows,
    [false, true, true, true, true, true, true, true, true, false, false],
  );
  const { hashCost, gate } = report;
  return [
    `## Sign-in on ${db}${report.redis ? ' (rate limits in Redis)' : ''}, ${report.connections} at once`,
    '',
    `${report.date} · ${report.machine.cpus} × ${report.machine.cpu} · Node ${report.machine.node} · ` +
      `load average before ${loads(report.machine.loadBefore)}, after ${loads(report.machine.loadAfter)}`,
    '',
    `\`${report.command}\``,
    '',
    `argon2id m = ${hashCost.memoryKiB} KiB, t = ${hashCost.passes}, p = ${hashCost.lanes}; ` +
      `gate ${gate.concurrency} at once, ${gate.queue} waiting.`,
    '',
    `- ${hashLine('Hash alone before the load', report.hashBefore)}`,
    `- ${hashLine('Hash alone after the load', report.hashAfter)}`,
    '',
    table,
    '',
    `Target (issue 12): p50 < ${LOGIN_TARGET.p50Ms} ms and p99 < ${LOGIN_TARGET.p99Ms} ms at ` +
      `${LOGIN_TARGET.connections} concurrent sign-ins, with no error. The floor is what the hash alone ` +
      `allows: checks/s R at the gate's width (the mean of the two measurements above); a burst of N ` +
      `answers its k-th sign-in at k / R at best (p50 at N/2 / R), and N sign-ins kept in flight ` +
      `wait N / R each (Little's law). Server CPU: all the shop's threads per sign-in, and in brackets its main ` +
      `thread's (HTTP, SQL on PGlite, tokens); the rest is mostly the password check on libuv's pool.`,
    '',
  ].join('\n');
}
