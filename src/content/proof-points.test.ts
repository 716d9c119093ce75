import { findCaseStudy } from './case-studies';
import { readCollection, readEntry } from './loaders/read.ts';
import { readPlaybooks } from './playbooks';
import { proofPointView, readProofPoint } from './proof-points';

const points = readCollection('proofPoints');

describe('proof points as a playbook shows them', () => {
  it.each(points.map((point) => [point.id, point] as const))(
    '%s: the line comes from its source, with a link to the story when it has one',
    (id, { data }) => {
      const view = readProofPoint(id);
      if (data.source.discriminant === 'claim') {
        const fact = readEntry('ownerFacts', data.source.value.claim.id).data.value.value as {
          sentence: string;
        };
        expect(view).toEqual({ sentence: fact.sentence });
        return;
      }
      const study = findCaseStudy(data.source.value.caseStudy.id);
      expect(view).toEqual({
        sentence: data.source.value.sentence,
        link: { label: study.linkLabel, href: study.path },
      });
    },
  );

  it('need their source to show', () => {
    const story = points.find((point) => point.data.source.discriminant === 'caseStudy');
    const claim = points.find((point) => point.data.source.discriminant === 'claim');
    if (!story || !claim) throw new Error('the site has a proof point of each kind');
    expect(() => proofPointView(story.data, {})).toThrow(/needs its story/);
    expect(() => proofPointView(claim.data, {})).toThrow(/needs the sentence of its claim/);
    expect(() => readProofPoint('nobody')).toThrow(/src\/content\/proof-points\/nobody\.yaml/);
  });
});

describe('the playbooks’ proof points (src/content/playbooks/)', () => {
  it.each(readPlaybooks().map((playbook) => [playbook.title, playbook] as const))(
    '%s shows the line of the proof point it names, from a story about its own play',
    (_title, playbook) => {
      expect(playbook.proof).toEqual(readProofPoint(playbook.proofPoint.id));
      const { source } = readEntry('proofPoints', playbook.proofPoint.id).data;
      // A story is cited for the playbook's own play (its sample alert's response); the schema refuses others.
      if (source.discriminant === 'caseStudy') expect(source.value.play).toBe(playbook.sampleAlert.play);
    },
  );
});
