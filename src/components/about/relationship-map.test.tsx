// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { MoveFigure } from '#src/components/brand/signal-trace.tsx';
import { readSingleton } from '#src/content/loaders/read.ts';
import { AboutHero } from './about-hero';
import { RelationshipMap } from './relationship-map';

const { hero } = readSingleton('about');

describe('the story page’s hero picture (RelationshipMap)', () => {
  it('is decoration, with the page’s own words only: the four kinds of account, the competitor, the owner', () => {
    const { container } = render(<RelationshipMap {...hero.network} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    const words = [...container.querySelectorAll('text')].map((node) => node.textContent);
    expect(words.sort()).toEqual(
      [...hero.network.accounts, hero.network.competitor, hero.network.owner].sort(),
    );
  });

  it('lights one contact amber and answers with one blue square: a network, not the closing band’s board', () => {
    const { container } = render(<RelationshipMap {...hero.network} />);
    expect(container.querySelectorAll('circle.fill-signal-400')).toHaveLength(1);
    expect(container.querySelectorAll('rect.fill-brand-600')).toHaveLength(1);
    const band = render(<MoveFigure tone="dark" />).container.querySelector('svg');
    const map = container.querySelector('svg');
    expect(map?.getAttribute('data-composition')).toBeTruthy();
    expect(map?.getAttribute('data-composition')).not.toBe(band?.getAttribute('data-composition'));
    // No 48 px board cells (the board's pattern) in the map.
    expect(container.querySelector('pattern')).toBeNull();
  });

  it('sits in the hero’s right half, beside the h1', () => {
    const { container } = render(<AboutHero {...hero} />);
    const picture = container.querySelector('[data-hero-picture]');
    expect(picture?.querySelector('[data-composition="relationship-map"]')).not.toBeNull();
    expect(picture?.previousElementSibling?.querySelector('h1')).toHaveTextContent(hero.headline);
  });
});
