import { readPlaybooks } from '#src/content/playbooks.ts';
import { HOSTILE_VALUES } from '../../../tests/hostile-input.ts';
import {
  filterPlaybooks,
  graphicForStep,
  MAX_QUERY_LENGTH,
  matchesQuery,
  type PlaybookSummary,
  playbookAnchor,
  playbookIdFromHash,
  queryFromSearch,
  strategyFor,
  summarize,
  timelineFor,
} from './playbook-logic';

/** A library of six made-up plays, one or more per category, for the rules alone. */
const play = (id: number, category: PlaybookSummary['category'], title: string, description: string) => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  description,
  category,
});
const all: PlaybookSummary[] = [
  play(1, 'acquisition', 'Win new logos', 'Reach accounts while the evaluation is open.'),
  play(2, 'revival', 'Revive lost deals', 'Reopen the deal with the original owner.'),
  play(3, 'expansion', 'Grow accounts', 'Turn an adjacent evaluation into an upsell.'),
  play(4, 'defense', 'Defend open deals', 'Flag the opportunity At-Risk.'),
  play(5, 'defense', 'Keep renewals', 'Flag the renewal High Risk before the RFP.'),
  play(6, 'defense', 'Prevent churn', 'Act mid-contract.'),
];
const titles = (list: { title: string }[]) => list.map((playbook) => playbook.title);

describe('filterPlaybooks (spec §4: all, offensive, defensive)', () => {
  it('shows every playbook by default', () => {
    expect(filterPlaybooks(all, 'all')).toEqual(all);
  });

  it('offensive covers acquisition, expansion and revival', () => {
    expect(titles(filterPlaybooks(all, 'offensive'))).toEqual([
      'Win new logos',
      'Revive lost deals',
      'Grow accounts',
    ]);
  });

  it('defensive covers defense', () => {
    expect(titles(filterPlaybooks(all, 'defensive'))).toEqual([
      'Defend open deals',
      'Keep renewals',
      'Prevent churn',
    ]);
  });

  it('maps every category to its strategy', () => {
    expect(strategyFor('acquisition')).toBe('offensive');
    expect(strategyFor('revival')).toBe('offensive');
    expect(strategyFor('expansion')).toBe('offensive');
    expect(strategyFor('defense')).toBe('defensive');
  });

  it('splits the library’s own playbooks between the two strategies, in library order', () => {
    const library = readPlaybooks().map(summarize);
    const offensive = filterPlaybooks(library, 'offensive');
    const defensive = filterPlaybooks(library, 'defensive');
    expect(offensive.length).toBeGreaterThan(0);
    expect(defensive.length).toBeGreaterThan(0);
    expect([...offensive, ...defensive].map(({ id }) => id).sort((a, b) => a - b)).toEqual(
      library.map(({ id }) => id),
    );
  });
});

