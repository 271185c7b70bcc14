import { AUTH_MSG } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { createHashGate } from './passwords-gate';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('hash gate', () => {
  it('runs at most `concurrency` tasks, queues a few and refuses the rest at once', async () => {
    const gate = createHashGate({ concurrency: 2, queue: 1 });
    const blockers = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = blockers.map((blocker, index) =>
      gate.run(async () => {
        started.push(index);
        await blocker.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 1 });

    const refusedAt = Date.now();
    const refused = await gate.run(async () => 'never').catch((error: unknown) => error);
    expect(Date.now() - refusedAt).toBeLessThan(50);
    expect(refused).toMatchObject({ statusCode: 503, message: AUTH_MSG.busy });

    blockers[0]!.resolve();
    expect(await runs[0]).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    blockers[1]!.resolve();
    blockers[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'ok')).toBe('ok');
  });
});
