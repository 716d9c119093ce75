/**
 * Finds a Chromium for the browser tests: CHROMIUM_PATH, else a system Chromium or Chrome, else
 * Playwright's own build if one is installed. Never downloads anything by itself; see `ensureBrowser`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Flags for headless Chromium on locked-down machines: no sandbox as root, no background network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export type BrowserLookup = { path: string; source: string } | { path: undefined; help: string };

async function playwrightOwnChromium(): Promise<string | undefined> {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<BrowserLookup> {
  const fromEnv = env.CHROMIUM_PATH?.trim();
  if (fromEnv) {
    if (existsSync(fromEnv)) return { path: fromEnv, source: 'CHROMIUM_PATH' };
    return { path: undefined, help: `CHROMIUM_PATH points to ${fromEnv}, which does not exist.` };
  }
  const system = SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate));
  if (system) return { path: system, source: 'system' };
  const own = await playwrightOwnChromium();
  if (own) return { path: own, source: 'playwright' };
  return {
    path: undefined,
    help: [
      'No Chromium found for the browser tests. Any one of these fixes it:',
      '  - Debian/Ubuntu: sudo apt-get install -y chromium',
      '  - macOS: install Google Chrome, or run: npx playwright install chromium',
      '  - or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  };
}

/**
 * Like findChromium, but where no browser exists and the platform has no system package for it (not a
 * Debian-like Linux), asks Playwright to install its own build, which needs network access.
 */
export async function ensureBrowser(): Promise<BrowserLookup> {
  const found = await findChromium();
  if (found.path || process.env.CHROMIUM_PATH) return found;
  if (process.platform === 'linux' && existsSync('/usr/bin/apt-get')) return found;
  try {
    console.log('No local Chromium: installing Playwright’s own build (needs network access)…');
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
  } catch {
    return found;
  }
  return findChromium();
}
