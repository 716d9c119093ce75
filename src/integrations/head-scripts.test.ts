import { createHash } from 'node:crypto';
import { JSDOM } from 'jsdom';
import type { ToastRequest } from '#src/lib/toast-queue.ts';
import { buildHeadScript } from './head-scripts.ts';

// The scripts as the pages inline them, run in a window the way the browser runs a classic inline script.
const consent = await buildHeadScript('src/lib/head-scripts/consent.ts');
const firstTouch = await buildHeadScript('src/lib/head-scripts/first-touch.ts');

function page(body: string, options: { doNotTrack?: string; stored?: string } = {}) {
  const dom = new JSDOM(`<!doctype html><html><head></head><body>${body}</body></html>`, {
    runScripts: 'outside-only',
    url: 'https://www.countermove.io/',
  });
  const win = dom.window;
  if (options.doNotTrack) Object.defineProperty(win.navigator, 'doNotTrack', { value: options.doNotTrack });
  if (options.stored) win.localStorage.setItem('countermove:consent', options.stored);
  win.Element.prototype.scrollIntoView = () => undefined;
  win.matchMedia = () => ({ matches: false, addEventListener: () => undefined }) as unknown as MediaQueryList;
  return win;
}

describe('head scripts as built', () => {
  it('are one minified classic script each, with the CSP hash of exactly that text', () => {
    for (const script of [consent, firstTouch]) {
      expect(script.code).not.toMatch(/^\s*(import|export)\b|<\/script/i);
      expect(script.code.split('\n')).toHaveLength(1);
      expect(script.hash).toBe(createHash('sha256').update(script.code).digest('base64'));
    }
  });

  it('consent: marks <html> before the body is read and records a choice without any script file', () => {
    expect(page('').eval(`${consent.code};document.documentElement.dataset.consent`)).toBe('unset');
    expect(
      page('', { stored: 'denied' }).eval(`${consent.code};document.documentElement.dataset.consent`),
    ).toBe('denied');
    expect(
      page('', { doNotTrack: '1', stored: 'granted' }).eval(
        `${consent.code};document.documentElement.dataset.consent`,
      ),
    ).toBe('signal');

    const win = page(
      '<section id="consent-banner"><button data-consent-choice="granted">Accept</button></section>',
    );
    win.eval(consent.code);
    const heard: string[] = [];
    win.addEventListener('countermove:consent', (event) => heard.push(event.detail));
    win.document.querySelector('button')?.click();
    expect(win.localStorage.getItem('countermove:consent')).toBe('granted');
    expect(heard).toEqual(['granted']);
  });

  it('first touch: marks the page and queues a toast a link asks for', () => {
    const win = page('<a href="#x" data-toast-title="Sent" data-toast-description="To security">Request</a>');
    win.eval(firstTouch.code);
    expect(win.document.documentElement.dataset.firstTouch).toBe('');
    const heard: ToastRequest[] = [];
    win.addEventListener('countermove:toast', (event) => heard.push(event.detail));
    win.document.querySelector('a')?.click();
    expect(heard).toEqual([{ title: 'Sent', description: 'To security' }]);
    expect((win as unknown as Window).countermoveToasts).toEqual(heard);
  });
});
