import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BenchError, RESULTS_DIR, stopProcess } from './common';
import type { LoadJob, LoadResult } from './load-worker';

const TSX = ['--import', 'tsx'];

/** A forked autocannon process that runs one load job at a time. */
export class LoadGenerator {
  private nextId = 1;
  private constructor(private readonly child: ChildProcess) {}

  static async start(): Promise<LoadGenerator> {
    const child = fork(path.join(import.meta.dirname, 'load-worker.ts'), [], {
      execArgv: TSX,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new BenchError(`load worker exited (${code})`)));
    });
    return new LoadGenerator(child);
  }

  /** `onMeasuring` runs when the warm-up is over and the measured requests begin. */
  run(job: Omit<LoadJob, 'id'>, onMeasuring?: () => void): Promise<LoadResult> {
    const id = this.nextId++;
    // The bench must end by itself: a worker that dies or hangs fails the job.
    const limitMs = (job.warmupSeconds + job.durationSeconds) * 1000 + 30_000;
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
      };
      const onMessage = (
        message: LoadResult | { id: number; error: string } | { id: number; measuring: true },
      ) => {
        if (message.id !== id) return;
        if ('measuring' in message) {
          onMeasuring?.();
          return;
        }
        done();
        if ('error' in message) reject(new BenchError(`autocannon: ${message.error}`));
        else resolve(message);
      };
      const onExit = (code: number | null) => {
        done();
        reject(new BenchError(`load worker exited (${code}) during ${job.url}`));
      };
      const timer = setTimeout(() => {
        done();
        reject(new BenchError(`load on ${job.url} did not finish within ${limitMs / 1000} s`));
      }, limitMs);
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
      this.child.send({ ...job, id });
    });
  }

  stop() {
    return stopProcess(this.child, 3000);
  }
}

/** Starts the bare Fastify ceiling server on a copy of a captured response. */
export async function startCeiling(body: Buffer, contentType: string) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ceiling-')), 'body');
  fs.writeFileSync(bodyFile, body);
  const child = fork(path.join(import.meta.dirname, 'ceiling-server.ts'), [bodyFile, contentType], {
    execArgv: TSX,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve(message.port));
    child.once('exit', (code) => reject(new BenchError(`ceiling server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    stop: async () => {
      await stopProcess(child, 3000);
      fs.rmSync(path.dirname(bodyFile), { recursive: true, force: true });
    },
  };
}
