import pg from 'pg';

/**
 * Distinct statement texts given a name, per process. Each named text is kept parsed (and,
 * once PostgreSQL settles on a generic plan, planned) by every pooled connection that runs
 * it, so the cap bounds the server's memory per connection; texts first seen after it run
 * unnamed, as before. The shop's code has a few hundred shapes; lists of ids of every length
 * are what could otherwise grow without end.
 */
export const MAX_NAMED_STATEMENTS = 500;

/**
 * Statements that keep a parse and a plan worth reusing: one command of data (no `;` inside,
 * since PostgreSQL refuses to name a text of several commands). Transaction control and
 * other utility commands cost nothing to parse and run unnamed.
 */
const NAMEABLE = /^\s*(?:select|insert|update|delete|with)\b[^;]*;?\s*$/i;

/** Gives every distinct data statement a stable name, the same on every connection of the process. */
export class StatementNames {
  readonly #names = new Map<string, string | null>();
  #named = 0;

  constructor(readonly max = MAX_NAMED_STATEMENTS) {}

  /** The statement's name, or undefined when it runs unnamed. */
  nameFor(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known !== undefined) return known ?? undefined;
    if (this.#named >= this.max || !NAMEABLE.test(text)) {
      // Remembered as unnamed only while the map is small, so rare texts cannot grow it either.
      if (this.#names.size < this.max * 2) this.#names.set(text, null);
      return undefined;
    }
    this.#named += 1;
    const name = `s${this.#named}`;
    this.#names.set(text, name);
    return name;
  }
}

type QueryConfig = { text?: unknown; name?: unknown; submit?: unknown };

/**
 * A `pg` client that names the statements drizzle sends unnamed (decision 0056). Unnamed,
 * PostgreSQL parses, analyses and plans every statement again; on the checkout path that was
 * over half of its CPU per statement. Named, each connection parses it once and reuses the
 * plan PostgreSQL chooses, as `postgres.js` does by default.
 */
export function statementNamingClient(names: StatementNames): typeof pg.Client {
  class StatementNamingClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads are many; every form is passed through.
    override query(config: any, values?: any, callback?: any): any {
      if (typeof config === 'string') {
        const name = names.nameFor(config);
        if (name) config = { text: config, name };
      } else if (config && typeof config === 'object') {
        const query = config as QueryConfig;
        if (typeof query.text === 'string' && !query.name && typeof query.submit !== 'function') {
          const name = names.nameFor(query.text);
          if (name) config = { ...config, name };
        }
      }
      return super.query(config, values, callback);
    }
  }
  return StatementNamingClient;
}
