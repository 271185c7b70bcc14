import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { matchesIfNoneMatch, PUBLIC_CACHE_CONTROL } from './http-cache';

/**
 * Whole answers of the catalogue and shop-data calls, kept in this process's memory.
 *
 * These answers are the same for every shopper and change only when the catalogue does, yet
 * each one cost one to four queries, zod serialisation and a hash. A hit is served from the
 * onRequest hook: the stored bytes, their ETag, and gzip or brotli bytes made once per entry,
 * with no validation, query, serialisation or compression (docs/decisions/0012).
 *
 * Freshness: an entry lives as long as browsers may keep the answer (max-age=60), and
 * `catalogueChanged(db)` drops every entry of the caches reading that database at once, and
 * `stockChanged(db, productIds)` only the entries naming one of those products. With
 * REDIS_URL the change is also published to the other API processes (lib/cache-bus.ts,
 * decision 0032); without it, or from a process with no bus (the seed CLI), another process
 * sees the change within the TTL, the staleness 0008 accepts.
 */

export const RESPONSE_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 32 * 1024 * 1024;
/** Longer URLs (absurd search texts) are answered but not kept. */
const MAX_KEY_LENGTH = 512;
/** Same threshold as @fastify/compress in app.ts: smaller answers are sent as they are. */
export const COMPRESS_THRESHOLD = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';

type Encoding = 'br' | 'gzip';

type Entry = {
  body: Buffer;
  type: string;
  etag: string;
  expires: number;
  br?: Buffer;
  gzip?: Buffer;
  /** The ids the body names, once a change of stock has asked (see productsChanged). */
  ids?: Set<string>;
};

/**
 * A cache of answers derived from what `catalogueChanged` announces: this file's response
 * caches, and any other kept reading of the catalogue or the shop's settings (checkout's
 * settings). `productsChanged` is for a change of stock only; without it, `clear` is called.
 */
export type DerivedCache = {
  clear(): void;
  productsChanged?(productIds: ReadonlySet<string>): void;
};

/** Adds `item` to the set `db` has in `sets`; returns its removal. */
function addFor<T>(sets: WeakMap<object, Set<T>>, db: object, item: T): () => void {
  let set = sets.get(db);
  if (!set) {
    set = new Set();
    sets.set(db, set);
  }
  set.add(item);
  return () => set.delete(item);
}

/** Every cache reading a database, so a write through that database can empty them. */
const registry = new WeakMap<object, Set<DerivedCache>>();

/** Registers `cache` to be emptied by every change announced for `db`; returns its removal. */
export function keepUntilCatalogueChanges(db: object, cache: DerivedCache): () => void {
  return addFor(registry, db, cache);
}

/**
 * Call after anything the catalogue or shop-data calls answer has changed (products,
 * categories, sliders, offers, settings...). Pass the database handle the app was built with;
 * inside a transaction, call it with that handle after the commit. A change of stock alone
 * is announced with `stockChanged` instead.
 */
export function catalogueChanged(db: object): void {
  dropCachedAnswers(db);
  const buses = broadcasters.get(db);
  if (buses) for (const broadcast of buses) broadcast();
}

/**
 * Call after the stock of these products changed and nothing else did (checkout, payments,
 * the console's stock adjustments: `stockTransaction` in features/inventory calls it). Stock
 * shows only in answers that carry the product's id (its card, its page), so only those are
 * dropped: a sale leaves every other cached answer in place (see `productsChanged` for caches
 * that keep more than answers).
 */
export function stockChanged(db: object, productIds: Iterable<string>): void {
  const changed = new Set<string>();
  for (const id of productIds) changed.add(id.toLowerCase());
  if (changed.size === 0) return;
  dropProductAnswers(db, changed);
  const buses = broadcasters.get(db);
  if (buses) for (const broadcast of buses) broadcast(changed);
}

/** Empties this process's caches reading `db`, telling no one (a change announced by another process). */
export function dropCachedAnswers(db: object): void {
  const caches = registry.get(db);
  if (caches) for (const cache of caches) cache.clear();
}

/** Drops this process's answers showing these products' stock, telling no one (ids in lower case). */
export function dropProductAnswers(db: object, productIds: ReadonlySet<string>): void {
  const caches = registry.get(db);
  if (!caches) return;
  for (const cache of caches) {
    if (cache.productsChanged) cache.productsChanged(productIds);
    else cache.clear();
  }
}

/** What tells the other processes of a change: every product's stock, or only these products'. */
export type ChangeBroadcast = (stockOf?: ReadonlySet<string>) => void;

