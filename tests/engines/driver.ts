/**
 * What the engine checks (checks.ts) need from a browser, whatever protocol drives it: Firefox over
 * WebDriver BiDi (bidi.ts), WebKitGTK over classic WebDriver (webdriver.ts). Both are spoken directly
 * (Node's own WebSocket and fetch), no client library: decision 0012.
 */
export type Engine = {
  name: string;
  version: string;
  /** Opens the URL; with `wait: false` returns once the navigation started (scripts may be held back). */
  goto(url: string, options?: { wait?: boolean }): Promise<void>;
  /** Runs a function in the page (its source is sent) and returns its JSON result. */
  evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<T>;
  /** A pointer click on the first element matching the selector, at its centre, as a user would. */
  click(selector: string): Promise<void>;
  /** A touch tap where the engine has touch input, else a pointer click. */
  tap(selector: string): Promise<void>;
  /** One key press: a WebDriver key value ('\uE00C' is Escape). */
  press(key: string): Promise<void>;
  setViewport(width: number, height: number): Promise<void>;
  /** Page errors since the last call: uncaught exceptions, console errors and warnings, failed loads. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
};

export const KEYS = { escape: '\uE00C', tab: '\uE004' } as const;

/** Polls `check` until it returns true (or a non-empty string for the failure message) or time is up. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  { timeout = 10_000, interval = 100 } = {},
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
