// autocannon ships no types; only the parts the bench uses are declared.
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    [key: string]: number;
  };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    duration: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    pipelining?: number;
    /** Each connection sends these in turn, over and over. */
    requests?: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[];
    timeout?: number;
    /** Called with each new connection before it sends: `setRequests` gives it a sequence of its own. */
    setupClient?: (client: {
      setRequests: (
        requests: { method?: string; path?: string; headers?: Record<string, string>; body?: string }[],
      ) => void;
    }) => void;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
