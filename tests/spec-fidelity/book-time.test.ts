/**
 * Spec fidelity for /book-time (spec §2 "/book-time", §9 "Interface"): a 30-minute meeting with the
 * founder, in a scheduler box 700 px high and at least 320 px wide, whose script loads asynchronously and
 * hides the widget's event details and its consent banner. The words are read from pages/book-time.yaml
 * as the page builds them; the box is the component's (its e2e test measures it in a browser).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { company } from '#src/content/company.ts';
import { readSingleton } from '#src/content/loaders/read.ts';
import { calendlyEmbedUrl } from '#src/lib/calendly.ts';
import { siteConfig } from '#src/site.config.ts';

const bookTime = readSingleton('bookTime');

describe('/book-time (spec §2)', () => {
  it('books a 30-minute meeting, and says so', () => {
    expect(siteConfig.scheduler.meetingMinutes).toBe(30);
    expect(bookTime.headline).toContain('30 minutes');
    expect(bookTime.scheduler.subheading).toMatch(/30-minute/);
  });

  it('is with the founder', () => {
    expect(bookTime.scheduler.subheading).toContain(company.founder.name);
    expect(bookTime.scheduler.regionLabel).toContain(company.founder.name);
  });

  it('draws the scheduler box 700 px high and at least 320 px wide', () => {
    const component = readFileSync(
      join(import.meta.dirname, '../../src/components/scheduler/scheduler-embed.tsx'),
      'utf8',
    );
    expect(component).toMatch(/\bh-\[700px\]/);
    expect(component).toMatch(/\bmin-w-\[320px\]/);
  });

  it('hides the widget’s event details and consent banner', () => {
    const url = new URL(calendlyEmbedUrl('https://calendly.com/example/30min'));
    expect(url.searchParams.get('hide_event_type_details')).toBe('1');
    expect(url.searchParams.get('hide_gdpr_banner')).toBe('1');
  });
});
