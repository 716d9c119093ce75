import { company } from '#src/content/company.ts';
import { metadataIssues } from '#src/lib/page-metadata.ts';
import { siteConfig } from '#src/site.config.ts';
import { PLACEHOLDER_PATTERN } from '../../tests/content-rules.ts';
import { bookTime } from './book-time';

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('book-time content', () => {
  it('has a title and description of sensible length', () => {
    expect(metadataIssues(bookTime.meta)).toEqual([]);
  });

  it('is about a 30-minute meeting with the founder', () => {
    expect(siteConfig.scheduler.meetingMinutes).toBe(30);
    expect(bookTime.headline).toContain('30 minutes');
    expect(bookTime.agendaHeading).toContain('30 minutes');
    expect(bookTime.host).toMatchObject({ name: 'Maya Okafor', title: 'Founder & CEO' });
    expect(bookTime.scheduler.subheading).toContain('Maya Okafor');
  });

  it('names the integrations from config and no placeholder text', () => {
    const text = strings(bookTime).join('\n');
    expect(text).toContain(company.integrations.teamChat);
    expect(text).toContain(company.integrations.salesCrm);
    expect(text).not.toMatch(PLACEHOLDER_PATTERN);
    expect(text).not.toMatch(/!/);
  });

  it('uses only figures the spec gives', () => {
    const figures = strings(bookTime)
      .join('\n')
      .match(/\d+(?:[.,-]\d+)*%?/g);
    expect(new Set(figures)).toEqual(new Set(['30', '1-2']));
  });
});
