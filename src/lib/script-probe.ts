/**
 * Checks whether a third-party script can be fetched before a `<script>` is added for it.
 *
 * Chromium logs every failed subresource load of a page to the console ("Failed to load resource:
 * net::ERR_…"), even when the page handles the error with `onerror`. Requests made by a dedicated worker
 * are not logged that way. So the check runs in a small same-origin worker, and a blocked or offline host
 * leaves the console clean: the caller shows its fallback instead of adding a script that would fail.
 */

/** Resolves true when `url` answered within `timeoutMs`, false when it failed or timed out. */
export function probeScript(url: string, timeoutMs = 8000): Promise<boolean> {
  if (typeof Worker === 'undefined') {
    // No workers (very old browsers, test environments): just try the script.
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./script-probe.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(true);
      return;
    }
    const finish = (reachable: boolean) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(reachable);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    worker.onmessage = (event: MessageEvent<boolean>) => finish(event.data === true);
    // The worker itself could not start (e.g. a policy forbids it): fall back to trying the script.
    worker.onerror = () => finish(true);
    worker.postMessage(url);
  });
}
