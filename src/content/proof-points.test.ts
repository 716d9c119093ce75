import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { personas } from '#src/content/personas/index.ts';
import { useCases } from '#src/content/use-cases/index.ts';
import { about } from './about';
import { caseStudies, customersPage, findCaseStudy } from './case-studies';
import { readSingleton } from './loaders/read.ts';
import { ownerFacts } from './owner-facts';
import { playbooks } from './playbooks';
import { proofPoint } from './proof-points';

/** Words a case study's solution or results use when it describes running a play. */
const PLAY_EVIDENCE: Record<string, RegExp> = {
  'Competitive new biz': /new-business|outbound|ideal-customer accounts|target accounts/i,
  'Closed lost revival': /closed-lost/i,
  'Deal protection': /At-Risk/,
};

const storyText = (slug: Parameters<typeof findCaseStudy>[0]) => {
  const { solution, results } = findCaseStudy(slug);
  return JSON.stringify([solution, results]);
};

describe('playbook proof points', () => {
  it.each(playbooks.playbooks.map((playbook) => [playbook.title, playbook] as const))(
    '%s: the proof comes from a source that describes its play, and says what the source says',
    (_title, playbook) => {
      const { proof } = playbook;
      expect(playbook).toMatchObject(proofPoint(proof));
      if ('claim' in proof) {
        const fact = ownerFacts.claims[proof.claim];
        expect(playbook.caseStudy).toBe(fact.value.sentence);
        // The sentence carries the figure the owner fact tracks across the site.
        expect(fact.value.figures.some((figure) => fact.value.sentence.includes(figure))).toBe(true);
        expect(fact.appearsOn.map(({ path }) => path)).toContain('/playbooks');
        // A claim stands in only where no customer story describes the play.
        const play = playbook.sampleAlert.play;
        expect(caseStudies.filter((study) => (study.plays as readonly string[]).includes(play))).toEqual([]);
        return;
      }
      const study = findCaseStudy(proof.caseStudy);
      // The play is the playbook's own (its sample alert's response), and the customer runs it.
      expect(proof.play).toBe(playbook.sampleAlert.play);
      expect(study.plays).toContain(proof.play);
      expect(storyText(proof.caseStudy)).toMatch(PLAY_EVIDENCE[proof.play] ?? /^$/);
      // Every figure is one of the study's own metrics, with its own label.
      for (const index of proof.metrics) {
        const metric = study.metrics[index];
        expect(metric).toBeDefined();
        expect(playbook.caseStudy).toContain(`${metric?.value} ${metric?.label}`);
      }
      expect(playbook.caseStudy.startsWith(study.company)).toBe(true);
      expect(playbook.caseStudyLink).toEqual({ label: `Read the ${study.company} story`, href: study.path });
    },
  );

  it('refuses a case study that does not describe the play, or a metric it does not have', () => {
    expect(() => proofPoint({ caseStudy: 'vendr', play: 'Closed lost revival', metrics: [0] })).toThrow(
      /does not describe the play/,
    );
    expect(() => proofPoint({ caseStudy: 'athenian', play: 'Competitive upsell', metrics: [0] })).toThrow();
    expect(() => proofPoint({ caseStudy: 'vendr', play: 'Deal protection', metrics: [5] })).toThrow(
      /no metric 5/,
    );
  });
});

/** Sentences of a piece of copy. */
const sentences = (value: unknown) => JSON.stringify(value).split(/(?<=[.!?])\s+|","/);
const FIGURE = /\$?\d[\d.,]*\d?[%MKx]?/g;

describe('customer results cited anywhere in the copy', () => {
  const copy = {
    home: readSingleton('home'),
    about,
    pricing: readSingleton('pricing'),
    customersPage,
    // The proof sources are indices, not copy.
    playbooks: playbooks.playbooks.map(({ proof: _, ...rest }) => rest),
    personas,
    useCases,
    article: readFileSync(join(import.meta.dirname, 'blog', 'competitive-blind-spot.md'), 'utf8'),
  };

  it.each(caseStudies.map((study) => [study.company, study] as const))(
    'a sentence naming %s quotes only figures of its case study',
    (company, study) => {
      const own = new Set(
        study.metrics.flatMap((metric) => [metric.value, ...(metric.label.match(FIGURE) ?? [])]),
      );
      const cited = sentences(copy)
        .filter((sentence) => sentence.includes(company))
        .flatMap((sentence) => sentence.match(FIGURE) ?? []);
      expect(cited.filter((figure) => !own.has(figure.replace(/[.,]$/, '')))).toEqual([]);
    },
  );
});
