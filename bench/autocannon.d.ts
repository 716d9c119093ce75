// The part of autocannon's API that bench/load.ts and bench/soak-load.ts use (the package ships no types).
declare module 'autocannon' {
  /** One request of a sequence each connection cycles through. */
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each send; returns the request to send (a fresh path or header per request). */
    setupRequest?: (request: RequestSpec) => RequestSpec;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
    warmup?: { connections?: number; duration?: number };
  }

  /** Percentiles and summary of one histogram (latency in ms, requests per second, bytes per second). */
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  }

  interface Result {
    url: string;
    connections: number;
    duration: number;
    /** Socket errors, timeouts included. */
    errors: number;
    timeouts: number;
    resets: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram & { totalCount: number };
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Histogram, Options, RequestSpec, Result };
}
