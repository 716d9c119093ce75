import { playbooks } from '#src/content/playbooks.ts';
import { HOSTILE_VALUES } from '../../../tests/hostile-input.ts';
import {
  ALERT_TAG_BY_CATEGORY,
  alertCardFor,
  filterPlaybooks,
  graphicForStep,
  MAX_QUERY_LENGTH,
  matchesQuery,
  playbookAnchor,
  playbookIdFromHash,
  queryFromSearch,
  strategyFor,
  summarize,
  timelineFor,
} from './playbook-logic';

const all = playbooks.playbooks.map(summarize);
const titles = (list: { title: string }[]) => list.map((playbook) => playbook.title);

describe('filterPlaybooks (spec §4: all, offensive, defensive)', () => {
  it('shows all six by default', () => {
    expect(filterPlaybooks(all, 'all')).toHaveLength(6);
  });

  it('offensive covers acquisition, expansion and revival', () => {
    expect(titles(filterPlaybooks(all, 'offensive'))).toEqual([
      'Capture New Business',
      'Revive Closed Lost',
      'Capture Expansion Opportunity',
    ]);
  });

  it('defensive covers defense', () => {
    expect(titles(filterPlaybooks(all, 'defensive'))).toEqual([
      'Defend Open Opportunity',
      'Protect Renewal',
      'Prevent Churn',
    ]);
  });

  it('maps every category to its strategy', () => {
    expect(strategyFor('acquisition')).toBe('offensive');
    expect(strategyFor('revival')).toBe('offensive');
    expect(strategyFor('expansion')).toBe('offensive');
    expect(strategyFor('defense')).toBe('defensive');
  });
});

describe('search (title or description, case-insensitive)', () => {
  it('matches titles regardless of case', () => {
    expect(titles(filterPlaybooks(all, 'all', 'churn'))).toEqual(['Prevent Churn']);
    expect(titles(filterPlaybooks(all, 'all', 'CHURN'))).toEqual(['Prevent Churn']);
  });

  it('matches descriptions too', () => {
    const playbook = { title: 'Untitled play', description: 'Flag the opportunity At-Risk' };
    expect(matchesQuery(playbook, 'at-risk')).toBe(true);
    expect(titles(filterPlaybooks(all, 'all', 'at-risk'))).toEqual(['Defend Open Opportunity']);
  });

  it('ignores surrounding spaces, and an empty query matches everything', () => {
    expect(filterPlaybooks(all, 'all', '  churn ')).toHaveLength(1);
    expect(filterPlaybooks(all, 'all', '')).toHaveLength(6);
    expect(filterPlaybooks(all, 'all', '   ')).toHaveLength(6);
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
  it('turns a title into a readable anchor', () => {
    expect(playbookAnchor('Capture New Business')).toBe('playbook-capture-new-business');
    expect(playbookAnchor('Win/Loss: the review!')).toBe('playbook-win-loss-the-review');
  });

  it('gives every playbook a unique anchor', () => {
    expect(new Set(all.map((playbook) => playbookAnchor(playbook.title))).size).toBe(6);
  });

  it('finds the playbook a hash selects, or none', () => {
    expect(playbookIdFromHash('#playbook-prevent-churn', all)).toBe(6);
    expect(playbookIdFromHash('playbook-revive-closed-lost', all)).toBe(2);
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

describe('alertCardFor', () => {
  it('tags the sample alert by category and sets its strategy (spec §3)', () => {
    expect(ALERT_TAG_BY_CATEGORY).toEqual({
      acquisition: 'New Business',
      revival: 'Closed Lost Revival',
      expansion: 'Upsell Opportunity',
      defense: 'Renewal Risk',
    });
    for (const playbook of playbooks.playbooks) {
      const card = alertCardFor(playbook);
      expect(card.tag).toBe(ALERT_TAG_BY_CATEGORY[playbook.category]);
      expect(card.strategyType).toBe(strategyFor(playbook.category));
      expect(card.account).toBe(playbook.sampleAlert.account);
    }
  });
});

describe('timelineFor', () => {
  const revive = playbooks.playbooks[1];
  if (!revive) throw new Error('No second playbook');

  it("names each task after the playbook's own step action and resolves its owner", () => {
    const run = timelineFor(
      revive,
      [
        { step: 2, action: 1, kind: 'crm', owner: 'app', due: 'Today', status: 'done' },
        {
          step: 3,
          action: 3,
          kind: 'call',
          owner: { name: 'Jordan Lee', title: 'Account Executive', handle: '@jordan.ae' },
          due: 'Day 3',
          status: 'due',
        },
      ],
      'Countermove',
    );
    expect(run).toEqual({
      name: revive.sampleAlert.play,
      account: revive.sampleAlert.account,
      tasks: [
        {
          label: revive.steps[1].actions[0],
          kind: 'crm',
          owner: 'Countermove',
          automated: true,
          due: 'Today',
          status: 'done',
        },
        { label: revive.steps[2].actions[2], kind: 'call', owner: 'Jordan Lee', due: 'Day 3', status: 'due' },
      ],
    });
  });

  it('refuses a task that points at an action the playbook does not have', () => {
    expect(() =>
      timelineFor(
        revive,
        [{ step: 4, action: 9, kind: 'document', owner: 'app', due: 'Today', status: 'due' }],
        'Countermove',
      ),
    ).toThrow('no action 9 in step 4');
  });
});
