import type { FastifyBaseLogger, FastifyLoggerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger, LoggerOptions as PinoLoggerOptions } from 'pino';

/*
 * Logs are read by more people than the database and kept elsewhere, so they carry no
 * customer data: no secrets (redacted below), no query strings (search text, e-mails in
 * filters), no client addresses, and no SQL or bound parameters of a failed statement.
 */

/** Never let a secret or a customer's address reach the logs. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.otp',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.razorpay_signature',
  // The demo mailer logs whom it mailed; the outbox itself is where that belongs.
  'mailTo',
];

type Serialized = Record<string, unknown>;

/** The request as logged: its method and path, never the query string. */
function safeRequest(request: { method?: string; url?: string }): { method?: string; url: string } {
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  return { method: request.method, url: queryAt === -1 ? url : url.slice(0, queryAt) };
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * A failed statement: drizzle's wrapper (its message is the SQL and the parameters), or the
 * driver's error (pg and PGlite; its message, detail and where may quote the values).
 */
function isDatabaseError(error: Serialized): boolean {
  if (typeof error.query === 'string' || 'params' in error) return true;
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && typeof error.severity === 'string';
}

/** Only the frames of a stack: its first lines repeat the message. */
function framesOnly(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

const MAX_CAUSES = 5;
/** What safeError made, so an error sanitised before logging passes the serializer unchanged. */
const sanitised = new WeakSet<object>();

/**
 * An error as it may be logged. A database error keeps what helps find the fault (its
 * class, SQLSTATE, the table, column and constraint names, the stack frames) and drops its
 * message, SQL and parameters. Any other error keeps its message, stack and code; its
 * other properties (a client's request options, a response body) are dropped, and its cause
 * goes through the same rule.
 */
export function safeError(error: unknown, depth = 0): unknown {
  if (error === null || typeof error !== 'object' || sanitised.has(error)) return error;
  const result = sanitise(error, depth);
  sanitised.add(result);
  return result;
}

function sanitise(error: object, depth: number): Serialized {
  const source = error as Serialized;
  const type = (error as { constructor?: { name?: string } }).constructor?.name ?? 'Error';
  const cause =
    source.cause !== undefined && depth < MAX_CAUSES ? { cause: safeError(source.cause, depth + 1) } : {};
  if (isDatabaseError(source)) {
    // drizzle's wrapper has no code of its own: the driver's error it wraps has.
    const inner = (source.cause ?? {}) as Serialized;
    const code = [source.code, inner.code].find(
      (candidate): candidate is string => typeof candidate === 'string' && SQLSTATE.test(candidate),
    );
    const names: Serialized = {};
    for (const key of ['schema', 'table', 'column', 'constraint', 'routine'] as const) {
      if (typeof source[key] === 'string') names[key] = source[key];
    }
    return {
      type,
      message: code ? `database error ${code}` : 'database query failed',
      ...(code ? { code } : {}),
      ...names,
      stack: framesOnly(source.stack),
      ...cause,
    };
  }
  return {
    type,
    message: typeof source.message === 'string' ? source.message : String(error),
    stack: typeof source.stack === 'string' ? source.stack : undefined,
    ...(source.code !== undefined ? { code: source.code } : {}),
    ...(typeof source.statusCode === 'number' ? { statusCode: source.statusCode } : {}),
    ...cause,
  };
}

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** The server's logger: the level chosen in the config, nothing personal in any line. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: safeRequest,
      err: (error: unknown) => safeError(error) as LoggedError,
    },
  } satisfies FastifyLoggerOptions & PinoLoggerOptions;
}

/**
 * Each request's logger, made only when the request logs something at an enabled level.
 * Fastify makes a pino child per request; with redaction, binding the request id costs a
 * stringify through the redactor on every answer, though at the usual `warn` level almost
 * no request logs a line (decision 0050). A route with a level of its own gets its child at once.
 */
export function childLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  // a logger that is not pino's (a test's own, or none) is given its child as Fastify would
  if (options.level !== undefined || !isPino(logger)) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}

function isPino(logger: FastifyBaseLogger): logger is Logger {
  return typeof (logger as Partial<Logger>).isLevelEnabled === 'function';
}

class RequestLogger {
  #child: Logger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get made(): Logger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.made.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.made.child(bindings, options);
  }

  silent(): void {}
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  private write(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]): void {
    if (this.isLevelEnabled(level)) (this.made[level] as (...logged: unknown[]) => void)(...args);
  }
}