describe('search (title or description, case-insensitive)', () => {
  it('matches titles regardless of case', () => {
    expect(titles(filterPlaybooks(all, 'all', 'churn'))).toEqual(['Prevent churn']);
    expect(titles(filterPlaybooks(all, 'all', 'CHURN'))).toEqual(['Prevent churn']);
  });

  it('matches descriptions too', () => {
    const playbook = { title: 'Untitled play', description: 'Flag the opportunity At-Risk' };
    expect(matchesQuery(playbook, 'at-risk')).toBe(true);
    expect(titles(filterPlaybooks(all, 'all', 'at-risk'))).toEqual(['Defend open deals']);
  });

  it('ignores surrounding spaces, and an empty query matches everything', () => {
    expect(filterPlaybooks(all, 'all', '  churn ')).toHaveLength(1);
    expect(filterPlaybooks(all, 'all', '')).toEqual(all);
    expect(filterPlaybooks(all, 'all', '   ')).toEqual(all);
  });

  it('combines with the category filter, down to the empty state', () => {
    expect(filterPlaybooks(all, 'defensive', 'churn')).toHaveLength(1);
    expect(filterPlaybooks(all, 'offensive', 'churn')).toEqual([]);
    expect(filterPlaybooks(all, 'all', 'zzz')).toEqual([]);
  });

  it('reads the query from ?q= in the address', () => {
    expect(queryFromSearch('?q=churn')).toBe('churn');
    expect(queryFromSearch('?q=closed%20lost&x=1')).toBe('closed lost');
    expect(queryFromSearch('?q=')).toBe('');
    expect(queryFromSearch('')).toBe('');
  });

  it('gives no search for a hostile address, and never throws (the issue 25 links among them)', () => {
    expect(queryFromSearch('?q=100%')).toBe('100%');
    expect(queryFromSearch('?q=%E0%A4%A')).toBe('');
    expect(queryFromSearch('?q=churn&q=risk')).toBe('');
    expect(queryFromSearch('?q=a%00b')).toBe('');
    expect(queryFromSearch(`?q=${'a'.repeat(5000)}`)).toBe('');
    for (const value of HOSTILE_VALUES) {
      expect(queryFromSearch(`?q=${value}`).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    }
  });
});

describe('graphicForStep (spec §2 keyword groups)', () => {
  it.each([
    ['Alert the customer success team', 'alert'],
    ['Create and route the opportunity', 'alert'],
    ['Routing rules for new signals', 'alert'],
    ['Flag the renewal High Risk', 'alert'],
    ['Flagged accounts', 'alert'],
  ])('%j → alert graphic', (title, graphic) => {
    expect(graphicForStep(title)).toBe(graphic);
  });

  it.each([
    ['Launch personalized outreach', 'outreach'],
    ['Start re-engagement outreach', 'outreach'],
    ['Run multi-threaded engagement', 'outreach'],
    ['Hold an executive check-in', 'outreach'],
  ])('%j → outreach graphic', (title, graphic) => {
    expect(graphicForStep(title)).toBe(graphic);
  });

  it.each([
    ['Align marketing air cover', 'campaign'],
    ['Run expansion campaigns', 'campaign'],
    ['Reinforce value with targeted content', 'campaign'],
    ['Refresh win-back messaging', 'campaign'],
  ])('%j → campaign graphic', (title, graphic) => {
    expect(graphicForStep(title)).toBe(graphic);
  });

  it.each(['Detect buying-group activity', 'Diagnose the value gap', 'Assess the competitive threat', ''])(
    '%j → discovery graphic (fallback)',
    (title) => {
      expect(graphicForStep(title)).toBe('discovery');
    },
  );

  it('is case-insensitive', () => {
    expect(graphicForStep('ALERT THE OWNER')).toBe('alert');
    expect(graphicForStep('Outreach')).toBe('outreach');
    expect(graphicForStep('CAMPAIGN')).toBe('campaign');
  });

  it('matches whole words from their start, not letters inside other words', () => {
    expect(graphicForStep('Review the routine')).toBe('discovery');
    expect(graphicForStep('Recreate the baseline')).toBe('discovery');
  });

  it('checks the groups in the spec order when a title has words of several', () => {
    expect(graphicForStep('Create a campaign')).toBe('alert');
    expect(graphicForStep('Outreach with new content')).toBe('outreach');
  });
});

describe('anchors and the address hash', () => {
  it('names a playbook’s detail after its file', () => {
    expect(playbookAnchor('capture-new-business')).toBe('playbook-capture-new-business');
  });

  it('gives every playbook of the library its own anchor', () => {
    const library = readPlaybooks();
    expect(new Set(library.map((playbook) => playbookAnchor(playbook.slug))).size).toBe(library.length);
  });

  it('finds the playbook a hash selects, or none', () => {
    expect(playbookIdFromHash('#playbook-prevent-churn', all)).toBe(6);
    expect(playbookIdFromHash('playbook-revive-lost-deals', all)).toBe(2);
    expect(playbookIdFromHash('', all)).toBeNull();
    expect(playbookIdFromHash('#', all)).toBeNull();
    expect(playbookIdFromHash('#playbooks-list', all)).toBeNull();
    expect(playbookIdFromHash('#playbook-unknown', all)).toBeNull();
  });

  it('opens a playbook named with escapes, and shows the list for a malformed hash (issue 25)', () => {
    expect(playbookIdFromHash('#playbook-prevent%2Dchurn', all)).toBe(6);
    for (const hash of [
      '#%',
      '#playbook-%ZZ',
      '#%E0%A4%A',
      '#playbook-prevent-churn%00',
      '#playbook-prevent-churn#x',
    ]) {
      expect(playbookIdFromHash(hash, all), hash).toBeNull();
    }
    for (const value of HOSTILE_VALUES) {
      expect(() => playbookIdFromHash(`#${value}`, all)).not.toThrow();
    }
  });
});

describe('timelineFor', () => {
  const [playbook] = readPlaybooks();
  if (!playbook) throw new Error('The library has no playbook');

  it("names each task after the playbook's own step action and resolves its owner", () => {
    const run = timelineFor(
      playbook,
      [
        { step: 2, action: 1, kind: 'crm', due: 'Today', status: 'done' },
        { step: 3, action: 2, kind: 'call', owner: 'Jordan Lee', due: 'Day 3', status: 'due' },
      ],
      'The app',
    );
    expect(run).toEqual({
      name: playbook.sampleAlert.play,
      account: playbook.sampleAlert.account,
      tasks: [
        {
          label: playbook.steps[1]?.actions[0],
          kind: 'crm',
          owner: 'The app',
          automated: true,
          due: 'Today',
          status: 'done',
        },
        {
          label: playbook.steps[2]?.actions[1],
          kind: 'call',
          owner: 'Jordan Lee',
          due: 'Day 3',
          status: 'due',
        },
      ],
    });
  });

  it('refuses a task that points at an action the playbook does not have', () => {
    expect(() =>
      timelineFor(
        playbook,
        [{ step: 4, action: 99, kind: 'document', due: 'Today', status: 'due' }],
        'The app',
      ),
    ).toThrow('no action 99 in step 4');
  });
});
