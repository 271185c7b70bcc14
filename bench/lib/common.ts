import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');

export class BenchError extends Error {}

/** `--name value`, `--name=value` and bare `--flag` options. */
export function parseArgs(argv: string[]): Map<string, string | true> {
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) throw new BenchError(`Unexpected argument: ${arg}`);
    const eq = arg.indexOf('=');
    if (eq > 0) {
      options.set(arg.slice(2, eq), arg.slice(eq + 1));
      continue;
    }
    const next = argv[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      options.set(arg.slice(2), next);
      i++;
    } else {
      options.set(arg.slice(2), true);
    }
  }
  return options;
}

export function numberOption(options: Map<string, string | true>, name: string, fallback: number): number {
  const value = options.get(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (value === true || !Number.isFinite(parsed) || parsed <= 0) {
    throw new BenchError(`--${name} needs a positive number`);
  }
  return parsed;
}

/**
 * A benchmark's command line: the options, whether --quick was given (CI's check that the
 * script still works), and `number(name, full, quick)`: a positive number option whose
 * default is `quick` under --quick and `full` otherwise.
 */
export function benchArgs(argv = process.argv.slice(2)) {
  const options = parseArgs(argv);
  const quick = options.has('quick');
  const number = (name: string, full: number, quickDefault = full) =>
    numberOption(options, name, quick ? quickDefault : full);
  return { argv, options, quick, number };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function log(message: string) {
  const time = new Date().toISOString().slice(11, 19);
  process.stderr.write(`[bench ${time}] ${message}\n`);
}

/** Hash of the files whose change makes a seeded catalogue stale. */
export function hashFiles(relativePaths: string[]): string {
  const hash = createHash('sha256');
  const walk = (relative: string) => {
    const full = path.resolve(ROOT, relative);
    if (!fs.existsSync(full)) return;
    if (fs.statSync(full).isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) walk(path.join(relative, entry));
    } else if (!/\.test\.tsx?$/.test(relative)) {
      hash.update(relative);
      hash.update(fs.readFileSync(full));
    }
  };
  for (const relative of relativePaths) walk(relative);
  return hash.digest('hex').slice(0, 16);
}

/** Runs a command to its end, streaming its output to stderr; rejects on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BenchError(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Children run in their own process group so that stopping one also stops what it started
 * (start.mjs starts the server); the group id is the pid we were given, nothing broader.
 */
export async function stopProcess(child: ChildProcess, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      try {
        child.kill(signal);
      } catch {
        // already gone
      }
    }
  };
  signalGroup('SIGTERM');
  const timedOut = await Promise.race([exited.then(() => false), sleep(graceMs).then(() => true)]);
  if (timedOut) {
    signalGroup('SIGKILL');
    await exited;
  }
}

export function writeResults(baseName: string, json: unknown, markdown: string) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const jsonFile = path.join(RESULTS_DIR, `${baseName}.json`);
  const mdFile = path.join(RESULTS_DIR, `${baseName}.md`);
  fs.writeFileSync(jsonFile, `${JSON.stringify(json, null, 2)}\n`);
  fs.writeFileSync(mdFile, markdown);
  return { jsonFile, mdFile };
}

/** A GitHub-flavoured Markdown table; it reads well in a terminal too. */
export function markdownTable(header: string[], rows: string[][], alignRight: boolean[] = []): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const pad = (cell: string, i: number) =>
    alignRight[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0);
  const line = (cells: string[]) => `| ${cells.map((cell, i) => pad(cell, i)).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (alignRight[i] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux the bench runs on). */
const CLOCK_TICKS = 100;

/**
 * CPU seconds (user + system) used so far by these processes and all their descendants, read
 * from /proc; undefined where /proc is not there (not Linux). On a machine shared with other
 * work the server's CPU per request is far steadier than its requests/s (decision 0043).
 */
export function processTreeCpuSeconds(rootPids: readonly number[]): number | undefined {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const entry of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the command name, in parentheses, may hold spaces: the fields start after its ')'
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  const wanted = new Set(rootPids.filter((pid) => stats.has(pid)));
  if (wanted.size === 0) return undefined;
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!wanted.has(pid) && wanted.has(stat.parent)) {
        wanted.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of wanted) ticks += stats.get(pid)?.ticks ?? 0;
  return ticks / CLOCK_TICKS;
}

/** CPU seconds (user + system) of each of these processes that is still running (no descendants). */
export function cpuSecondsByPid(pids: readonly number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
    } catch {
      // ended, or no /proc
    }
  }
  return seconds;
}

/**
 * The CPU these processes used between two readings, counting only those running at both: a
 * backend the pool closed meanwhile takes its whole CPU with it, which subtracted from the
 * first reading made the figure negative. Undefined when none ran at both.
 */
export function cpuSecondsBetween(
  before: Map<number, number>,
  after: Map<number, number>,
): number | undefined {
  let total = 0;
  let counted = 0;
  for (const [pid, end] of after) {
    const start = before.get(pid);
    if (start === undefined) continue;
    total += end - start;
    counted += 1;
  }
  return counted === 0 ? undefined : total;
}

/**
 * What to stop before leaving: children run in their own process groups, so on Ctrl-C (or a
 * SIGTERM) every cleanup added here runs before the bench exits.
 */
export function cleanupsOnSignal(): Set<() => Promise<void>> {
  const cleanups = new Set<() => Promise<void>>();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping…`);
      void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() => process.exit(130));
    });
  }
  return cleanups;
}
