// The part of autocannon's API that bench/load.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
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
  export type { Histogram, Options, Result };
}
