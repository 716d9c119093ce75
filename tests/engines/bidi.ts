/**
 * Firefox (Debian's firefox-esr) over WebDriver BiDi, spoken directly: Firefox started with
 * `--remote-debugging-port` answers BiDi on ws://127.0.0.1:<port>/session, no geckodriver needed (and
 * Debian has none). Page errors come from the protocol itself: `log.entryAdded` (uncaught exceptions,
 * console errors and warnings) and `network.fetchError` (requests that failed).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Engine } from './driver.ts';

type Message = { id?: number; type: string; method?: string; params?: Record<string, unknown> } & Record<
  string,
  unknown
>;
type RemoteValue = { type: string; value?: unknown; sharedId?: string };

/** Preferences for a quiet, offline, test-only profile (no updates, telemetry or first-run pages). */
const PREFS = {
  'app.update.disabledForTesting': true,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'extensions.update.enabled': false,
  'messaging-system.rsexperimentloader.enabled': false,
  'services.settings.server': 'http://127.0.0.1:9/',
  'dom.disable_open_during_load': false,
};

export async function startFirefox(binary: string, port: number): Promise<Engine> {
  const profile = mkdtempSync(join(tmpdir(), 'engines-firefox-'));
  writeFileSync(
    join(profile, 'user.js'),
    Object.entries(PREFS)
      .map(([key, value]) => `user_pref(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
      .join('\n'),
  );
  let output = '';
  const child: ChildProcess = spawn(
    binary,
    ['--headless', '--no-remote', '--profile', profile, `--remote-debugging-port=${port}`, 'about:blank'],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' } },
  );
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Firefox did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('WebDriver BiDi listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Firefox exited with ${code}:\n${output}`));
    });
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(profile, { recursive: true, force: true });
  };
  process.once('exit', stop);
  try {
    await listening;
  } catch (error) {
    stop();
    throw error;
  }

  const socket = new WebSocket(`ws://127.0.0.1:${port}/session`);
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error('could not connect to Firefox over WebDriver BiDi'));
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: Message) => void; reject: (error: Error) => void }>();
  const errors: string[] = [];
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id !== undefined && pending.has(message.id)) {
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.type === 'error') {
        waiter?.reject(new Error(`${message.error}: ${message.message}`));
      } else waiter?.resolve(message);
      return;
    }
    if (message.method === 'log.entryAdded') {
      const entry = message.params as { level: string; text?: string; type: string; method?: string };
      if (entry.level === 'error' || entry.level === 'warn') {
        errors.push(`${entry.type} ${entry.level}: ${entry.text ?? ''}`);
      }
    } else if (message.method === 'network.fetchError') {
      const params = message.params as { errorText: string; request: { url: string } };
      // NS_BINDING_ABORTED: the check navigated on before the page finished loading (an icon, say).
      if (params.errorText !== 'NS_BINDING_ABORTED') {
        errors.push(`request failed: ${params.request.url} (${params.errorText})`);
      }
    }
  };
  async function send(method: string, params: Record<string, unknown> = {}): Promise<Message> {
    const id = ++nextId;
    const answer = new Promise<Message>((resolve, reject) => pending.set(id, { resolve, reject }));
    socket.send(JSON.stringify({ id, method, params }));
    return answer;
  }

  const session = await send('session.new', {
    capabilities: { alwaysMatch: { acceptInsecureCerts: false } },
  });
  const capabilities = (session.result as { capabilities: { browserVersion: string } }).capabilities;
  await send('session.subscribe', { events: ['log.entryAdded', 'network.fetchError'] });
  const tree = await send('browsingContext.getTree', {});
  const context = (tree.result as { contexts: { context: string }[] }).contexts[0]?.context ?? '';

  async function elementId(selector: string): Promise<string> {
    const answer = await send('script.callFunction', {
      functionDeclaration: '(selector) => document.querySelector(selector)',
      arguments: [{ type: 'string', value: selector }],
      target: { context },
      awaitPromise: false,
    });
    const value = (answer.result as { result: RemoteValue }).result;
    if (!value.sharedId) throw new Error(`no element matches ${selector}`);
    return value.sharedId;
  }

  async function pointer(selector: string, pointerType: 'mouse' | 'touch') {
    const sharedId = await elementId(selector);
    await send('script.callFunction', {
      functionDeclaration: '(element) => element.scrollIntoView({ block: "center" })',
      arguments: [{ sharedId }],
      target: { context },
      awaitPromise: false,
    });
    await send('input.performActions', {
      context,
      actions: [
        {
          type: 'pointer',
          id: pointerType,
          parameters: { pointerType },
          actions: [
            { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: { sharedId } } },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    await send('input.releaseActions', { context });
  }

  return {
    name: 'Firefox',
    version: capabilities.browserVersion,
    async goto(url, { wait = true } = {}) {
      await send('browsingContext.navigate', { context, url, wait: wait ? 'complete' : 'none' });
    },
    async evaluate(fn, ...args) {
      const answer = await send('script.callFunction', {
        functionDeclaration: `async (...args) => JSON.stringify(await (${fn.toString()})(...args.map((arg) => JSON.parse(arg))))`,
        arguments: args.map((value) => ({ type: 'string', value: JSON.stringify(value) })),
        target: { context },
        awaitPromise: true,
      });
      const result = answer.result as {
        type: string;
        result?: RemoteValue;
        exceptionDetails?: { text: string };
      };
      if (result.type === 'exception') throw new Error(`in the page: ${result.exceptionDetails?.text}`);
      const text = result.result?.value as string | undefined;
      return text === undefined ? undefined : JSON.parse(text);
    },
    click: (selector) => pointer(selector, 'mouse'),
    tap: (selector) => pointer(selector, 'touch'),
    async press(key) {
      await send('input.performActions', {
        context,
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
      await send('browsingContext.setViewport', { context, viewport: { width, height } });
    },
    async takeErrors() {
      return errors.splice(0);
    },
    async close() {
      await send('session.end').catch(() => undefined);
      socket.close();
      stop();
    },
  };
}
