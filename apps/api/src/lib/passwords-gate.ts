import os from 'node:os';
import { AUTH_MSG, ERROR_CODES } from '@storefront/shared';
import { AppError } from './app-error';

/**
 * At most `concurrency` password hashes run at once and at most `queue` wait; anything
 * beyond is refused at once. A flood of sign-ups or sign-ins then costs a few cores'
 * worth of hashing and quick 503s, instead of a pile of hashes that makes every
 * sign-in wait seconds and eats memory (19 MiB each).
 */
export type HashGate = {
  /**
   * `callerGone` tells whether the client has gone (closed its connection): such a caller's
   * place in the queue goes to the next one instead of costing a hash nobody will read.
   */
  run<T>(task: () => Promise<T>, callerGone?: () => boolean): Promise<T>;
  /** Hashes running and waiting, for tests and diagnostics. */
  readonly load: { running: number; waiting: number };
};

export type HashGateOptions = { concurrency: number; queue: number };

/** libuv's pool when UV_THREADPOOL_SIZE does not say otherwise. */
const LIBUV_DEFAULT_POOL = 4;
/** Waiting hashes per running one: the queue drains in about 12 hash times, well under a second. */
const QUEUE_PER_HASH = 12;

/**
 * One hash per core the process may use (read once at start): hashing is CPU-bound, so more at
 * once only lengthens each while memory grows by 19 MiB a hash, and fewer leaves cores idle while
 * sign-ins queue (decision 0048). The hashes run on libuv's pool, which also signs tokens
 * (WebCrypto) and does file work: one of its threads is always left to those, or a sign-in's last
 * step would wait behind the next hashes. 2 running and 24 waiting on the 2 cores the shop is
 * sized for.
 */
export function hashGateForMachine(
  cores: number = os.availableParallelism(),
  poolSize: number = Number(process.env.UV_THREADPOOL_SIZE) || LIBUV_DEFAULT_POOL,
): HashGateOptions {
  const concurrency = Math.max(1, Math.min(cores, poolSize - 1));
  return { concurrency, queue: QUEUE_PER_HASH * concurrency };
}

export const DEFAULT_HASH_GATE: HashGateOptions = hashGateForMachine();

export function hashBusyError(): AppError {
  return new AppError(503, ERROR_CODES.tooManyRequests, AUTH_MSG.busy);
}

type Waiter = { start: () => void; refuse: () => void; callerGone?: () => boolean };

export function createHashGate(options: HashGateOptions = DEFAULT_HASH_GATE): HashGate {
  let running = 0;
  const waiting: Waiter[] = [];
  const gone = (waiter: Waiter) => waiter.callerGone?.() === true;

  const release = () => {
    let next = waiting.shift();
    while (next && gone(next)) {
      next.refuse();
      next = waiting.shift();
    }
    if (next) next.start();
    else running -= 1;
  };

  /** Refuses the waiters whose client has gone, so that a full queue makes room. */
  const dropGone = () => {
    for (const waiter of waiting.filter(gone)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.refuse();
    }
  };

  return {
    async run(task, callerGone) {
      if (running < options.concurrency) {
        running += 1;
      } else {
        if (waiting.length >= options.queue) dropGone();
        if (waiting.length >= options.queue) throw hashBusyError();
        // the slot is handed over by release(), so `running` stays counted
        await new Promise<void>((start, reject) =>
          waiting.push({ start, refuse: () => reject(hashBusyError()), callerGone }),
        );
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
