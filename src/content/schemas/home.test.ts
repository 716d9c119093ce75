import { PLACEHOLDER_PATTERN } from '../../../tests/content-rules.ts';
import { ALLOWED_FIGURES, collectStrings, isCopy } from '../../../tests/page-copy-rules.ts';
import { readRawSingleton } from '../loaders/files.ts';
import {
  expandEntry,
  factValues,
  nodeReference,
  parseEntry,
  readEntry,
  readSingleton,
} from '../loaders/read.ts';
import { factValueOfKind, homeSchema } from './home.ts';

const raw = readRawSingleton('home');
const schema = homeSchema(nodeReference);

/** The home entry with its tokens replaced and one field (by its keys) set to `value`, checked as the build checks it. */
function parseWith(path: readonly (string | number)[], value: unknown) {
  const data: unknown = structuredClone(expandEntry(raw, factValues()).data);
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data);
  (parent as Record<string | number, unknown>)[path.at(-1) ?? ''] = value;
  return () => parseEntry(schema, data, raw.file);
}

describe('the home entry (src/content/pages/home.yaml)', () => {
  it('follows its schema', () => {
    expect(() => parseEntry(schema, expandEntry(raw, factValues()).data, raw.file)).not.toThrow();
  });

  it('stops the build on an empty heading, naming the file and the field', () => {
    expect(parseWith(['hero', 'headline'], ' ')).toThrow(
      'src/content/pages/home.yaml → hero.headline: is empty',
    );
  });

  it('stops the build on a link to a page that does not exist', () => {
    expect(parseWith(['useCases', 'groups', 0, 'cards', 0, 'href'], '/book-tiem')).toThrow(
      'src/content/pages/home.yaml → useCases.groups[0].cards[0].href: links to /book-tiem, which is not a page of this site',
    );
  });

  it('stops the build on a spec call to action that does not lead to /book-time', () => {
    expect(parseWith(['cta', 'secondaryCta', 'href'], '/pricing')).toThrow(
      'src/content/pages/home.yaml → cta.secondaryCta.href:',
    );
  });

  it('stops the build on a reference to an owner fact that does not exist', () => {
    expect(parseWith(['caseStudy', 'quote'], 'quote-nobody')).toThrow(
      /home\.yaml → caseStudy\.quote: names "quote-nobody", which is not an entry of Owner facts/,
    );
  });

  it('stops the build on a logo naming a customer story that does not exist', () => {
    expect(parseWith(['logos', 'caseStudies', 0], 'acme')).toThrow(
      /home\.yaml → logos\.caseStudies\[0\]: names "acme", which is not an entry of Customer stories/,
    );
  });

  it('stops the build on two tabs with one id, and on funnel stages out of order', () => {
    expect(parseWith(['showcase', 'items', 1, 'id'], 'signals')).toThrow(
      /home\.yaml → showcase\.items: two tabs have the id "signals"/,
    );
    const { stages } = raw.data.funnel as { stages: unknown[] };
    expect(parseWith(['funnel', 'stages'], [...stages].reverse())).toThrow(
      /home\.yaml → funnel\.stages: lists the stages in the order Awareness, Interest/,
    );
  });

  it('stops the build on an alert whose account status does not fit its tag', () => {
    expect(parseWith(['hero', 'visual', 'alert', 'accountStatus'], 'Prospect')).toThrow(
      /home\.yaml → hero\.visual\.alert\.accountStatus: the account status does not fit the tag/,
    );
  });

  it('gives each alert the strategy and the play of its tag', () => {
    const home = readSingleton('home');
    expect(home.hero.visual.alert).toMatchObject({ strategyType: 'defensive', play: 'Deal protection' });
  });
});

describe('what the home page references', () => {
  const home = readSingleton('home');
  const fact = (id: string) => readEntry('ownerFacts', id).data;

  it('is a quote from the teaser story’s company, and a company for each extra logo; another kind of fact stops the build', () => {
    const { quote } = home.caseStudy;
    expect(() => factValueOfKind(quote.id, fact(quote.id), 'quote')).not.toThrow();
    const { company } = factValueOfKind(quote.id, fact(quote.id), 'quote');
    expect(company, 'the teaser quotes the company whose mark it shows').toBe(
      readEntry('caseStudies', home.caseStudy.caseStudy.id).data.company,
    );
    for (const { company } of home.logos.others)
      expect(() => factValueOfKind(company.id, fact(company.id), 'company')).not.toThrow();
    expect(() => factValueOfKind('integrations', fact('integrations'), 'quote')).toThrow(
      'names the owner fact "integrations", which holds a tools: it needs a quote',
    );
  });
});

describe('home copy', () => {
  const strings = collectStrings(readSingleton('home')).filter(({ path }) => isCopy(path));

  it('has no placeholder text and no exclamation mark', () => {
    for (const { path, text } of strings) {
      expect(text, path).not.toMatch(PLACEHOLDER_PATTERN);
      expect(text, path).not.toContain('!');
    }
  });

  it('states only percentages and dollar figures the spec or a customer story gives', () => {
    const figures = strings.flatMap(({ text }) => text.match(/\$?\d[\d.,–-]*(?:%|[MK]\b)/g) ?? []);
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) expect(ALLOWED_FIGURES, figure).toContain(figure);
  });
});
