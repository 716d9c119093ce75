// @vitest-environment jsdom

import { HOSTILE_VALUES } from '../../tests/hostile-input.ts';
import {
  CALENDLY_WIDGET_SCRIPT,
  calendlyEmbedUrl,
  isEventScheduledMessage,
  loadCalendlyWidget,
  resetCalendlyWidgetForTests,
} from './calendly';

afterEach(() => {
  resetCalendlyWidgetForTests();
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('calendlyEmbedUrl', () => {
  it('hides the event details and the consent banner', () => {
    expect(calendlyEmbedUrl('https://calendly.com/countermove/30min')).toBe(
      'https://calendly.com/countermove/30min?hide_event_type_details=1&hide_gdpr_banner=1',
    );
  });

  it('keeps parameters the booking URL already has', () => {
    expect(calendlyEmbedUrl('https://calendly.com/countermove/30min?month=2026-05')).toBe(
      'https://calendly.com/countermove/30min?month=2026-05&hide_event_type_details=1&hide_gdpr_banner=1',
    );
  });
});

describe('isEventScheduledMessage', () => {
  const scheduled = { event: 'calendly.event_scheduled', payload: {} };

  it('accepts the booking message from calendly.com', () => {
    expect(isEventScheduledMessage({ origin: 'https://calendly.com', data: scheduled })).toBe(true);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example', data: scheduled }],
    ['a look-alike origin', { origin: 'https://calendly.com.evil.example', data: scheduled }],
    ['the same origin', { origin: 'https://www.countermove.io', data: scheduled }],
    ['another Calendly event', { origin: 'https://calendly.com', data: { event: 'calendly.page_height' } }],
    ['a string message', { origin: 'https://calendly.com', data: 'calendly.event_scheduled' }],
    ['no data', { origin: 'https://calendly.com', data: null }],
    ['an array', { origin: 'https://calendly.com', data: ['calendly.event_scheduled'] }],
    [
      'the event in other case',
      { origin: 'https://calendly.com', data: { event: 'CALENDLY.EVENT_SCHEDULED' } },
    ],
    [
      'the event with a control character',
      { origin: 'https://calendly.com', data: { event: 'calendly.event_scheduled\u0000' } },
    ],
    ['a getter that throws', { origin: 'https://calendly.com', data: throwingEvent() }],
  ])('ignores %s', (_case, message) => {
    expect(isEventScheduledMessage(message)).toBe(false);
  });

  it('never throws, whatever the message (tests/hostile-input.ts)', () => {
    for (const value of HOSTILE_VALUES) {
      expect(isEventScheduledMessage({ origin: value, data: { event: 'calendly.event_scheduled' } })).toBe(
        false,
      );
      expect(isEventScheduledMessage({ origin: 'https://calendly.com', data: { event: value } })).toBe(false);
      expect(isEventScheduledMessage({ origin: 'https://calendly.com', data: value })).toBe(false);
    }
  });
});

/** Message data whose `event` getter throws (only a message dispatched in the page itself can be one). */
function throwingEvent(): object {
  return Object.defineProperty({}, 'event', {
    get() {
      throw new Error('hostile getter');
    },
  });
}

describe('loadCalendlyWidget', () => {
  const widgetScripts = () => document.querySelectorAll(`script[src="${CALENDLY_WIDGET_SCRIPT}"]`);

  it('adds the async widget script once, however often it is called', async () => {
    const probe = vi.fn(async () => true);
    const first = loadCalendlyWidget(document, probe);
    const second = loadCalendlyWidget(document, probe);
    await vi.waitFor(() => expect(widgetScripts()).toHaveLength(1));
    const script = widgetScripts()[0] as HTMLScriptElement;
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    expect(probe).toHaveBeenCalledOnce();
    expect(widgetScripts()).toHaveLength(1);
  });

  it('adds no script and rejects when Calendly is unreachable', async () => {
    await expect(loadCalendlyWidget(document, async () => false)).rejects.toThrow('unreachable');
    expect(widgetScripts()).toHaveLength(0);
  });

  it('rejects when the script itself fails', async () => {
    const loading = loadCalendlyWidget(document, async () => true);
    await vi.waitFor(() => expect(widgetScripts()).toHaveLength(1));
    widgetScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('failed to load');
  });
});
