// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

// The markup only: switching by click and keys (before any script from /_astro/), the stacked list below
// 768 px and the roving tab stop are checked in a real browser (tests/e2e/first-touch.spec.ts).

const tabs = [
  { value: 'sales', label: 'Sales', body: 'Pipeline and risk alerts for Account Executives.' },
  { value: 'customer success', label: 'Customer Success', body: 'Renewal and churn alerts.' },
];

describe('Tabs', () => {
  it('wires tabs to panels, selects the default, keeps one tab stop and every panel in the HTML', () => {
    render(
      <Tabs defaultValue="sales">
        <TabsList aria-label="Roles">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value}>
            {tab.body}
          </TabsContent>
        ))}
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Roles' })).toHaveAttribute('data-tabs-list');
    const [first, second] = screen.getAllByRole('tab');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('aria-selected', 'false');
    expect(second).toHaveAttribute('tabindex', '-1');
    for (const tab of [first, second]) {
      const panel = document.getElementById(tab?.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab?.id);
      expect(panel).toHaveAttribute('data-state', tab === first ? 'active' : 'inactive');
    }
    // An id-safe value: spaces become dashes.
    expect(second?.id).toMatch(/-trigger-customer-success$/);
    expect(document.body).toHaveTextContent(tabs[1]?.body ?? '');
  });
});