/** What tells the other processes of a change to `db` (lib/cache-bus.ts); none without Redis. */
const broadcasters = new WeakMap<object, Set<ChangeBroadcast>>();

/** Registers `broadcast` to run on every catalogueChanged(db) and stockChanged(db); returns its removal. */
export function onCatalogueChanged(db: object, broadcast: ChangeBroadcast): () => void {
  return addFor(broadcasters, db, broadcast);
}

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The ids an answer names (products' among them), lower case as the database writes them. */
export function idsIn(body: Buffer): Set<string> {
  return new Set(body.toString('latin1').toLowerCase().match(UUID_IN_TEXT));
}

/** br when the client takes it, else gzip, else none; `q=0` refuses an encoding. */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  let gzip = false;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (name !== 'br' && name !== 'gzip' && name !== '*') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    if (name === 'br' || name === '*') return 'br';
    gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

function compressed(entry: Entry, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    entry.br ??= zlib.brotliCompressSync(entry.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
      },
    });
    return entry.br;
  }
  entry.gzip ??= zlib.gzipSync(entry.body);
  return entry.gzip;
}

/** Headers, 304 and content negotiation, the same for a stored entry and a fresh one. */
function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', entry.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], entry.etag)) {
    return reply.code(304).send();
  }
  reply.header('content-type', entry.type);
  if (entry.body.length >= COMPRESS_THRESHOLD) {
    reply.header('vary', 'accept-encoding');
    const encoding =
      request.headers['x-no-compression'] === undefined
        ? preferredEncoding(request.headers['accept-encoding'])
        : undefined;
    // A Content-Encoding already set tells @fastify/compress to leave the bytes alone.
    if (encoding) return reply.header('content-encoding', encoding).send(compressed(entry, encoding));
  }
  return reply.send(entry.body);
}

/**
 * Whether the URL's query names a key the route's schema dropped (`?_=123`, a tracking tag).
 * The answer is the same as without it, so keeping it would only fill the cache with keys no one
 * asks for again, each pushing out an answer someone does: a cache-busting parameter per request
 * would empty the cache. Such answers are sent, never kept. Runs after validation, when
 * `request.query` holds only the keys the route takes.
 */
function namesUnknownQueryKeys(request: FastifyRequest): boolean {
  const at = request.url.indexOf('?');
  if (at < 0) return false;
  const taken = request.query !== null && typeof request.query === 'object' ? request.query : {};
  for (const key of new URLSearchParams(request.url.slice(at + 1)).keys()) {
    if (!Object.hasOwn(taken, key)) return true;
  }
  return false;
}

