import { AUTH_MSG } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { createHashGate, hashGateForMachine } from './passwords-gate';

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

  it('skips a waiting caller whose client has gone: its hash never runs and the next one starts', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 2 });
    const first = deferred();
    const ran: string[] = [];
    let leftGone = false;
    const running = gate.run(async () => {
      ran.push('first');
      await first.promise;
    });
    const left = gate
      .run(
        async () => ran.push('left'),
        () => leftGone,
      )
      .catch((error: unknown) => error);
    const next = gate.run(async () => ran.push('next'));
    leftGone = true;
    first.resolve();
    await Promise.all([running, next]);
    expect(ran).toEqual(['first', 'next']);
    expect(await left).toMatchObject({ statusCode: 503 });
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('makes room in a full queue by refusing the callers who have gone', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 1 });
    const first = deferred();
    let waiterGone = false;
    const running = gate.run(() => first.promise);
    const waiter = gate
      .run(
        async () => 'never',
        () => waiterGone,
      )
      .catch((error: unknown) => error);
    await expect(gate.run(async () => 'refused')).rejects.toMatchObject({ statusCode: 503 });
    waiterGone = true;
    const admitted = gate.run(async () => 'admitted');
    expect(await waiter).toMatchObject({ statusCode: 503 });
    first.resolve();
    await running;
    expect(await admitted).toBe('admitted');
  });

  it('runs one hash per core, keeping a libuv thread free for token signing and files', () => {
    expect(hashGateForMachine(2, 4)).toEqual({ concurrency: 2, queue: 24 });
    expect(hashGateForMachine(8, 4)).toEqual({ concurrency: 3, queue: 36 });
    expect(hashGateForMachine(8, 16)).toEqual({ concurrency: 8, queue: 96 });
    expect(hashGateForMachine(1, 4)).toEqual({ concurrency: 1, queue: 12 });
    expect(hashGateForMachine(4, 1)).toEqual({ concurrency: 1, queue: 12 });
  });
});
