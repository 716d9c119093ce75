/**
 * Spec fidelity for the story page, /about (spec §2 "Story page"), read from pages/about.yaml: a mission
 * statement, a founder letter and the three principles the spec names, in its order; no figure beyond
 * the spec's (AES-256, TLS 1.2, the 30-minute call).
 */
import { readSingleton } from '#src/content/loaders/read.ts';

const about = readSingleton('about');

describe('/about (spec §2 "Story page")', () => {
  it('has the three principles, in the spec’s order', () => {
    expect(about.principles.items.map((principle) => principle.title)).toEqual([
      'Partnership focused on performance',
      'Enterprise-grade by design',
      'Commitment to transparency',
    ]);
  });

  it('has a mission statement and a founder letter', () => {
    expect(about.mission.statement.length).toBeGreaterThan(0);
    expect(about.letter.paragraphs.length).toBeGreaterThan(0);
  });

  it('states only the spec’s figures', () => {
    const figures = JSON.stringify(about).match(/\d[\d.,-]*\s?%?/g) ?? [];
    expect([...new Set(figures.map((figure) => figure.trim()))].sort()).toEqual(['1.2', '256', '30']);
  });
});