export class ResponseCache implements DerivedCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped by clear(): an answer computed from data read before the change is not kept. */
  private generation = 0;
  /** Concurrent misses of one URL share one computation. */
  private readonly pending = new Map<string, Promise<Entry>>();
  /**
   * Entries by the ids they name. Filled lazily, at the next change of stock, from the keys
   * stored since (`unindexed`): a cache that never sees one never reads its bodies.
   */
  private readonly byId = new Map<string, Set<string>>();
  private readonly unindexed = new Set<string>();
  /** Counts changes of stock; `stockChangedAt` holds each product's last one. */
  private stockChanges = 0;
  private readonly stockChangedAt = new Map<string, number>();
  /** Computations started and not yet ended: only they can need an earlier change's ids. */
  private computing = 0;

  /**
   * `keyPart` adds what, besides the URL, changes the answer (the host a sitemap names when
   * no PUBLIC_URL is configured).
   */
  constructor(
    db: object,
    private readonly ttlMs = RESPONSE_CACHE_TTL_MS,
    private readonly keyPart?: (request: FastifyRequest) => string,
  ) {
    this.release = keepUntilCatalogueChanges(db, this);
  }

  /** Stops listening to catalogueChanged (the app is closing). */
  readonly release: () => void;

  clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.byId.clear();
    this.unindexed.clear();
    this.stockChangedAt.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  /**
   * The stock of these products changed. A subclass that keeps more than these entries (its
   * own `clear`) is emptied, since only it knows whether what it keeps shows stock; one that
   * knows overrides this with `dropNaming` and what its own state needs.
   */
  productsChanged(productIds: ReadonlySet<string>): void {
    if (this.clear !== ResponseCache.prototype.clear) this.clear();
    else this.dropNaming(productIds);
  }

  /**
   * The entries naming one of these products go, and so does the sharing of computations
   * under way (a request arriving now must read the new stock). An answer under way is still
   * kept unless it names one of them (see `answer`).
   */
  protected dropNaming(productIds: ReadonlySet<string>): void {
    this.stockChanges += 1;
    if (this.computing === 0) this.stockChangedAt.clear();
    for (const id of productIds) this.stockChangedAt.set(id, this.stockChanges);
    this.pending.clear();
    for (const key of this.unindexed) {
      const entry = this.entries.get(key);
      if (!entry) continue;
      entry.ids ??= idsIn(entry.body);
      for (const id of entry.ids) {
        const keys = this.byId.get(id);
        if (keys) keys.add(key);
        else this.byId.set(id, new Set([key]));
      }
    }
    this.unindexed.clear();
    for (const id of productIds) {
      const keys = this.byId.get(id);
      if (!keys) continue;
      for (const key of [...keys]) {
        const entry = this.entries.get(key);
        if (entry) this.drop(key, entry);
      }
    }
  }

  /** Whether a body read before change number `since` names a product whose stock changed after it. */
  private namesChangedSince(entry: Entry, since: number): boolean {
    if (this.stockChanges === since) return false;
    entry.ids ??= idsIn(entry.body);
    for (const id of entry.ids) if ((this.stockChangedAt.get(id) ?? 0) > since) return true;
    return false;
  }

  get size(): number {
    return this.entries.size;
  }

  private keyOf(request: FastifyRequest): string | undefined {
    if (request.method !== 'GET' || request.url.length > MAX_KEY_LENGTH) return undefined;
    return this.keyPart ? `${this.keyPart(request)} ${request.url}` : request.url;
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires <= Date.now()) {
      this.drop(key, entry);
      return undefined;
    }
    return entry;
  }

  private drop(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
    this.unindexed.delete(key);
    if (!entry.ids) return;
    for (const id of entry.ids) {
      const keys = this.byId.get(id);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.byId.delete(id);
    }
  }

  private store(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    this.unindexed.add(key);
    // Map order is insertion order: the oldest entries go first.
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.drop(oldKey, oldEntry);
    }
  }

  /** Route-level onRequest hook: answers a hit before validation and the handler run. */
  readonly serveHit: onRequestHookHandler = (request, reply, done) => {
    const key = this.keyOf(request);
    const entry = key === undefined ? undefined : this.fresh(key);
    if (!entry) {
      done();
      return;
    }
    sendEntry(request, reply, entry);
  };

  /**
   * The handler's answer: `compute` gives the body, which is serialised once through the
   * route's response schema, stored when the call succeeds, and sent. Errors thrown by
   * `compute` go to the error handler as before and are never stored.
   */
  send<T>(request: FastifyRequest, reply: FastifyReply, compute: () => Promise<T>): Promise<void> {
    return this.answer(request, reply, async () => this.entry(reply, await compute()));
  }

  /** The same for an answer that is not JSON (sitemaps, robots.txt): `compute` gives its text. */
  sendText(
    request: FastifyRequest,
    reply: FastifyReply,
    type: string,
    compute: () => Promise<string>,
  ): Promise<void> {
    return this.answer(request, reply, async () => this.made(Buffer.from(await compute()), type));
  }

  private async answer(request: FastifyRequest, reply: FastifyReply, make: () => Promise<Entry>) {
    const key = namesUnknownQueryKeys(request) ? undefined : this.keyOf(request);
    if (key === undefined) {
      sendEntry(request, reply, await make());
      return;
    }
    let pending = this.pending.get(key);
    if (!pending) {
      const generation = this.generation;
      const stockChanges = this.stockChanges;
      this.computing += 1;
      pending = make()
        .then((entry) => {
          if (generation === this.generation && !this.namesChangedSince(entry, stockChanges)) {
            this.store(key, entry);
          }
          return entry;
        })
        .finally(() => {
          this.computing -= 1;
        });
      this.pending.set(key, pending);
      const forget = () => {
        if (this.pending.get(key) === pending) this.pending.delete(key);
      };
      pending.then(forget, forget);
    }
    sendEntry(request, reply, await pending);
  }

  private entry(reply: FastifyReply, body: unknown): Entry {
    // The route's serializer checks the body against its response schema and writes it (decision 0054).
    const serialized = reply.serialize(body);
    const bytes =
      typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(serialized as Uint8Array);
    return this.made(bytes, JSON_TYPE);
  }

  private made(bytes: Buffer, type: string): Entry {
    const etag = `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;
    return { body: bytes, type, etag, expires: Date.now() + this.ttlMs };
  }
}
