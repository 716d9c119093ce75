// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { readSingleton } from '#src/content/loaders/read.ts';
import { CONSENT_STORAGE_KEY, setConsent } from '#src/lib/consent.ts';
import { SchedulerEmbed } from './scheduler-embed';

const bookTime = readSingleton('bookTime');

const props = {
  embedUrl: 'https://calendly.com/countermove/30min?hide_event_type_details=1&hide_gdpr_banner=1',
  bookingUrl: 'https://calendly.com/countermove/30min',
  emailHref: 'mailto:support@countermove.io',
  copy: bookTime.scheduler,
};

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('SchedulerEmbed before the visitor agrees', () => {
  beforeEach(() => localStorage.clear());

  it('requests nothing and offers the scheduler, the direct link and the email in the same box', () => {
    const load = vi.fn(() => new Promise<void>(() => {}));
    render(<SchedulerEmbed {...props} loadWidget={load} />);
    expect(load).not.toHaveBeenCalled();
    const box = screen.getByRole('region', { name: bookTime.scheduler.regionLabel });
    expect(box).toHaveAttribute('data-status', 'consent');
    expect(box).toHaveClass('h-[700px]', 'min-w-[320px]');
    expect(screen.getByRole('link', { name: bookTime.scheduler.bookingLinkLabel })).toHaveAttribute(
      'href',
      props.bookingUrl,
    );
    expect(screen.getByRole('link', { name: bookTime.scheduler.emailLinkLabel })).toHaveAttribute(
      'href',
      props.emailHref,
    );
  });

  it('loads the widget after one click on "Show the scheduler", keeping focus in the box', () => {
    const load = vi.fn(() => new Promise<void>(() => {}));
    render(<SchedulerEmbed {...props} loadWidget={load} />);
    fireEvent.click(screen.getByRole('button', { name: bookTime.scheduler.showLabel }));
    expect(load).toHaveBeenCalledOnce();
    const box = screen.getByRole('region', { name: bookTime.scheduler.regionLabel });
    expect(box).toHaveAttribute('data-status', 'loading');
    expect(document.activeElement).toBe(box);
    // Showing it once is not a stored choice.
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('loads the widget on hydration when "Show the scheduler" was pressed before it (first-touch mark)', () => {
    const load = vi.fn(() => new Promise<void>(() => {}));
    const island = document.createElement('astro-island');
    island.setAttribute('data-scheduler-requested', '');
    document.body.append(island);
    render(<SchedulerEmbed {...props} loadWidget={load} />, { container: island });
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByRole('region', { name: bookTime.scheduler.regionLabel })).toHaveAttribute(
      'data-status',
      'loading',
    );
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('stays unloaded in an island nobody pressed', () => {
    const load = vi.fn(() => new Promise<void>(() => {}));
    const island = document.createElement('astro-island');
    document.body.append(island);
    render(<SchedulerEmbed {...props} loadWidget={load} />, { container: island });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the widget when the visitor accepts the consent choice on this page', () => {
    const load = vi.fn(() => new Promise<void>(() => {}));
    render(<SchedulerEmbed {...props} loadWidget={load} />);
    act(() => setConsent(window, 'denied'));
    expect(load).not.toHaveBeenCalled();
    act(() => setConsent(window, 'granted'));
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('SchedulerEmbed with consent', () => {
  beforeEach(() => localStorage.setItem(CONSENT_STORAGE_KEY, 'granted'));
  afterEach(() => localStorage.clear());

  it('renders one empty widget container with the embed URL inside the reserved box', () => {
    const { container } = render(<SchedulerEmbed {...props} loadWidget={() => new Promise(() => {})} />);
    const widgets = container.querySelectorAll('.calendly-inline-widget');
    expect(widgets).toHaveLength(1);
    expect(widgets[0]).toHaveAttribute('data-url', props.embedUrl);
    expect(widgets[0]?.childElementCount).toBe(0);
    const box = screen.getByRole('region', { name: bookTime.scheduler.regionLabel });
    expect(box).toHaveClass('h-[700px]', 'min-w-[320px]');
  });

  it('shows the direct booking link while loading', () => {
    render(<SchedulerEmbed {...props} loadWidget={() => new Promise(() => {})} />);
    expect(screen.getByRole('status')).toHaveTextContent(bookTime.scheduler.loading);
    expect(screen.getByRole('link', { name: bookTime.scheduler.bookingLinkLabel })).toHaveAttribute(
      'href',
      props.bookingUrl,
    );
  });

  it('removes its status layer once the widget script has run', async () => {
    const load = deferred();
    render(<SchedulerEmbed {...props} loadWidget={() => load.promise} />);
    await act(async () => load.resolve());
    expect(screen.getByRole('region')).toHaveAttribute('data-status', 'ready');
    expect(screen.queryByRole('link', { name: bookTime.scheduler.bookingLinkLabel })).toBeNull();
  });

  it('shows the fallback card with the booking link and email when the widget cannot load', async () => {
    const load = deferred();
    render(<SchedulerEmbed {...props} loadWidget={() => load.promise} />);
    await act(async () => load.reject(new Error('blocked')));
    expect(screen.getByRole('heading', { name: bookTime.scheduler.failedTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bookTime.scheduler.bookingLinkLabel })).toHaveAttribute(
      'href',
      props.bookingUrl,
    );
    expect(screen.getByRole('link', { name: bookTime.scheduler.emailLinkLabel })).toHaveAttribute(
      'href',
      props.emailHref,
    );
  });

  it('loads the widget once per mount, also under StrictMode and on re-render', async () => {
    const loadWidget = vi.fn(() => new Promise<void>(() => {}));
    const { rerender } = render(
      <StrictMode>
        <SchedulerEmbed {...props} loadWidget={loadWidget} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <SchedulerEmbed {...props} loadWidget={loadWidget} />
      </StrictMode>,
    );
    // StrictMode mounts twice in development; the loader itself adds the script only once per page.
    expect(loadWidget.mock.calls.length).toBeLessThanOrEqual(2);
    expect(document.querySelectorAll('.calendly-inline-widget')).toHaveLength(1);
  });

  it('records demo_booked for a booking message from calendly.com only', async () => {
    render(<SchedulerEmbed {...props} loadWidget={() => new Promise(() => {})} />);
    const tracked = vi.fn((_event: Event) => undefined);
    window.addEventListener('countermove:track', tracked);
    const data = { event: 'calendly.event_scheduled', payload: {} };
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data }));
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://calendly.com', data: { event: 'x' } }),
    );
    expect(tracked).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://calendly.com', data }));
    await waitFor(() => expect(tracked).toHaveBeenCalledOnce());
    const [event] = tracked.mock.calls[0] ?? [];
    expect((event as CustomEvent | undefined)?.detail).toEqual({
      event: 'demo_booked',
      properties: { scheduler: 'calendly', meeting: 'founder_30_min' },
    });
    window.removeEventListener('countermove:track', tracked);
  });
});

describe('SchedulerEmbed if it throws', () => {
  it('falls back to the failed card, whose links need no script', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const listen = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      if (type === 'message') throw new Error('forced');
      listen(type, listener, options);
    });
    render(<SchedulerEmbed {...props} loadWidget={() => new Promise<void>(() => {})} />);
    const box = screen.getByRole('region', { name: bookTime.scheduler.regionLabel });
    expect(box).toHaveAttribute('data-island-fallback');
    expect(box).toHaveAttribute('data-status', 'failed');
    expect(screen.getByRole('heading', { name: bookTime.scheduler.failedTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bookTime.scheduler.bookingLinkLabel })).toHaveAttribute(
      'href',
      props.bookingUrl,
    );
    expect(screen.getByRole('link', { name: bookTime.scheduler.emailLinkLabel })).toHaveAttribute(
      'href',
      props.emailHref,
    );
    expect(errors).toHaveBeenCalled();
  });
});
