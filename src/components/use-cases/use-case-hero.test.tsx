// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { readCollection, readSingleton } from '#src/content/loaders/read.ts';
import type { SceneKind, UseCaseEntry } from '#src/content/schemas/use-cases.ts';
import { UseCaseHero } from './use-case-hero';

const entries = readCollection('useCases');
const { useCases: shared } = readSingleton('useCasesAndPersonas');
const samples = readSingleton('samples');

function renderHero(page: UseCaseEntry) {
  return render(
    <UseCaseHero
      {...page.hero}
      label={page.name}
      group={page.group}
      strategyLabel={shared.strategyLabels[page.group]}
      illustration={shared.illustration}
      samples={samples}
    />,
  );
}

const ARTEFACTS = ['alert-delivery', 'crm-record', 'pipeline-shift'];

/** What each kind of scene draws around the alert (issue 14), its device first (issue 29). */
const DRAWN: Record<SceneKind, string> = {
  'account-field': 'account-field + alert-delivery:chat',
  email: 'deal-timeline + alert-delivery:email',
  'account-record': 'product-slots + crm-record:Account',
  'opportunity-record': 'stage-track + alert-delivery:crm',
  'renewal-record': 'crm-record:Opportunity',
  'pipeline-shift': 'pipeline-shift',
};

/**
 * What a hero's scene draws around its alert, in order: each artefact by its data-slot, with the surface a
 * delivery imitates and the object a CRM record is.
 */
function artefacts(container: HTMLElement): string {
  const scene = container.querySelector('[data-scene]');
  return [...(scene?.querySelectorAll('[data-slot], [data-device]') ?? [])]
    .filter(
      (element) =>
        element.hasAttribute('data-device') || ARTEFACTS.includes(element.getAttribute('data-slot') ?? ''),
    )
    .map((element) =>
      [
        element.getAttribute('data-device') ?? element.getAttribute('data-slot'),
        element.getAttribute('data-surface') ?? element.getAttribute('data-object'),
      ]
        .filter(Boolean)
        .join(':'),
    )
    .join(' + ');
}

describe('UseCaseHero', () => {
  it.each(entries.map((entry) => [entry.id, entry.data] as const))(
    '%s shows one full alert card of its tag, with the playbook’s three next steps, in its scene',
    (_id, page) => {
      const { container } = renderHero(page);
      const cards = container.querySelectorAll('[data-slot="alert-card"]');
      expect(cards).toHaveLength(1);
      expect(cards[0]).toHaveAttribute('data-size', 'full');
      expect(cards[0]).toHaveAttribute('data-strategy', page.group);
      expect(cards[0]?.querySelector('[data-slot="alert-tag"]')).toHaveTextContent(page.hero.alertCard.tag);
      const steps = container.querySelectorAll('[data-slot="next-steps"] li');
      expect([...steps].map((step) => step.lastElementChild?.textContent)).toEqual(page.hero.nextSteps);
      expect(container.querySelector('[data-scene]')).toHaveAttribute('data-scene', page.hero.scene.kind);
      expect(artefacts(container)).toBe(DRAWN[page.hero.scene.kind]);
      expect(container).toHaveTextContent(page.hero.scene.caption);
      expect(container.querySelector('button, a[href="#"]')).toBeNull();
    },
  );

  // Issue 29, third round: the four heroes beside their scene read as one page at thumbnail size. Each
  // page now has a composition of its own (its layout and its scene), and no layout serves more than a
  // third of the pages.
  it('gives no two pages the same hero composition, and no layout to more than a third of them', () => {
    const heroes = entries.map((entry) => renderHero(entry.data).container.querySelector('section'));
    const compositions = heroes.map((hero) => hero?.getAttribute('data-composition'));
    expect(compositions.every(Boolean)).toBe(true);
    expect(new Set(compositions).size).toBe(entries.length);
    const layouts = heroes.map((hero) => hero?.getAttribute('data-layout') ?? '');
    for (const layout of new Set(layouts))
      expect(layouts.filter((other) => other === layout).length, layout).toBeLessThanOrEqual(
        Math.ceil(entries.length / 3),
      );
    const devices = heroes.map((hero) => hero?.querySelector('[data-device]')?.getAttribute('data-device'));
    const drawn = devices.filter(Boolean);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('labels the alert behind a flagged record with the shared words', () => {
    const page = entries.find((entry) => entry.data.hero.scene.kind === 'account-record')?.data;
    if (!page) return;
    const { container } = renderHero(page);
    expect(container).toHaveTextContent(shared.illustration.flaggedLabel);
  });
});
