import { caseStudies } from '#src/content/case-studies.ts';
import { readCollection, readEntry } from '#src/content/loaders/read.ts';
import { contentOf, pagesFrom, pagesShowing, sitePages } from './launch-check-pages';

const story = { id: 'acme', company: 'Acme' };

describe('pagesShowing', () => {
  const page = (path: string, text: string, references: string[] = []) => ({
    path,
    text,
    references: new Set(references),
  });

  it('finds the pages that name the company, link to its story or refer to it', () => {
    const pages = [
      page('/a', 'Acme closed 80 deals.'),
      page('/b', 'See [the story](/customers-acme#results).'),
      page('/c', 'A band.', ['caseStudies/acme']),
      page('/d', 'Acmes and Acme-like tools, /customers-acme-two, and caseStudies/acme as words.'),
      page('/e', 'A band.', ['caseStudies/other']),
    ];
    expect(pagesShowing(story, pages)).toEqual(['/a', '/b', '/c']);
  });
});

describe('pagesFrom', () => {
  it('gives a page what its entry says and what the entries it refers to say, at any depth', () => {
    const entries = new Map([
      ['library', contentOf({ title: 'Playbooks', items: [{ collection: 'playbooks', id: 'one' }] })],
      ['playbooks/one', contentOf({ proof: { collection: 'proofPoints', id: 'p' } })],
      ['proofPoints/p', contentOf({ source: { caseStudy: { collection: 'caseStudies', id: 'acme' } } })],
      ['caseStudies/acme', contentOf({ company: 'Acme' }, 'A body.')],
    ]);
    const [library] = pagesFrom(entries, new Map([['library', ['/playbooks']]]));
    expect(library?.path).toBe('/playbooks');
    expect([...(library?.references ?? [])]).toEqual(['playbooks/one', 'proofPoints/p', 'caseStudies/acme']);
    expect(library?.text).toContain('A body.');
    expect(pagesShowing(story, library ? [library] : [])).toEqual(['/playbooks']);
  });

  it('puts an entry shown on several pages (an owner fact) on each', () => {
    const entries = new Map([['ownerFacts/quote', contentOf({ company: 'Acme' })]]);
    const pages = pagesFrom(entries, new Map([['ownerFacts/quote', ['/', '/about']]]));
    expect(pagesShowing(story, pages)).toEqual(['/', '/about']);
  });
});

describe('sitePages (the site’s content)', () => {
  const pages = sitePages();

  it('has a page per customer story that names its company', () => {
    for (const study of caseStudies())
      expect(pagesShowing({ id: study.slug, company: study.company }, pages)).toContain(study.path);
  });

  it('counts an owner fact’s value on the pages it names', () => {
    const teaser = readEntry('ownerFacts', 'quote-home-teaser').data;
    const company = (teaser.value.value as { company: string }).company;
    const study = caseStudies().find((candidate) => candidate.company === company);
    expect(study).toBeDefined();
    const shown = pagesShowing({ id: study?.slug ?? '', company }, pages);
    for (const { path } of teaser.appearsOn) expect(shown).toContain(path);
  });

  it('counts every playbook on the library page, with the stories its proof point cites', () => {
    const library = pages.find((page) => page.path === '/playbooks');
    for (const { id, data } of readCollection('playbooks')) {
      expect(library?.text, id).toContain(data.objective);
      const { source } = readEntry('proofPoints', data.proofPoint.id).data;
      if (source.discriminant === 'caseStudy')
        expect(library?.references, id).toContain(`caseStudies/${source.value.caseStudy.id}`);
    }
  });
});
