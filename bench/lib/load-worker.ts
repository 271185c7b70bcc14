// Runs autocannon in its own process, so the load generator does not share an event loop
// with the bench's bookkeeping. Jobs arrive over IPC, one at a time.
import autocannon from 'autocannon';

export type LoadJob = {
  id: number;
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A sequence each connection repeats, instead of one request. */
  requests?: LoadRequest[];
  /**
   * A sequence of its own for each connection (all of one length), instead of `requests`:
   * the first connection repeats the first, the next the second, and so on, round the list.
   */
  perConnection?: LoadRequest[][];
  /**
   * A query parameter made unique per request (`name=1`, `name=2`…), appended to the URL: the
   * response cache keys on the whole URL, so every request misses it, while the routes' query
   * schemas drop a key they do not know, so the answer is the same as without it.
   */
  uniqueParam?: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
};

export type LoadRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };

export type LoadResult = {
  id: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  bytesPerSecond: number;
};

let counter = 0;

/** autocannon requests whose path carries `name=N`, N counting up across all connections. */
function uniqueRequests(job: LoadJob) {
  const name = job.uniqueParam as string;
  const url = new URL(job.url);
  const base = `${url.pathname}${url.search}${url.search ? '&' : '?'}${encodeURIComponent(name)}=`;
  return [
    {
      method: job.method ?? 'GET',
      setupRequest: (request: Record<string, unknown>) => {
        counter += 1;
        return { ...request, path: `${base}${counter}` };
      },
    },
  ];
}

/** Hands each new autocannon connection the next sequence of its own. */
function perConnectionSetup(sequences: LoadRequest[][]) {
  let next = 0;
  return (client: { setRequests: (requests: LoadRequest[]) => void }) => {
    client.setRequests(sequences[next++ % sequences.length]!);
  };
}

process.on('message', async (job: LoadJob) => {
  const options = {
    url: job.url,
    method: job.method ?? 'GET',
    headers: job.headers,
    body: job.body,
    requests: job.uniqueParam ? uniqueRequests(job) : (job.perConnection?.[0] ?? job.requests),
    setupClient: job.perConnection ? perConnectionSetup(job.perConnection) : undefined,
    connections: job.connections,
    timeout: 10,
  };
  try {
    if (job.warmupSeconds > 0) await autocannon({ ...options, duration: job.warmupSeconds });
    // the measured part starts now: the bench reads the server's CPU time at this moment
    process.send?.({ id: job.id, measuring: true });
    const result = await autocannon({ ...options, duration: job.durationSeconds });
    const statusCodes: Record<string, number> = {};
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count;
    const reply: LoadResult = {
      id: job.id,
      rps: result.requests.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodes,
      bytesPerSecond: result.throughput.average,
    };
    process.send?.(reply);
  } catch (error) {
    process.send?.({ id: job.id, error: String(error) });
  }
});
process.send?.({ ready: true });
