import { spawnSync } from 'node:child_process';
import { adjacentWordBoundaries, gluedPairs } from './text-mode-rules';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;

describe('adjacentWordBoundaries', () => {
  it('lists letters meeting across an element boundary, with each side’s text', () => {
    const pairs = adjacentWordBoundaries(page('<p><span>$2,000/month</span><span>Billed monthly</span></p>'));
    expect(pairs).toEqual([
      expect.objectContaining({
        joined: '$2,000/monthBilled',
        before: '$2,000/month',
        after: 'Billed monthly',
      }),
    ]);
  });

  it('ignores boundaries with white space, punctuation, or inside one text node', () => {
    const html = page(
      '<p><span>Label</span> <span>Description</span></p>\n<p><a href="/">Terms</a>, and more</p>\n<p>one<br>two</p>',
    );
    expect(adjacentWordBoundaries(html)).toEqual([]);
  });

  it('skips scripts and styles, and a word that an ancestor’s label names as one (a wordmark)', () => {
    const html = page(
      '<p><span aria-label="Relayline"><span>Relay</span><span>line</span></span> <b>a</b><script>b</script> c</p>',
    );
    expect(adjacentWordBoundaries(html)).toEqual([]);
  });
});

describe('gluedPairs', () => {
  const html = page('<div><span>Hunt New Opportunities</span><span>Spot target accounts</span></div>');

  it('reports a pair the text browser ran together', () => {
    const output = '   Hunt New OpportunitiesSpot target accounts\n';
    expect(gluedPairs(html, output).map((pair) => pair.joined)).toEqual(['OpportunitiesSpot']);
  });

  it('passes a pair the text browser kept apart, even across a line break', () => {
    expect(gluedPairs(html, '   Hunt New Opportunities\n   Spot target accounts\n')).toEqual([]);
  });

  it('does not blame a pair for the same words run together elsewhere on the page', () => {
    const twoPlaces = page(
      '<div><span>Sales</span><span>Arm sellers</span></div><h2>Sales</h2><p>Arm sellers to win</p>',
    );
    const output = 'SalesArm sellers\n\nSales\n\nArm sellers to win';
    expect(gluedPairs(twoPlaces, output).map((pair) => pair.after)).toEqual(['Arm sellers']);
  });

  const lynx = spawnSync('lynx', ['-version'], { stdio: 'ignore' }).status === 0;
  it.skipIf(!lynx)('finds the pair in real lynx output, and none once a space separates them', () => {
    const dump = (markup: string) =>
      spawnSync('lynx', ['-dump', '-nolist', '-stdin', '-force_html'], { input: markup, encoding: 'utf8' })
        .stdout;
    expect(gluedPairs(html, dump(html))).toHaveLength(1);
    const fixed = page('<div><span>Hunt New Opportunities</span> <span>Spot target accounts</span></div>');
    expect(gluedPairs(fixed, dump(fixed))).toEqual([]);
  });
});
