import { AUTH_MSG, ERROR_CODES } from '@storefront/shared';
import { AppError } from './app-error';

/**
 * At most `concurrency` password hashes run at once and at most `queue` wait; anything
 * beyond is refused at once. A flood of sign-ups or sign-ins then costs a few cores'
 * worth of hashing and quick 503s, instead of a pile of hashes that makes every
 * sign-in wait seconds and eats memory (19 MiB each).
 */
export type HashGate = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Hashes running and waiting, for tests and diagnostics. */
  readonly load: { running: number; waiting: number };
};

export type HashGateOptions = { concurrency: number; queue: number };

/** Two cores on the machines the shop is sized for; a queue that drains in well under a second. */
export const DEFAULT_HASH_GATE: HashGateOptions = { concurrency: 2, queue: 24 };

export function hashBusyError(): AppError {
  return new AppError(503, ERROR_CODES.tooManyRequests, AUTH_MSG.busy);
}

export function createHashGate(options: HashGateOptions = DEFAULT_HASH_GATE): HashGate {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run(task) {
      if (running < options.concurrency) {
        running += 1;
      } else if (waiting.length < options.queue) {
        // the slot is handed over by release(), so `running` stays counted
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        throw hashBusyError();
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
