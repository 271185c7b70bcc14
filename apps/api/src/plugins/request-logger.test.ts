import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { childLoggerFactory } from './logging';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()));
      callback();
    },
  });
  return { parent: pino({ level }, stream), lines };
}

describe("a request's logger", () => {
  it('is made only when the request writes at an enabled level, with the request id bound', () => {
    const { parent, lines } = logger('warn');
    const child = vi.spyOn(parent, 'child');
    const log = childLoggerFactory(parent as unknown as FastifyBaseLogger, { reqId: 'r-1' }, {});
    log.info('incoming request');
    log.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');

    log.error({ status: 500 }, 'request failed');
    log.warn('slow');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { reqId: 'r-1', status: 500, msg: 'request failed' },
      { reqId: 'r-1', msg: 'slow' },
    ]);
  });

  it('takes a level of its own at once, as a route with its own log level asks', () => {
    const { parent, lines } = logger('warn');
    const log = childLoggerFactory(
      parent as unknown as FastifyBaseLogger,
      { reqId: 'r-2' },
      { level: 'info' },
    );
    log.info('incoming request');
    expect(lines).toMatchObject([{ reqId: 'r-2', msg: 'incoming request' }]);
  });
});
