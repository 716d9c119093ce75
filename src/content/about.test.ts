import { company } from '#src/content/company.ts';
import { metadataIssues } from '#src/lib/page-metadata.ts';
import { BOOK_DEMO_PATH } from '#src/site-map.ts';
import { PLACEHOLDER_PATTERN } from '../../tests/content-rules.ts';
import { about } from './about';

describe('story page (spec §2 "Story page")', () => {
  it('has the three principles, in order', () => {
    expect(about.principles.items.map((principle) => principle.title)).toEqual([
      'Partnership focused on performance',
      'Enterprise-grade by design',
      'Commitment to transparency',
    ]);
  });

  it('has a mission statement', () => {
    expect(about.mission.statement.length).toBeGreaterThan(60);
  });

  it('signs the founder letter with the name and title from the site config', () => {
    expect(about.letter.signature).toEqual({
      name: company.founder.name,
      title: company.founder.title,
    });
    expect(about.letter.paragraphs.length).toBeGreaterThanOrEqual(3);
  });

  it('never types the founder name into the copy itself', () => {
    const copy = JSON.stringify({ ...about, letter: { ...about.letter, signature: null }, cta: null });
    expect(copy).not.toContain(company.founder.name);
  });

  it('states only the spec security figures', () => {
    const figures = JSON.stringify(about).match(/\d[\d.,-]*\s?%?/g) ?? [];
    expect(figures.map((figure) => figure.trim()).sort()).toEqual(['1.2', '256', '30'].sort());
  });

  it('sends the call to action to /book-time and has sensible metadata', () => {
    expect(about.cta.primaryCta).toEqual({ label: "Let's chat here", href: BOOK_DEMO_PATH });
    expect(metadataIssues(about.meta)).toEqual([]);
  });

  it('contains no placeholder text', () => {
    expect(JSON.stringify(about)).not.toMatch(PLACEHOLDER_PATTERN);
  });
});
