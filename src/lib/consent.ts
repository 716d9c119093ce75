/**
 * The visitor's consent choice for analytics and the embedded scheduler (decision 0009).
 *
 * - Stored first-party in localStorage under CONSENT_STORAGE_KEY as `granted` or `denied`: the record of
 *   a choice is itself strictly necessary, so it needs no consent of its own. Nothing else is stored
 *   before the visitor agrees.
 * - Do Not Track and Global Privacy Control count as refusal: those visitors see no banner, and analytics
 *   and the scheduler never start by themselves.
 * - The state is mirrored on `<html data-consent>` before the first paint (`startConsentChoice`), so CSS
 *   shows the banner only while undecided and nothing shifts once scripts run:
 *   `unset` (ask), `granted`, `denied`, `signal` (DNT/GPC). Without JavaScript the attribute is absent
 *   and neither the banner nor the footer's "Cookie settings" button is shown (nothing runs to consent to).
 * - Changes are announced on window as the `countermove:consent` event (./window-events), which the
 *   analytics boot and the scheduler listen for.
 */

import { oneOf, readStorage } from './outside-input';
import { type ConsentChoice, emitWindowEvent, onWindowEvent } from './window-events';

export type { ConsentChoice };

export type ConsentState = ConsentChoice | 'unset' | 'signal';

export const CONSENT_STORAGE_KEY = 'countermove:consent';
/** `data-consent-choice="granted|denied"` on the banner's buttons. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
/** `data-consent-open` on the footer's "Cookie settings" button. */
export const CONSENT_OPEN_ATTRIBUTE = 'data-consent-open';
export const CONSENT_BANNER_ID = 'consent-banner';

type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

/** True when the browser asks not to be tracked: Do Not Track or Global Privacy Control. */
export function privacySignalSet(navigator: PrivacySignals): boolean {
  const dnt = navigator.doNotTrack;
  return dnt === '1' || dnt === 'yes' || navigator.globalPrivacyControl === true;
}

function storageOf(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

const CHOICES = ['granted', 'denied'] as const satisfies readonly ConsentChoice[];

/**
 * The stored choice, if any: exactly `granted` or `denied` (./outside-input); anything else stored under
 * the key, or storage that cannot be read, is no choice. CONSENT_HEAD_SCRIPT applies the same rule.
 */
export function storedChoice(win: Window): ConsentChoice | undefined {
  return oneOf(readStorage(win, 'localStorage', CONSENT_STORAGE_KEY), CHOICES);
}

/** The current state: a browser signal wins over everything, then the stored choice. */
export function consentState(win: Window): ConsentState {
  if (privacySignalSet(win.navigator as PrivacySignals)) {
    return 'signal';
  }
  return storedChoice(win) ?? 'unset';
}

/** Whether analytics and the scheduler may start without a further click. */
export function consentGranted(win: Window): boolean {
  return consentState(win) === 'granted';
}

/** Records a choice, mirrors it on <html> and tells the listeners. */
export function setConsent(win: Window, choice: ConsentChoice): void {
  try {
    storageOf(win)?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage refused (privacy mode, quota): the choice holds for this page only.
  }
  win.document.documentElement.dataset.consent = choice;
  emitWindowEvent(win, 'countermove:consent', choice);
}

/** Calls `listener` with every later choice. */
export function onConsentChange(win: Window, listener: (choice: ConsentChoice) => void): () => void {
  return onWindowEvent(win, 'countermove:consent', (choice) => {
    if (choice === 'granted' || choice === 'denied') listener(choice);
  });
}

/**
 * The consent head script (`head-scripts/consent.ts` runs it; the build inlines it in <head> before the
 * body is parsed, so it is in the CSP by hash and needs nothing from `/_astro/`: a tap before any script
 * file arrives is never lost):
 * - sets `data-consent`, so the banner is shown or hidden from the first paint;
 * - wires the banner's buttons and the footer's "Cookie settings" button by one delegated listener: a
 *   choice is recorded by `setConsent`; "Cookie settings" shows the banner again and moves focus to it,
 *   changing nothing stored until a choice is made.
 */
export function startConsentChoice(win: Window & typeof globalThis): void {
  const root = win.document.documentElement;
  root.dataset.consent = consentState(win);
  win.document.addEventListener('click', (event) => {
    const target = event.target;
    if (!(target instanceof win.Element)) return;
    const choice = target.closest(`[${CONSENT_CHOICE_ATTRIBUTE}]`)?.getAttribute(CONSENT_CHOICE_ATTRIBUTE);
    if (choice === 'granted' || choice === 'denied') {
      setConsent(win, choice);
      return;
    }
    if (target.closest(`[${CONSENT_OPEN_ATTRIBUTE}]`)) {
      root.dataset.consent = 'unset';
      const banner = win.document.getElementById(CONSENT_BANNER_ID);
      banner?.scrollIntoView({ block: 'start' });
      banner?.focus();
    }
  });
}
