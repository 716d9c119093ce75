// Client time limits of the Node server, shared with the generated nginx config (scripts/deploy/deploy-config.ts), and
// the shutdown grace that follows from the relay's upstream limit.
import { RELAY_TIMEOUT_MS } from '../shared/relay-policy.ts';

/** Time limits for clients, in ms: the slowloris protection. */
export interface ServerTimeouts {
  /** The complete request head (request line and headers) must arrive within this. */
  headersMs: number;
  /** The whole request, body included, must arrive within this. */
  requestMs: number;
  /**
   * How often Node checks open connections against the two limits above. Node's default is 30 s, which
   * would let a stalled client hold a socket for up to 40 s despite the 10 s header limit.
   */
  checkIntervalMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  checkIntervalMs: 1_000,
  keepAliveMs: 5_000,
};

/**
 * Connections the Node server holds open at once; further ones are closed as they arrive (nginx:
 * `worker_connections` per worker). With the 10 s limit on silent connections, a flood of idle sockets
 * cannot lock visitors out for longer than that.
 */
export const MAX_CONNECTIONS = 1024;

/** After the last in-flight relay exchange has timed out, this long to write its answer and close. */
export const SHUTDOWN_DRAIN_MS = 2_000;

/**
 * How long SIGTERM waits for in-flight requests before forcing exit: longer than the relay's upstream
 * limit, so a request that is waiting on the vendor still gets its answer (or its 504).
 */
export const SHUTDOWN_GRACE_MS = RELAY_TIMEOUT_MS + SHUTDOWN_DRAIN_MS;
