/**
 * WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver and its MiniBrowser) over classic WebDriver,
 * spoken directly with fetch, under Xvfb (xvfb-run) when there is no display. WebKitWebDriver has no
 * BiDi and no log endpoint, and MiniBrowser ignores its console setting in automation, so page errors
 * are collected in the page: the harness's proxy (proxy.ts) puts a small collector script first in
 * every page's head for this engine and allows it in the CSP by its hash; the collector records uncaught
 * exceptions, rejections, console errors and warnings, failed resource loads and CSP violations.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import type { Engine } from './driver.ts';

type Answer = { value: unknown };

/** The web element identifier: the key of an element reference (a fixed string in the WebDriver spec). */
const W3C_ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

export async function startWebKit(driverBinary: string, port: number): Promise<Engine> {
  const display = Boolean(process.env.DISPLAY);
  const xvfb = spawnSync('xvfb-run', ['--help'], { stdio: 'ignore' }).status === 0;
  if (!display && !xvfb) throw new Error('no display and no xvfb-run (Debian: apt-get install xvfb xauth)');
  const command = display ? driverBinary : 'xvfb-run';
  const args = display ? [`--port=${port}`] : ['-a', driverBinary, `--port=${port}`];
  const base = `http://127.0.0.1:${port}`;
  // Another driver on the port (a run killed half-way) would answer for ours: say so instead.
  if (
    await fetch(`${base}/status`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(
      `port ${port} is taken (a WebDriver left running?): set ENGINES_PORT to move the engines' ports`,
    );
  }
  let output = '';
  const child: ChildProcess = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // xvfb-run starts Xvfb and the driver as children: stop the whole process group.
  const stop = () => {
    if (child.pid !== undefined && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
  };
  process.once('exit', stop);
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${base}${path}`, {
      signal: AbortSignal.timeout(45_000),
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as Answer;
    if (!response.ok) {
      const error = answer.value as { error?: string; message?: string };
      throw new Error(`WebDriver ${method} ${path}: ${error.error}: ${error.message}`);
    }
    return answer.value;
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await call('GET', '/status');
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        stop();
        throw new Error(`WebKitWebDriver did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  let session: { sessionId: string; capabilities: { browserVersion: string } };
  try {
    session = (await call('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          // Navigation returns at once; goto() waits for the load itself, so a page whose scripts are
          // held back can still be used.
          pageLoadStrategy: 'none',
          // A navigation or script that hangs fails its check in seconds, not the driver's default 5 minutes.
          timeouts: { pageLoad: 30_000, script: 15_000 },
          'webkitgtk:browserOptions': { args: ['--automation'] },
        },
      },
    })) as typeof session;
  } catch (error) {
    stop();
    throw new Error(`WebKitWebDriver could not start a browser: ${(error as Error).message}\n${output}`);
  }
  const path = `/session/${session.sessionId}`;

  async function execute<T>(script: string, args: unknown[] = []): Promise<T> {
    return (await call('POST', `${path}/execute/async`, { script, args })) as T;
  }

  async function element(selector: string): Promise<string> {
    const found = (await call('POST', `${path}/element`, {
      using: 'css selector',
      value: selector,
    })) as Record<string, string>;
    const id = found[W3C_ELEMENT] ?? Object.values(found)[0];
    if (!id) throw new Error(`no element matches ${selector}`);
    return id;
  }

  async function pointer(selector: string, pointerType: 'mouse' | 'touch') {
    const id = await element(selector);
    await execute('arguments[0].scrollIntoView({ block: "center" }); arguments[arguments.length - 1]();', [
      { [W3C_ELEMENT]: id },
    ]);
    await call('POST', `${path}/actions`, {
      actions: [
        {
          type: 'pointer',
          id: pointerType,
          parameters: { pointerType },
          actions: [
            { type: 'pointerMove', x: 0, y: 0, origin: { [W3C_ELEMENT]: id } },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    await call('DELETE', `${path}/actions`);
  }

  /** Whether the engine takes touch input; found out on the first tap. */
  let touch: boolean | undefined;

  return {
    name: 'WebKit',
    version: session.capabilities.browserVersion,
    async goto(url, { wait = true } = {}) {
      const target = new URL(url).href;
      // A new document drops this mark; a fragment change keeps the document (and the mark).
      const before = await execute<string>(
        'const done = arguments[arguments.length - 1]; window.__enginesOld = true; done(location.href);',
      ).catch(() => '');
      const sameDocument = before.split('#')[0] === target.split('#')[0] && target.includes('#');
      await call('POST', `${path}/url`, { url });
      if (!wait) return;
      const until = Date.now() + 30_000;
      for (;;) {
        const state = await execute<[string, string, boolean]>(
          'const done = arguments[arguments.length - 1]; done([location.href, document.readyState, Boolean(window.__enginesOld)]);',
        ).catch(() => ['', '', true] as [string, string, boolean]);
        if (state[0] === target && state[1] === 'complete' && (sameDocument || !state[2])) return;
        if (Date.now() > until) throw new Error(`${url} did not finish loading (${state.join(' ')})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async evaluate(fn, ...args) {
      const text = await execute<string | null>(
        `const done = arguments[arguments.length - 1];
         Promise.resolve((${fn.toString()})(...Array.from(arguments).slice(0, -1)))
           .then((value) => done(JSON.stringify({ value })), (error) => done(JSON.stringify({ error: String(error && error.stack || error) })));`,
        args,
      );
      const parsed = JSON.parse(text ?? '{}') as { value?: unknown; error?: string };
      if (parsed.error) throw new Error(`in the page: ${parsed.error}`);
      return parsed.value as never;
    },
    click: (selector) => pointer(selector, 'mouse'),
    async tap(selector) {
      if (touch !== false) {
        try {
          await pointer(selector, 'touch');
          touch = true;
          return;
        } catch (error) {
          if (touch === true) throw error;
          touch = false;
          console.log(
            `  (WebKit takes no touch input over WebDriver: ${(error as Error).message}; taps are clicks)`,
          );
        }
      }
      await pointer(selector, 'mouse');
    },
    async press(key) {
      await call('POST', `${path}/actions`, {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: key },
              { type: 'keyUp', value: key },
            ],
          },
        ],
      });
    },
    async setViewport(width, height) {
      // The window rect includes the browser's frame: size it, then correct by what the page measures.
      await call('POST', `${path}/window/rect`, { width, height });
      const inner = await execute<[number, number]>(
        'arguments[arguments.length - 1]([innerWidth, innerHeight]);',
      );
      if (inner[0] !== width || inner[1] !== height) {
        await call('POST', `${path}/window/rect`, {
          width: width + (width - inner[0]),
          height: height + (height - inner[1]),
        });
      }
    },
    async takeErrors() {
      return execute<string[]>(
        'const done = arguments[arguments.length - 1]; const list = window.__engineErrors || []; done(list.splice(0));',
      );
    },
    async close() {
      await call('DELETE', path).catch(() => undefined);
      stop();
    },
  };
}
