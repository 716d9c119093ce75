// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_EVENT,
  CONSENT_HEAD_SCRIPT,
  CONSENT_STORAGE_KEY,
  consentState,
  privacySignalSet,
  setConsent,
  startConsent,
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

/** What the head script sets, run as the browser runs it. */
function runHeadScript(): string | undefined {
  delete document.documentElement.dataset.consent;
  new Function(CONSENT_HEAD_SCRIPT)();
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
    [{ globalPrivacyControl: true }, true],
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
});

describe('choosing', () => {
  it('stores the choice first-party, mirrors it on <html> and announces it', () => {
    const heard: string[] = [];
    window.addEventListener(CONSENT_EVENT, (event) => heard.push((event as CustomEvent<string>).detail));
    setConsent(window, 'granted');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(document.documentElement.dataset.consent).toBe('granted');
    setConsent(window, 'denied');
    expect(heard).toEqual(['granted', 'denied']);
  });

  it('wires the banner buttons and the footer control by delegation', () => {
    document.body.innerHTML = `
      <section id="consent-banner" tabindex="-1"><button data-consent-choice="granted">Accept</button>
      <button data-consent-choice="denied"><span>Reject</span></button></section>
      <footer><button data-consent-open>Cookie settings</button></footer>`;
    Element.prototype.scrollIntoView = vi.fn();
    startConsent(window);
    (document.querySelector('[data-consent-choice="denied"] span') as HTMLElement).click();
    expect(consentState(window)).toBe('denied');
    (document.querySelector('[data-consent-open]') as HTMLElement).click();
    expect(document.documentElement.dataset.consent).toBe('unset');
    expect(document.activeElement?.id).toBe('consent-banner');
    // Reopening changes nothing until a choice is made.
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    (document.querySelector('[data-consent-choice="granted"]') as HTMLElement).click();
    expect(consentState(window)).toBe('granted');
  });
});
