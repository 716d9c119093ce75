// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { FeatureShowcase, showcasePanelProp, showcasePanelSlot } from './feature-showcase';

/** Astro's React renderer turns a named slot into a prop this way (@astrojs/react `slotName`). */
const astroSlotProp = (slot: string) =>
  slot.trim().replace(/[-_]([a-z])/g, (_, letter) => letter.toUpperCase());

const tabs = [
  { value: 'signals', label: 'Competitor engagement' },
  { value: 'playbooks', label: 'Playbooks' },
];

describe('FeatureShowcase', () => {
  it('reads each panel from the prop Astro makes of its slot name', () => {
    for (const { value } of tabs)
      expect(showcasePanelProp(value)).toBe(astroSlotProp(showcasePanelSlot(value)));
  });

  it('puts each slotted panel in its tab panel, the first tab selected', () => {
    render(
      <FeatureShowcase
        tabs={tabs}
        label="Product features"
        panelSignals={<p>Signals panel</p>}
        panelPlaybooks={<p>Playbooks panel</p>}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Product features' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Competitor engagement' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Signals panel').closest('[role="tabpanel"]')).toHaveAttribute(
      'data-state',
      'active',
    );
    expect(screen.getByText('Playbooks panel').closest('[role="tabpanel"]')).toHaveAttribute(
      'data-state',
      'inactive',
    );
  });
});
