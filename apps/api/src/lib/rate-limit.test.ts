import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit';

async function behavesAsFixedWindow(limiter: RateLimiter, key: string) {
  const rule = { max: 3, windowMs: 60_000 };
  const results = [];
  for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, rule));
  expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
  expect(results[3]!.retryAfterMs).toBeGreaterThan(0);
  expect(results[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
  expect((await limiter.hit(`${key}:other`, rule)).allowed).toBe(true);
}

describe('memory rate limiter', () => {
  it('counts per key and opens again after the window', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    await behavesAsFixedWindow(limiter, 'k');
    now += 60_001;
    expect((await limiter.hit('k', { max: 3, windowMs: 60_000 })).allowed).toBe(true);
  });
});

function hasRedis(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.runIf(hasRedis())('redis rate limiter', () => {
  let server: ChildProcess;
  let dir: string;
  let socket: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-'));
    socket = path.join(dir, 'redis.sock');
    server = spawn(
      'redis-server',
      ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no', '--dir', dir],
      {
        stdio: 'ignore',
      },
    );
    for (let i = 0; i < 100 && !fs.existsSync(socket); i++) await new Promise((r) => setTimeout(r, 50));
  });
  afterAll(() => {
    server.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shares counters through Redis', async () => {
    const a = createRedisRateLimiter(new Redis({ path: socket }));
    const b = createRedisRateLimiter(new Redis({ path: socket }));
    await behavesAsFixedWindow(a, 'shared');
    // a second process sees the same count
    expect((await b.hit('shared', { max: 3, windowMs: 60_000 })).allowed).toBe(false);
    await a.close();
    await b.close();
  });
});
