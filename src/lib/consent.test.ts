// @vitest-environment jsdom

import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_VALUES, hostileValue, seededRandom } from '../../tests/hostile-input.ts';
import {
  CONSENT_STORAGE_KEY,
  consentState,
  privacySignalSet,
  setConsent,
  startConsentChoice,
} from './consent';

function setSignals(signals: { doNotTrack?: string | null; globalPrivacyControl?: boolean }) {
  Object.defineProperty(navigator, 'doNotTrack', {
    configurable: true,
    get: () => signals.doNotTrack ?? null,
  });
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    configurable: true,
    get: () => signals.globalPrivacyControl,
  });
}

/** What the head script sets on <html>. */
function runHeadScript(): string | undefined {
  delete document.documentElement.dataset.consent;
  // Its click listener is tested in a window of its own (below); here it must not outlive the test.
  vi.spyOn(document, 'addEventListener').mockImplementation(() => undefined);
  startConsentChoice(window);
  return document.documentElement.dataset.consent;
}

beforeEach(() => {
  localStorage.clear();
  setSignals({});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('privacy signals', () => {
  it.each([
    [{}, false],
    [{ doNotTrack: '0' }, false],
    [{ doNotTrack: '1' }, true],
    [{ doNotTrack: 'yes' }, true],
    [{ doNotTrack: null }, false],
    [{ doNotTrack: 'unspecified' }, false],
    [{ globalPrivacyControl: false }, false],
    [{ globalPrivacyControl: true }, true],
    [{ doNotTrack: '0', globalPrivacyControl: true }, true],
  ])('%o → refusal %s', (signals, refused) => {
    expect(privacySignalSet(signals)).toBe(refused);
  });
});

describe('consent state', () => {
  it.each([
    ['nothing stored', {}, null, 'unset'],
    ['accepted', {}, 'granted', 'granted'],
    ['rejected', {}, 'denied', 'denied'],
    ['a value it did not write', {}, 'maybe', 'unset'],
    ['Global Privacy Control after accepting', { globalPrivacyControl: true }, 'granted', 'signal'],
    ['Do Not Track', { doNotTrack: '1' }, null, 'signal'],
  ] as const)('%s, and the head script agrees', (_name, signals, stored, expected) => {
    setSignals(signals);
    if (stored) localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    expect(consentState(window)).toBe(expected);
    expect(runHeadScript()).toBe(expected);
  });

  it('gives no choice for any other stored value, in the head script as in consentState', () => {
    const random = seededRandom(9);
    const generated = Array.from({ length: 200 }, () => hostileValue(random, ['granted', 'denied']));
    for (const stored of [...HOSTILE_VALUES, ...generated, 'granted ', 'GRANTED', 'granted\u0000']) {
      localStorage.setItem(CONSENT_STORAGE_KEY, stored);
      const expected = stored === 'granted' || stored === 'denied' ? stored : 'unset';
      expect(consentState(window), JSON.stringify(stored)).toBe(expected);
      expect(runHeadScript(), JSON.stringify(stored)).toBe(expected);
    }
  });

  it('gives no choice where storage cannot be read, in the head script as in consentState', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(consentState(window)).toBe('unset');
    expect(runHeadScript()).toBe('unset');
  });
});

describe('choosing', () => {
  it('stores the choice first-party, mirrors it on <html> and announces it', () => {
    const heard: string[] = [];
    window.addEventListener('countermove:consent', (event) => heard.push(event.detail));
    setConsent(window, 'granted');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(document.documentElement.dataset.consent).toBe('granted');
    setConsent(window, 'denied');
    expect(heard).toEqual(['granted', 'denied']);
  });

  it('wires the banner buttons and the footer control from the head script, before any script file', () => {
    // A window of its own: the head script's document listener must not outlive this test.
    const { window: win } = new JSDOM(
      `<!doctype html><body><section id="consent-banner" tabindex="-1">
      <button data-consent-choice="granted">Accept</button>
      <button data-consent-choice="denied"><span>Reject</span></button></section>
      <footer><button data-consent-open>Cookie settings</button></footer></body>`,
      { runScripts: 'outside-only', url: 'https://www.countermove.io/' },
    );
    win.Element.prototype.scrollIntoView = vi.fn();
    startConsentChoice(win as unknown as Window & typeof globalThis);
    const root = win.document.documentElement;
    expect(root.dataset.consent).toBe('unset');
    const heard: string[] = [];
    win.addEventListener('countermove:consent', (event) => heard.push(event.detail));
    const click = (selector: string) => (win.document.querySelector(selector) as HTMLElement).click();

    click('[data-consent-choice="denied"] span');
    expect(consentState(win as unknown as Window)).toBe('denied');
    expect(root.dataset.consent).toBe('denied');
    click('[data-consent-open]');
    expect(root.dataset.consent).toBe('unset');
    expect(win.document.activeElement?.id).toBe('consent-banner');
    // Reopening changes nothing until a choice is made.
    expect(win.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    click('[data-consent-choice="granted"]');
    expect(consentState(win as unknown as Window)).toBe('granted');
    // Recorded and announced as setConsent does it.
    expect(heard).toEqual(['denied', 'granted']);
    expect(win.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
  });
});
