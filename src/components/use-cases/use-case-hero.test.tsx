// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { groupOfUseCase, useCaseShared, useCases } from '#src/content/use-cases/index.ts';
import { UseCaseHero } from './use-case-hero';

function renderHero(content: (typeof useCases)[number]) {
  const group = groupOfUseCase(content.path);
  return render(
    <UseCaseHero
      {...content.hero}
      label={content.path}
      group={group}
      strategyLabel={useCaseShared.strategyLabels[group]}
      illustration={useCaseShared.illustration}
      delivery={useCaseShared.delivery}
    />,
  );
}

const ARTEFACTS = ['alert-delivery', 'crm-record', 'routed-opportunity', 'pipeline-shift'];

/**
 * What a hero's scene draws around its alert, in order: each artefact by its data-slot, with the surface a
 * delivery imitates and the object a CRM record is.
 */
function artefacts(container: HTMLElement): string {
  const scene = container.querySelector('[data-scene]');
  return [...(scene?.querySelectorAll('[data-slot]') ?? [])]
    .filter((element) => ARTEFACTS.includes(element.getAttribute('data-slot') ?? ''))
    .map((element) =>
      [
        element.getAttribute('data-slot'),
        element.getAttribute('data-surface') ?? element.getAttribute('data-object'),
      ]
        .filter(Boolean)
        .join(':'),
    )
    .join(' + ');
}

describe('UseCaseHero', () => {
  it.each(useCases.map((content) => [content.path, content] as const))(
    '%s shows one full alert card of its tag, with the playbook’s three next steps',
    (_path, content) => {
      const { container } = renderHero(content);
      const cards = container.querySelectorAll('[data-slot="alert-card"]');
      expect(cards).toHaveLength(1);
      expect(cards[0]).toHaveAttribute('data-size', 'full');
      expect(cards[0]).toHaveAttribute('data-strategy', content.hero.alertCard.strategyType);
      expect(cards[0]?.querySelector('[data-slot="alert-tag"]')).toHaveTextContent(
        content.hero.alertCard.tag,
      );
      const steps = container.querySelectorAll('[data-slot="next-steps"] li');
      expect([...steps].map((step) => step.lastElementChild?.textContent)).toEqual([
        ...content.hero.nextSteps,
      ]);
      expect(container.querySelector('button, a[href="#"]')).toBeNull();
    },
  );

  it('draws six different artefacts around the alert across the six pages', () => {
    const seen = useCases.map((content) => {
      const { container, unmount } = renderHero(content);
      const drawn = artefacts(container);
      unmount();
      return drawn;
    });
    expect(seen).toEqual([
      'alert-delivery:chat + routed-opportunity',
      'alert-delivery:email',
      'crm-record:Account',
      'alert-delivery:crm',
      'crm-record:Opportunity',
      'pipeline-shift',
    ]);
    expect(new Set(seen).size).toBe(6);
  });
});
